import UIKit

/// Embedded by FoldersViewController in its container view (the "embedSummary" segue).
class FolderSummaryViewController: UIViewController {

  @IBOutlet weak var totalLabel: UILabel!

  var folders: [Folder] = [] {
    didSet { if isViewLoaded { updateTotal() } }
  }
  private(set) var refreshCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    updateTotal()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refreshCount += 1
  }

  private func updateTotal() {
    let notes = folders.reduce(0) { $0 + $1.notes.count }
    totalLabel.text = "\(folders.count) folders · \(notes) notes"
  }
}
