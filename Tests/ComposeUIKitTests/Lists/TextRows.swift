import ComposeUIKit
import Foundation

/// A cell that counts what UIKit calls on it.
final class CountingCell: UITableViewCell {
  private(set) var madeWithStyle: UITableViewCell.CellStyle?
  private(set) var preparedForReuseCount = 0
  private(set) var selectionChanges: [Bool] = []

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    madeWithStyle = style
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuseCount += 1
    textLabel?.text = nil
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    selectionChanges.append(selected)
  }
}

/// A data source and delegate over an array of strings that logs the delegate calls.
final class TextRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows: [String]
  var log: [String] = []
  var redirectSelection: [Int: Int?] = [:]
  /// What `willDeselectRowAt` answers, by row: another row, or `nil` to keep the row selected.
  var redirectDeselection: [Int: Int?] = [:]

  init(_ rows: [String]) {
    self.rows = rows
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(cell.textLabel?.text ?? "?")")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(cell.textLabel?.text ?? "?")")
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.row)")
    guard let redirect = redirectSelection[indexPath.row] else { return indexPath }
    return redirect.map { IndexPath(row: $0, section: 0) }
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect \(indexPath.row)")
    guard let redirect = redirectDeselection[indexPath.row] else { return indexPath }
    return redirect.map { IndexPath(row: $0, section: 0) }
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.row)")
  }
}

/// A screen with a 100-point table of 20-point rows over `TextRows` (five rows visible).
final class TextTableScreen: UIViewController {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
  let source: TextRows

  init(rows: [String], cellClass: AnyClass = CountingCell.self) {
    source = TextRows(rows)
    super.init(nibName: nil, bundle: nil)
    composeComponent.traceName = "screen"
    tableView.register(cellClass, forCellReuseIdentifier: "text")
    tableView.rowHeight = 20
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = source
    tableView.delegate = source
    view.addSubview(tableView)
  }

  var visibleTexts: [String] { tableView.visibleCells.map { $0.textLabel?.text ?? "?" } }
}

extension Array where Element == Int {
  /// Index paths of these rows in section 0.
  var rows: [IndexPath] { map { IndexPath(row: $0, section: 0) } }
}

/// A collection view data source of `count` items, each a dequeued cell of `reuseIdentifier`.
final class DequeuingItems: NSObject, UICollectionViewDataSource {
  let count: Int
  let reuseIdentifier: String
  init(count: Int, reuseIdentifier: String) {
    self.count = count
    self.reuseIdentifier = reuseIdentifier
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath) }
}

/// A 320 by 88 table over `source`, in a plain screen shown in a watched window; the window is
/// returned to be kept for the test's duration.
func showTable(
  _ source: any UITableViewDataSource, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: Int = #line, column: Int = #column, configure: (UITableView) -> Void = { _ in }
) -> (UITableView, ListTestWindow) {
  let screen = UIViewController()
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
  configure(table)
  table.dataSource = source
  screen.view.addSubview(table)
  let window = ListTestWindow(
    root: screen, fileID: fileID, filePath: filePath, line: line, column: column)
  return (table, window)
}
