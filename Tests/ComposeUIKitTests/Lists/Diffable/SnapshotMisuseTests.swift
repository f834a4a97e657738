import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import Compose
#endif

// Where UIKit raises an exception (a duplicate identifier, a section or item that is not in the
// snapshot, items appended with no section, a nil cell), Compose refuses the change with the
// snapshot unchanged, keeps a diagnostic in it, and reports it on the table the snapshot is
// applied to (contract §7): a test sees the misuse, the app keeps running.

#if !os(iOS)
  @MainActor
  @Suite struct SnapshotMisuseTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func twoSections() -> Snapshot {
      var snapshot = Snapshot()
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems([1, 2], toSection: "a")
      snapshot.appendItems([3], toSection: "b")
      return snapshot
    }

    /// The snapshot's sections and items, to compare before and after a refused change.
    private func contents(_ snapshot: Snapshot) -> [String] {
      snapshot.sectionIdentifiers.map { "\($0): \(snapshot.itemIdentifiers(inSection: $0))" }
    }

    @Test(arguments: [
      "appendItems twice in one call", "appendItems already present", "appendItems to unknown",
      "insertItems before unknown", "insertItems already present", "moveItem next to itself",
      "moveItem unknown", "appendSections already present", "insertSections after unknown",
      "moveSection unknown", "reloadItems unknown", "reconfigureItems unknown",
      "reloadSections unknown",
    ])
    func aRefusedChangeLeavesTheSnapshotAsItWas(misuse: String) {
      var snapshot = twoSections()
      let before = contents(snapshot)
      switch misuse {
      case "appendItems twice in one call": snapshot.appendItems([7, 7])
      case "appendItems already present": snapshot.appendItems([8, 1], toSection: "b")
      case "appendItems to unknown": snapshot.appendItems([9], toSection: "z")
      case "insertItems before unknown": snapshot.insertItems([9], beforeItem: 42)
      case "insertItems already present": snapshot.insertItems([3], afterItem: 1)
      case "moveItem next to itself": snapshot.moveItem(1, afterItem: 1)
      case "moveItem unknown": snapshot.moveItem(42, beforeItem: 1)
      case "appendSections already present": snapshot.appendSections(["c", "a"])
      case "insertSections after unknown": snapshot.insertSections(["c"], afterSection: "z")
      case "moveSection unknown": snapshot.moveSection("a", afterSection: "z")
      case "reloadItems unknown": snapshot.reloadItems([1, 42])
      case "reconfigureItems unknown": snapshot.reconfigureItems([42])
      default: snapshot.reloadSections(["z"])
      }
      #expect(contents(snapshot) == before)
      #expect(snapshot.numberOfItems == 3)
      #expect(snapshot.reloadedItemIdentifiers.isEmpty)
      #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
      #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
      #expect(snapshot.composeDiagnostics.map(\.code) == [.invalidSnapshotChange])
    }

    @Test func theDiagnosticNamesTheCallAndTheIdentifiers() {
      var snapshot = twoSections()
      snapshot.appendItems([4, 2])
      let message = snapshot.composeDiagnostics.first?.message ?? ""
      #expect(message.hasPrefix("appendItems(_:toSection:): "))
      #expect(message.contains("already in the snapshot: [2]"))
      #expect(snapshot.composeDiagnostics.first?.path == "NSDiffableDataSourceSnapshot")
    }

    @Test func itemsAppendedWithNoSectionAreRefused() {
      var snapshot = Snapshot()
      snapshot.appendItems([1])
      #expect(snapshot.numberOfItems == 0)
      #expect(snapshot.composeDiagnostics.first?.message.contains("no section") == true)
    }

    @Test func deletingIdentifiersThatAreNotThereIsNotAMisuse() {
      var snapshot = twoSections()
      snapshot.deleteItems([42])
      snapshot.deleteSections(["z"])
      #expect(snapshot.numberOfItems == 3)
      #expect(snapshot.composeDiagnostics.isEmpty)
    }

    @Test func applyingASnapshotWithARefusedChangeReportsItAndShowsTheRest() {
      let screen = DiffableTableScreen()
      let test = ListTestWindow(root: screen)
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["a", "b"])
      snapshot.appendItems(["c", "a"])  // "a" again: refused, nothing appended
      snapshot.appendItems(["c"])
      test.harness.expect(diagnostic: .invalidSnapshotChange)
      screen.dataSource.apply(snapshot)
      screen.tableView.layoutIfNeeded()
      #expect(screen.visibleTexts == ["a", "b", "c"])
      let reported = test.recorder.diagnostics.first
      #expect(reported?.path.hasSuffix("View(\"rows\")") == true)
      #expect(reported?.message.hasPrefix("appendItems(_:toSection:)") == true)
      // The snapshot shown no longer carries it: applying it again reports nothing.
      screen.dataSource.apply(screen.dataSource.snapshot())
      #expect(test.recorder.diagnostics.count == 1)
      withExtendedLifetime(test) {}
    }

    @Test func aCellProviderReturningNilIsReportedAndTheRowShowsAPlainCell() {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
      let screen = UIViewController()
      screen.view.addSubview(tableView)
      let test = ListTestWindow(root: screen)
      let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in
        nil
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["a"])
      test.harness.expect(diagnostic: .cellProviderReturnedNil)
      dataSource.apply(snapshot)
      #expect(tableView.visibleCells.count == 1)
      #expect(tableView.numberOfRows(inSection: 0) == 1)
      withExtendedLifetime(test) {}
    }
  }
#endif
