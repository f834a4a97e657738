import UIKit

/// Asks for a new folder's name; its view is NewFolderViewController.xib, which UIKit finds by
/// the class's name.
class NewFolderViewController: UIViewController {

  @IBOutlet weak var nameField: UITextField!
  @IBOutlet weak var createButton: UIButton!

  var onCreate: ((String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Folder"
    createButton.isEnabled = false
  }

  @IBAction func nameChanged(_ sender: UITextField) {
    createButton.isEnabled = !(sender.text ?? "").isEmpty
  }

  @IBAction func createTapped(_ sender: UIButton) {
    guard let name = nameField.text, !name.isEmpty else { return }
    onCreate?(name)
  }
}
