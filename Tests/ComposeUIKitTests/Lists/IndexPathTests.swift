import ComposeUIKit
import Foundation
import Testing

/// UIKit's additions to Foundation's `IndexPath`: `row`, `section`, `item` and their
/// initializers, as two-index paths `[section, row]`.
@Suite struct IndexPathTests {
  @Test func rowAndSectionAreTheSecondAndFirstIndexes() {
    let indexPath = IndexPath(row: 3, section: 1)
    #expect(indexPath.row == 3)
    #expect(indexPath.section == 1)
    #expect(indexPath.item == 3)
    #expect(Array(indexPath) == [1, 3])
    #expect(IndexPath(item: 3, section: 1) == indexPath)
  }

  @Test func theyAreSettable() {
    var indexPath = IndexPath(row: 0, section: 0)
    indexPath.row = 5
    indexPath.section = 2
    #expect(indexPath == IndexPath(indexes: [2, 5]))
    indexPath.item = 7
    #expect(indexPath.row == 7)
  }

  @Test func indexPathsOrderBySectionThenRow() {
    let sorted = [IndexPath(row: 2, section: 1), IndexPath(row: 9, section: 0)].sorted()
    #expect(sorted == [IndexPath(row: 9, section: 0), IndexPath(row: 2, section: 1)])
  }

  @Test func aShortIndexPathReadsZeroInsteadOfTrapping() {
    let empty = IndexPath()
    #expect(empty.row == 0)
    #expect(empty.section == 0)
  }
}
