import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The row and item delegate methods a long press or a detail button reaches in UIKit, written
// as overrides in table and collection view controllers. Compose has no touches: the test asks
// the list's delegate as UIKit would, and opens the menu it gives.

private final class ContactsViewController: UITableViewController {
  var contacts = ["Ana", "Bruno"]
  var log: [String] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  override func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    log.append("details \(contacts[indexPath.row])")
  }

  override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { indexPath.row != 0 }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    let name = contacts[indexPath.row]
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      UIMenu(children: [
        UIAction(title: "Call \(name)") { _ in self?.log.append("call \(name)") }
      ])
    }
  }
}

private final class AlbumViewController: UICollectionViewController {
  override func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard !indexPaths.isEmpty else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(title: "\(indexPaths.count) photos", children: [UIAction(title: "Share") { _ in }])
    }
  }
}

@MainActor
@Suite struct ListDelegateMenusTests {
  @Test func aTableControllersOverridesAnswerForItsRows() throws {
    let contacts = ContactsViewController(style: .plain)
    contacts.loadViewIfNeeded()
    let table = try #require(contacts.tableView)
    let delegate = try #require(table.delegate)
    let second = IndexPath(row: 1, section: 0)
    delegate.tableView(table, accessoryButtonTappedForRowWith: second)
    #expect(!delegate.tableView(table, shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
    #expect(delegate.tableView(table, editingStyleForRowAt: second) == .delete)
    let menu = try #require(
      delegate.tableView(table, contextMenuConfigurationForRowAt: second, point: .zero)?
        .composeMenu())
    #expect(menu.composeChoose("Call Bruno"))
    #expect(contacts.log == ["details Bruno", "call Bruno"])
  }

  @Test func aCollectionControllersMenuCoversTheSelectedItems() throws {
    let album = AlbumViewController(collectionViewLayout: UICollectionViewFlowLayout())
    album.loadViewIfNeeded()
    let grid = try #require(album.collectionView)
    let delegate = try #require(grid.delegate)
    let items = [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]
    let menu = try #require(
      delegate.collectionView(grid, contextMenuConfigurationForItemsAt: items, point: .zero)?
        .composeMenu())
    #expect(menu.title == "2 photos")
    #expect(
      delegate.collectionView(grid, contextMenuConfigurationForItemsAt: [], point: .zero) == nil)
    #expect(delegate.collectionView(grid, shouldHighlightItemAt: items[0]))
  }
}
