#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

/// A screen whose 100-point table of 20-point rows (five visible) is filled by a diffable data
/// source of strings in string sections. The cell provider shows the item as the cell's text;
/// the table's delegate logs display events with the text of the cell, as a spy would.
final class DiffableTableScreen: UIViewController, UITableViewDelegate {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
  private(set) var dataSource: UITableViewDiffableDataSource<String, String>!
  /// `willDisplay x`, `didEndDisplaying x`, and `provide x` for each cell the provider returned.
  var log: [String] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "screen"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 20
    tableView.register(TextCell.self, forCellReuseIdentifier: TextCell.reuseIdentifier)
    tableView.delegate = self
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [unowned self] tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(
        withIdentifier: TextCell.reuseIdentifier, for: indexPath)
      cell.textLabel?.text = item
      log.append("provide \(item)")
      return cell
    }
    view.addSubview(tableView)
  }

  /// Applies one section, "main", holding `items`.
  func show(_ items: [String], animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  /// Applies two sections, "A" holding `a1` and `a2`, and "B" holding `b1`, lays the table out
  /// and forgets the log; returns the snapshot, to change and apply again.
  func showTwoSections() -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems(["a1", "a2"], toSection: "A")
    snapshot.appendItems(["b1"], toSection: "B")
    dataSource.apply(snapshot)
    tableView.layoutIfNeeded()
    log = []
    return snapshot
  }

  /// The texts of the displayed cells, in row order.
  var visibleTexts: [String] { tableView.visibleCells.map { $0.textLabel?.text ?? "?" } }

  /// The log so far, which is then forgotten.
  func drainLog() -> [String] {
    defer { log = [] }
    return log
  }

  /// Called after logging each `willDisplay`, with the item's text.
  var onWillDisplay: ((String) -> Void)?

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    let text = cell.textLabel?.text ?? "?"
    log.append("willDisplay \(text)")
    onWillDisplay?(text)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(cell.textLabel?.text ?? "?")")
  }
}

/// A plain cell that counts its reuses.
final class TextCell: UITableViewCell {
  static let reuseIdentifier = "TextCell"
  private(set) var preparedForReuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuseCount += 1
  }
}

/// Checks that every `willDisplay x` in `log` is matched by one `didEndDisplaying x` before the
/// next `willDisplay x`, and returns the items still displayed at the end.
func displayedAfter(_ log: [String]) -> (displayed: Set<String>, balanced: Bool) {
  var displayed: Set<String> = []
  var balanced = true
  for line in log {
    if line.hasPrefix("willDisplay ") {
      balanced = displayed.insert(String(line.dropFirst("willDisplay ".count))).inserted && balanced
    } else if line.hasPrefix("didEndDisplaying ") {
      balanced =
        displayed.remove(String(line.dropFirst("didEndDisplaying ".count))) != nil && balanced
    }
  }
  return (displayed, balanced)
}
