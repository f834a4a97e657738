import UIKit

class NoteDetailViewController: UIViewController {

  @IBOutlet weak var titleLabel: UILabel!
  @IBOutlet weak var bodyLabel: UILabel!
  @IBOutlet weak var favoriteButton: UIButton!

  weak var delegate: NoteDetailViewControllerDelegate?
  private(set) var note: Note

  init(note: Note) {
    self.note = note
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    let view = UIView()
    view.backgroundColor = .systemBackground

    let titleLabel = UILabel()
    titleLabel.font = .preferredFont(forTextStyle: .title1)
    let bodyLabel = UILabel()
    bodyLabel.numberOfLines = 2
    bodyLabel.isUserInteractionEnabled = true
    let favoriteButton = UIButton(type: .system)

    let stack = UIStackView(arrangedSubviews: [titleLabel, bodyLabel, favoriteButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])

    self.view = view
    self.titleLabel = titleLabel
    self.bodyLabel = bodyLabel
    self.favoriteButton = favoriteButton
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = note.title
    bodyLabel.text = note.body
    updateFavoriteButton()

    favoriteButton.addTarget(self, action: #selector(didTapFavorite(_:)), for: .touchUpInside)
    let tap = UITapGestureRecognizer(target: self, action: #selector(didTapBody(_:)))
    bodyLabel.addGestureRecognizer(tap)
  }

  @objc func didTapFavorite(_ sender: UIButton) {
    guard delegate?.noteDetailViewControllerCanToggleFavorite?(self) ?? true else { return }
    note.isFavorite.toggle()
    updateFavoriteButton()
    delegate?.noteDetailViewControllerDidToggleFavorite?(self)
  }

  @objc func didTapBody(_ recognizer: UITapGestureRecognizer) {
    // A tap shows the whole note, another folds it back to two lines.
    bodyLabel.numberOfLines = bodyLabel.numberOfLines == 0 ? 2 : 0
  }

  private func updateFavoriteButton() {
    favoriteButton.setTitle(note.isFavorite ? "Unfavorite" : "Favorite", for: .normal)
  }
}
