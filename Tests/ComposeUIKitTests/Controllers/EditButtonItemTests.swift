import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A list screen with the system's Edit button, as the Xcode master-detail template makes it.

private final class ChecklistViewController: UITableViewController {
  var editingChanges: [Bool] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    editingChanges.append(editing)
  }
}

@MainActor
@Suite struct EditButtonItemTests {
  /// Apple's `editButtonItem` page: the item toggles between Edit and Done and calls
  /// `setEditing(_:animated:)` with the opposite of `isEditing`; a table view controller's
  /// `setEditing(_:animated:)` sets its table's editing too.
  @Test func theEditButtonTogglesEditingAndTheTablesEditing() throws {
    let checklist = ChecklistViewController(style: .plain)
    checklist.loadViewIfNeeded()
    let item = try #require(checklist.navigationItem.rightBarButtonItem)
    #expect(item === checklist.editButtonItem, "the same item each time")
    #expect(item.title == "Edit" && item.style == .plain)
    #expect(item.composeTap())
    #expect(checklist.isEditing && checklist.tableView.isEditing)
    #expect(item.title == "Done" && item.style == .done)
    #expect(item.composeTap())
    #expect(!checklist.isEditing && !checklist.tableView.isEditing)
    #expect(checklist.editingChanges == [true, false])
    checklist.isEditing = true
    #expect(item.title == "Done" && checklist.editingChanges.last == true)
  }

  /// The item refers to its view controller weakly: a released view controller is not kept.
  @Test func theEditButtonDoesNotKeepItsViewControllerAlive() {
    weak var released: UIViewController?
    var item: UIBarButtonItem?
    do {
      let controller = UIViewController()
      item = controller.editButtonItem
      released = controller
    }
    #expect(released == nil)
    #expect(item?.composeTap() == true, "a tap after its controller is gone does nothing")
  }
}
