import UIKit

/// The folders' statistics, shown by the "showStats" segue from the folders screen.
class FolderStatsViewController: UIViewController {

  @IBOutlet weak var largestFolderLabel: UILabel!

  var folders: [Folder] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let largest = folders.max { $0.notes.count < $1.notes.count }
    largestFolderLabel.text = largest.map { "Largest: \($0.name)" } ?? "No folders"
  }
}
