import UIKit

/// Embedded by FoldersViewController in its container view (the "embedSummary" segue).
class FolderSummaryViewController: UIViewController {

  @IBOutlet weak var totalLabel: UILabel!
  @IBOutlet var tapRecognizer: UITapGestureRecognizer!

  /// Whether the summary counts only the folders that have notes (a tap switches).
  private(set) var countsOnlyFoldersWithNotes = false

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

  @IBAction func summaryTapped(_ sender: UITapGestureRecognizer) {
    countsOnlyFoldersWithNotes.toggle()
    updateTotal()
  }

  private func updateTotal() {
    let notes = folders.reduce(0) { $0 + $1.notes.count }
    if countsOnlyFoldersWithNotes {
      let withNotes = folders.filter { !$0.notes.isEmpty }.count
      totalLabel.text = "\(withNotes) folders with notes"
    } else {
      totalLabel.text = "\(folders.count) folders · \(notes) notes"
    }
  }
}
