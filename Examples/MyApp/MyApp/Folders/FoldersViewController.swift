import UIKit

/// The initial screen of Main.storyboard, inside its navigation controller: the folders, a
/// summary embedded in a container view, and a button that adds a folder.
class FoldersViewController: UIViewController {

  @IBOutlet weak var tableView: UITableView!
  @IBOutlet weak var summaryContainer: UIView!
  @IBOutlet weak var addButton: UIButton!

  var folders = Folder.samples
  private(set) weak var summary: FolderSummaryViewController?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.tableFooterView = UIView()
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segue.identifier {
    case "embedSummary":
      let summary = segue.destination as! FolderSummaryViewController
      summary.folders = folders
      self.summary = summary
    case "showStats":
      let stats = segue.destination as! FolderStatsViewController
      stats.folders = folders
    case "showFolder":
      guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
      else { return }
      let folderViewController = segue.destination as! FolderViewController
      folderViewController.folder = folders[indexPath.row]
    default:
      break
    }
  }

  @IBAction func addFolderTapped(_ sender: UIButton) {
    let newFolder = NewFolderViewController()
    newFolder.onCreate = { [weak self] name in
      self?.add(Folder(name: name, notes: []))
      self?.dismiss(animated: true)
    }
    present(UINavigationController(rootViewController: newFolder), animated: true)
  }

  func add(_ folder: Folder) {
    folders.append(folder)
    summary?.folders = folders
    tableView.reloadData()
  }
}

extension FoldersViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    folders.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "FolderCell", for: indexPath) as! FolderCell
    cell.configure(with: folders[indexPath.row])
    return cell
  }
}

extension FoldersViewController: UITableViewDelegate {}
