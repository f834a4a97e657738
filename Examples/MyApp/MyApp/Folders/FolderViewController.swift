import UIKit

/// A folder's notes: shown by the "showFolder" segue of Main.storyboard; its rows are NoteCell.xib.
class FolderViewController: UIViewController {

  @IBOutlet weak var tableView: UITableView!

  var folder: Folder?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = folder?.name
    tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: NoteCell.reuseIdentifier)
    tableView.dataSource = self
  }
}

extension FolderViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    folder?.notes.count ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as! NoteCell
    cell.configure(with: folder!.notes[indexPath.row])
    return cell
  }
}
