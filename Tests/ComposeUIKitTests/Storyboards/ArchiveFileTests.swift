import ComposeUIKit
import Foundation
import Testing

// A storyboard or nib reads its file once and reports what it holds once, however many scenes,
// views or cells it makes (UIKit keeps a storyboard's and a nib's file once loaded); each thing
// it makes is still made anew from the file.

@MainActor
@Suite struct ArchiveFileTests {
  @Test func aStoryboardReportsWhatItsFileHoldsOnceForEveryScene() throws {
    let archives = ComposeArchives()
    let storyboard = archives.run { UIStoryboard(name: "Library", bundle: nil) }
    let first = archives.run { storyboard.instantiateViewController(withIdentifier: "Book") }
    let once = archives.diagnostics.filter { $0.message.contains("hst-00-001") }.count
    #expect(once >= 1)
    let second = archives.run { storyboard.instantiateViewController(withIdentifier: "Book") }
    _ = archives.run { storyboard.instantiateViewController(withIdentifier: "Book") }
    #expect(archives.diagnostics.filter { $0.message.contains("hst-00-001") }.count == once)
    #expect(first !== second)
    #expect(first.navigationItem.title == second.navigationItem.title)
  }

  @Test func aNibReportsWhatMakingItsObjectsReportsOnceForEveryInstantiation() throws {
    let archives = ComposeArchives()
    let nib = archives.run { UINib(nibName: "StickerPanel", bundle: nil) }
    let first = archives.run { nib.instantiate(withOwner: nil) }
    let second = archives.run { nib.instantiate(withOwner: nil) }
    #expect(archives.diagnostics.filter { $0.message.contains("copy:") }.count == 1)
    #expect(first.count == 3)
    #expect(second.count == 3)
    let firstView = try #require(first.first as? UIView)
    let secondView = try #require(second.first as? UIView)
    #expect(firstView !== secondView)
  }

  @Test func aNewStoryboardOfTheSameFileReportsAgain() throws {
    let archives = ComposeArchives()
    for _ in 0..<2 {
      _ = archives.run {
        UIStoryboard(name: "Library", bundle: nil).instantiateViewController(
          withIdentifier: "Book")
      }
    }
    let reports = archives.diagnostics.filter { $0.message.contains("hst-00-001") }
    #expect(reports.count >= 2)
    #expect(reports.count % 2 == 0)
  }
}
