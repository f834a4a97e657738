import UIKit

extension NotesViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    reload()
    if let selected = tableView.indexPathForSelectedRow {
      tableView.deselectRow(at: selected, animated: animated)
    }
  }
}
