import UIKit

class SettingsViewController: UIViewController {
  @IBOutlet private weak var titleLabel: UILabel!
  @IBOutlet weak var notificationsSwitchLabel: UILabel!
  private(set) var saved = 0
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad title=\(titleLabel?.text ?? "nil")")
  }

  var screenTitle: String? { titleLabel.text }

  @IBAction func saveTapped(_ sender: Any) {
    saved += 1
  }
}
