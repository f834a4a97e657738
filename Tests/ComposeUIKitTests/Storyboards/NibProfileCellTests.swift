import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A feed whose cells come from a nib (`ProfileCell.xib`): registered with `UINib`, styled once in
// `awakeFromNib`, configured in `cellForRowAt`; a header view loaded with `Bundle.loadNibNamed`.

private final class ProfileCell: UITableViewCell {
  static let identifier = "ProfileCell"
  let nameLabel = UILabel()
  private(set) var awakenings = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
    selectionStyle = .none
    contentView.addSubview(nameLabel)
  }

  func configure(with name: String) {
    nameLabel.text = name
  }
}

private final class FeedHeaderView: UIView {
  let titleLabel = UILabel()

  override func awakeFromNib() {
    super.awakeFromNib()
    titleLabel.text = "People"
    addSubview(titleLabel)
  }
}

private final class PeopleViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  var people = ["Ana", "Bruno", "Carla"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(
      UINib(nibName: ProfileCell.identifier, bundle: nil),
      forCellReuseIdentifier: ProfileCell.identifier)
    tableView.dataSource = self
    tableView.rowHeight = 60
    if let header = Bundle.main.loadNibNamed("FeedHeaderView", owner: self, options: nil)?.first
      as? FeedHeaderView
    {
      tableView.tableHeaderView = header
    }
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    people.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(
        withIdentifier: ProfileCell.identifier, for: indexPath) as? ProfileCell
    else { return UITableViewCell() }
    cell.configure(with: people[indexPath.row])
    return cell
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct NibProfileCellTests {
    @Test func cellsFromTheNibAwakeOnceAndAreConfigured() {
      let archives = ComposeArchives()
      archives.registerNib("ProfileCell") { _ in
        [ProfileCell(style: .default, reuseIdentifier: ProfileCell.identifier)]
      }
      archives.registerNib("FeedHeaderView") { _ in [FeedHeaderView(frame: .zero)] }
      let people = PeopleViewController()
      let audit = archives.run { WindowAudit.showing(people) }
      people.view.layoutIfNeeded()

      let cells = (0..<3).compactMap {
        people.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? ProfileCell
      }
      #expect(cells.map(\.nameLabel.text) == ["Ana", "Bruno", "Carla"])
      #expect(cells.allSatisfy { $0.awakenings == 1 })
      #expect((people.tableView.tableHeaderView as? FeedHeaderView)?.titleLabel.text == "People")
      #expect(archives.diagnostics.isEmpty)
      audit.finish()
    }
  }
#endif
