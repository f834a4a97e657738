import UIKit

/// The compose screen, presented modally in its own navigation controller.
class ComposeNoteViewController: UIViewController {

  @IBOutlet weak var titleField: UITextField!
  @IBOutlet weak var bodyView: UITextView!

  let store: NoteStore

  init(store: NoteStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Note"
    view.backgroundColor = .systemBackground
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: #selector(didTapCancel(_:)))
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Save", style: .done, target: self, action: #selector(didTapSave(_:)))

    let titleField = UITextField()
    titleField.placeholder = "Title"
    let bodyView = UITextView()
    view.addSubview(titleField)
    view.addSubview(bodyView)
    self.titleField = titleField
    self.bodyView = bodyView
  }

  @objc func didTapCancel(_ sender: UIBarButtonItem) {
    dismiss(animated: true)
  }

  @objc func didTapSave(_ sender: UIBarButtonItem) {
    let title = titleField.text ?? ""
    guard !title.isEmpty else { return }
    store.add(Note(title: title, body: bodyView.text ?? ""))
    dismiss(animated: true)
  }
}
