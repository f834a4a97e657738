import UIKit

class NotesViewController: UIViewController {

  @IBOutlet weak var tableView: UITableView!
  @IBOutlet weak var emptyLabel: UILabel!

  let store: NoteStore
  private(set) var notes: [Note] = []

  init(store: NoteStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    self.store = NoteStore(notes: Note.samples)
    super.init(coder: coder)
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: self, action: #selector(didTapCompose(_:)))

    if tableView == nil {
      let tableView = UITableView(frame: view.bounds, style: .plain)
      tableView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(tableView)
      NSLayoutConstraint.activate([
        tableView.topAnchor.constraint(equalTo: view.topAnchor),
        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      self.tableView = tableView
    }
    if emptyLabel == nil {
      let emptyLabel = UILabel()
      emptyLabel.text = "No notes yet"
      emptyLabel.textAlignment = .center
      view.addSubview(emptyLabel)
      self.emptyLabel = emptyLabel
    }
    tableView.register(
      UITableViewCell.self, forCellReuseIdentifier: NotesViewController.cellIdentifier)
    tableView.dataSource = self
    tableView.delegate = self

    NotificationCenter.default.addObserver(
      self, selector: #selector(storeDidChange(_:)), name: NoteStore.didChangeNotification,
      object: nil)
  }

  func reload() {
    notes = store.notes
    emptyLabel.isHidden = !notes.isEmpty
    tableView.reloadData()
  }

  @objc func storeDidChange(_ notification: Notification) {
    reload()
  }

  @objc func didTapCompose(_ sender: Any) {
    let compose = ComposeNoteViewController(store: store)
    let navigation = UINavigationController(rootViewController: compose)
    present(navigation, animated: true)
  }

  static let cellIdentifier = "NoteCell"
}

extension NotesViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NotesViewController.cellIdentifier, for: indexPath)
    let note = notes[indexPath.row]
    cell.textLabel?.text = note.isFavorite ? "★ " + note.title : note.title
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

extension NotesViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = NoteDetailViewController(note: notes[indexPath.row])
    detail.delegate = self
    navigationController?.pushViewController(detail, animated: true)
  }
}

extension NotesViewController: NoteDetailViewControllerDelegate {
  func noteDetailViewControllerDidToggleFavorite(_ controller: NoteDetailViewController) {
    guard let index = notes.firstIndex(where: { $0.title == controller.note.title }) else { return }
    store.toggleFavorite(at: index)
  }
}
