import ComposeUIKit
import Foundation
import Testing

// A segmented control in a storyboard scene (Shelves.storyboard, see ArchiveListsArchives.swift):
// Interface Builder writes its segments in order, with their titles, and its selected segment
// and momentary behaviour as attributes (UIKit's `insertSegment(withTitle:at:animated:)`,
// `selectedSegmentIndex`, `isMomentary`).
@MainActor
@Suite struct ArchiveSegmentsTests {
  @Test func aStoryboardSegmentedControlHasItsSegmentsInOrderAndItsSelection() throws {
    let controller = try #require(
      UIStoryboard(name: "Shelves", bundle: nil).instantiateViewController(
        withIdentifier: "Shelves"))
    controller.loadViewIfNeeded()
    let control = try #require(
      controller.view.subviews.compactMap { $0 as? UISegmentedControl }.first)
    #expect(control.numberOfSegments == 3)
    #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Title", "Author", "Year"])
    #expect(control.selectedSegmentIndex == 1)
    #expect(control.isMomentary)
    #expect(control.frame == CGRect(x: 20, y: 620, width: 353, height: 32))
  }
}
