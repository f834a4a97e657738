import ComposeUIKit
import Foundation
import Testing

/// The section index methods of `UITableViewDataSource` (`sectionIndexTitles(for:)`,
/// `tableView(_:sectionForSectionIndexTitle:at:)`) compile with UIKit's signatures where UIKit code
/// declares them: overridden in a `UITableViewController` or a diffable data source subclass, or
/// implemented by a plain data source; asked through the protocol, they answer the override.
@Suite struct SectionIndexTitlesTests {
  final class ContactsViewController: UITableViewController {
    let letters = ["A", "B", "D"]

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }

    override func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      letters.firstIndex(of: title) ?? 0
    }
  }

  final class IndexedDataSource: UITableViewDiffableDataSource<String, String> {
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      snapshot().sectionIdentifiers
    }

    override func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      snapshot().indexOfSection(title) ?? index
    }
  }

  final class PlainDataSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  @Test func aTableViewControllerAnswersItsOverrides() {
    let controller = ContactsViewController(style: .plain)
    let dataSource: any UITableViewDataSource = controller
    #expect(dataSource.sectionIndexTitles(for: controller.tableView) == ["A", "B", "D"])
    #expect(
      dataSource.tableView(controller.tableView, sectionForSectionIndexTitle: "D", at: 2) == 2)
  }

  @Test func aDiffableDataSourceSubclassAnswersItsOverrides() {
    let table = UITableView(frame: .zero, style: .plain)
    let source = IndexedDataSource(tableView: table) { _, _, _ in
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["K", "M"])
    snapshot.appendItems(["Kim"], toSection: "K")
    snapshot.appendItems(["Mo"], toSection: "M")
    source.apply(snapshot, animatingDifferences: false)
    let dataSource: any UITableViewDataSource = source
    #expect(dataSource.sectionIndexTitles(for: table) == ["K", "M"])
    #expect(dataSource.tableView(table, sectionForSectionIndexTitle: "M", at: 0) == 1)
  }

  @Test func aPlainDataSourceGetsUIKitsDefaults() {
    let table = UITableView(frame: .zero, style: .plain)
    let dataSource: any UITableViewDataSource = PlainDataSource()
    #expect(dataSource.sectionIndexTitles(for: table) == nil)
    #expect(dataSource.tableView(table, sectionForSectionIndexTitle: "C", at: 3) == 3)
  }
}
