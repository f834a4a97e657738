import Compose
import ComposeUIKit
import Foundation

// The Embedded ViewControllers talk's classes, written as for UIKit (the talk's Swift 2 names
// brought to today's UIKit, with the containment order right: addChild, the view in the content
// view, didMove).

/// A cell that hosts a child view controller (the Embedded ViewControllers talk's
/// `EmbededViewControllerTableViewCell`).
final class EmbeddedViewControllerCell: UITableViewCell {
  var embeddedViewController: UIViewController?
  private(set) var preparedForReuseCount = 0

  func embed(in parentViewController: UIViewController) {
    guard let embeddedViewController else { return }
    parentViewController.addChild(embeddedViewController)
    embeddedViewController.view.frame = contentView.bounds
    contentView.addSubview(embeddedViewController.view)
    embeddedViewController.didMove(toParent: parentViewController)
  }

  func unembed() {
    guard let embeddedViewController else { return }
    embeddedViewController.willMove(toParent: nil)
    embeddedViewController.view.removeFromSuperview()
    embeddedViewController.removeFromParent()
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuseCount += 1
    embeddedViewController = nil
  }
}

/// The data source and delegate kept outside the view controller (the Embedded ViewControllers
/// talk's `DemoTableViewDataSource`), one child view controller per row.
final class EmbeddingDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  unowned let parentViewController: UIViewController
  let viewControllers: [UIViewController]
  private(set) var log: [String] = []

  init(parentViewController: UIViewController, viewControllers: [UIViewController]) {
    self.parentViewController = parentViewController
    self.viewControllers = viewControllers
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    viewControllers.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    log.append("cellForRowAt \(indexPath.row)")
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "EmbeddedViewControllerCell", for: indexPath)
    if let cell = cell as? EmbeddedViewControllerCell, indexPath.row < viewControllers.count {
      cell.embeddedViewController = viewControllers[indexPath.row]
    }
    return cell
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath.row)")
    (cell as? EmbeddedViewControllerCell)?.embed(in: parentViewController)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(indexPath.row)")
    (cell as? EmbeddedViewControllerCell)?.unembed()
  }
}

/// A child view controller shown in a row.
final class RowViewController: UIViewController {
  init(_ name: String) {
    super.init(nibName: nil, bundle: nil)
    composeComponent.traceName = name
  }

  required init?(coder: NSCoder) {
    return nil
  }
}

/// The screen with the table: 44-point rows in a 132-point table, so three rows are visible.
final class EmbeddingTableScreen: UIViewController {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
  private(set) var source: EmbeddingDataSource?
  let rowCount: Int
  let makeChild: (Int) -> UIViewController

  init(
    rowCount: Int,
    makeChild: @escaping (Int) -> UIViewController = { RowViewController("row\($0)") }
  ) {
    self.rowCount = rowCount
    self.makeChild = makeChild
    super.init(nibName: nil, bundle: nil)
    composeComponent.traceName = "screen"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 44
    tableView.register(
      EmbeddedViewControllerCell.self, forCellReuseIdentifier: "EmbeddedViewControllerCell")
    let source = EmbeddingDataSource(
      parentViewController: self,
      viewControllers: (0..<rowCount).map(makeChild))
    self.source = source
    tableView.dataSource = source
    tableView.delegate = source
    view.addSubview(tableView)
  }
}
