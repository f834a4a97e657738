import ComposeUIKit
import Testing

@Suite struct SwipeActionsTests {
  /// Written as UIKit apps offer delete and edit on a swipe.
  final class GroceriesViewController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread"]
    var swipeRequests = 0
    var edited: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    override func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      swipeRequests += 1
      let deleteItem = UIContextualAction(style: .destructive, title: "Delete") {
        _, _, completion in
        self.items.remove(at: indexPath.row)
        completion(true)
      }
      let editItem = UIContextualAction(style: .normal, title: "Edit") { _, _, completion in
        self.edited.append(self.items[indexPath.row])
        completion(true)
      }
      editItem.backgroundColor = .systemGreen
      return UISwipeActionsConfiguration(actions: [deleteItem, editItem])
    }
  }

  @Test func theConfigurationIsBuiltOnlyWhenAskedAndItsHandlersRunWhenCalled() {
    let groceries = GroceriesViewController()
    let audit = WindowAudit.showing(groceries, frame: UIScreen.main.bounds)
    let window = audit.window
    window.composeRunUntilIdle()
    // Inert: nobody swipes a headless row, so the delegate is never asked.
    #expect(groceries.swipeRequests == 0)

    let row = IndexPath(row: 1, section: 0)
    let configuration = groceries.tableView(
      groceries.tableView, trailingSwipeActionsConfigurationForRowAt: row)
    #expect(configuration?.actions.map(\.title) == ["Delete", "Edit"])
    #expect(configuration?.actions.first?.style == .destructive)
    #expect(configuration?.actions.last?.backgroundColor == .systemGreen)
    #expect(configuration?.performsFirstActionWithFullSwipe == true)

    var performed: [Bool] = []
    if let edit = configuration?.actions.last {
      edit.handler(edit, groceries.tableView) { performed.append($0) }
    }
    #expect(groceries.edited == ["Eggs"])
    #expect(performed == [true])
    audit.finish()
  }

  @Test func aDelegateWithoutSwipeMethodsOffersNoActions() {
    final class PlainDelegate: UITableViewDelegate {}
    let table = UITableView(frame: .zero, style: .plain)
    let delegate = PlainDelegate()
    let row = IndexPath(row: 0, section: 0)
    #expect(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: row) == nil)
    #expect(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row) == nil)
  }
}
