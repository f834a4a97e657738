import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// NSDiffableDataSourceSnapshot as UIKit documents it: sections and items in order, each
// identifier once; items go to the last section by default; deleting a section deletes its
// items; the reload and reconfigure marks list what the next apply reloads or reconfigures.

@MainActor
@Suite struct SnapshotTests {
  private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  /// Two sections: "a" with 1, 2, 3 and "b" with 4, 5.
  private func twoSections() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5], toSection: "b")
    return snapshot
  }

  @Test func anEmptySnapshotHasNothing() {
    let snapshot = Snapshot()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func itemsAreAppendedToTheLastSectionUnlessOneIsNamed() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2])
    snapshot.appendItems([3], toSection: "a")
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [1, 2])
    #expect(snapshot.itemIdentifiers == [3, 1, 2])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.numberOfItems(inSection: "b") == 2)
  }

  @Test func lookupsFindSectionsAndItems() {
    let snapshot = twoSections()
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    // indexOfItem counts across sections, from 0.
    #expect(snapshot.indexOfItem(1) == 0)
    #expect(snapshot.indexOfItem(5) == 4)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.indexOfSection("b") == 1)
    #expect(snapshot.indexOfSection("z") == nil)
    #expect(snapshot.numberOfItems(inSection: "z") == 0)
    #expect(snapshot.itemIdentifiers(inSection: "z").isEmpty)
  }

  @Test func sectionsAreInsertedBeforeAndAfterAnother() {
    var snapshot = twoSections()
    snapshot.insertSections(["x"], beforeSection: "b")
    snapshot.insertSections(["y", "z"], afterSection: "b")
    snapshot.insertSections(["first"], beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["first", "a", "x", "b", "y", "z"])
    #expect(snapshot.indexOfSection("b") == 3)
    #expect(snapshot.numberOfItems(inSection: "x") == 0)
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
  }

  @Test func deletingASectionDeletesItsItems() {
    var snapshot = twoSections()
    snapshot.deleteSections(["a"])
    #expect(snapshot.sectionIdentifiers == ["b"])
    #expect(snapshot.itemIdentifiers == [4, 5])
    #expect(snapshot.numberOfItems == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    #expect(snapshot.indexOfSection("b") == 0)
    // The identifiers are free again.
    snapshot.appendItems([1])
    #expect(snapshot.itemIdentifiers == [4, 5, 1])
  }

  @Test func sectionsMoveWithTheirItems() {
    var snapshot = twoSections()
    snapshot.appendSections(["c"])
    snapshot.moveSection("a", afterSection: "c")
    #expect(snapshot.sectionIdentifiers == ["b", "c", "a"])
    snapshot.moveSection("c", beforeSection: "b")
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
    #expect(snapshot.indexOfSection("a") == 2)
  }

  @Test func itemsAreInsertedBeforeAndAfterAnotherInItsSection() {
    var snapshot = twoSections()
    snapshot.insertItems([10], beforeItem: 1)
    snapshot.insertItems([11, 12], afterItem: 4)
    snapshot.insertItems([13], afterItem: 5)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 1, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 11, 12, 5, 13])
    #expect(snapshot.sectionIdentifier(containingItem: 12) == "b")
  }

  @Test func itemsAreDeletedFromWhicheverSectionHoldsThem() {
    var snapshot = twoSections()
    snapshot.deleteItems([2, 5, 99])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.indexOfItem(4) == 2)
  }

  @Test func deletingAllItemsEmptiesTheSnapshot() {
    var snapshot = twoSections()
    snapshot.reloadSections(["a"])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    // The usual reset: sections and items appended again.
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    #expect(snapshot.itemIdentifiers == [1, 2])
  }

  @Test func itemsMoveWithinAndAcrossSections() {
    var snapshot = twoSections()
    snapshot.moveItem(3, beforeItem: 1)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 1, 2])
    snapshot.moveItem(1, afterItem: 5)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 2])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 1])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    snapshot.moveItem(4, afterItem: 1)
    #expect(snapshot.itemIdentifiers(inSection: "b") == [5, 1, 4])
  }

  @Test func reloadAndReconfigureMarksListTheirItemsOnceInOrder() {
    var snapshot = twoSections()
    snapshot.reloadItems([3, 1])
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([4])
    snapshot.reloadSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [4])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    // Marks go with the items and sections they name.
    snapshot.deleteItems([3])
    snapshot.deleteSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func aSnapshotIsAValue() {
    let original = twoSections()
    var copy = original
    copy.deleteItems([1])
    copy.appendSections(["c"])
    #expect(original.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(original.sectionIdentifiers == ["a", "b"])
    #expect(copy.itemIdentifiers == [2, 3, 4, 5])
  }
}
