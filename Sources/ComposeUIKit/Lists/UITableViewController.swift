import Compose
import Foundation

/// A view controller whose view is a table, and which is the table's data source and delegate
/// (UIKit's `UITableViewController`): open, subclass it as in UIKit.
///
/// Its data source and delegate methods are `open` methods of the class, as in UIKit, so a
/// subclass writes `override func tableView(_:numberOfRowsInSection:)`,
/// `override func tableView(_:cellForRowAt:)`, `override func tableView(_:didSelectRowAt:)` and
/// so on. The table loads its rows at its first layout in a visible window (contract §4), with
/// the contract's orders for cells (contract §6); a child view controller embedded in a cell in
/// `tableView(_:willDisplay:forRowAt:)` appears and disappears with this view controller.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of the table ``loadView()`` makes.
  private let tableStyle: UITableView.Style

  /// Whether the selection is cleared when the view is about to appear (UIKit's
  /// `clearsSelectionOnViewWillAppear`); `true` by default. The rows are deselected in
  /// ``viewWillAppear(_:)``, without telling the delegate.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a table view controller whose table has `style` (UIKit's `init(style:)`).
  ///
  /// - Parameter style: The table's style.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a table view controller with a plain table (UIKit's `init(nibName:bundle:)`).
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: Compose loads no nibs.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a table view controller from an archive. Compose reads no archives: returns `nil`,
  /// so that UIKit subclasses compile.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The table, which is the view (UIKit's `tableView`); reading it loads the view. Setting it
  /// replaces the view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table's pull-to-refresh control (UIKit's `UITableViewController.refreshControl`): the
  /// table's ``UIScrollView/refreshControl``, as in UIKit, so reading or setting it loads the
  /// view. Kept, not placed: ``UIRefreshControl/composePullToRefresh()`` stands for the pull.
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  /// Makes the view: a table of the style given at creation, as large as the screen, whose data
  /// source and delegate are this view controller.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is `true`; a subclass calls
  /// `super`.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
    for indexPath in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: indexPath, animated: animated)
    }
  }

  // MARK: UITableViewDataSource

  /// No rows: override it.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A plain cell that is never reused: override it.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Every row can be edited.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// No row can be moved.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// No section index; a subclass overrides it. Compose draws no index: it is never called.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section at the title's position; a subclass overrides it. Never called.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  // MARK: UITableViewDelegate

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// The table's ``UITableView/rowHeight``.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// `indexPath`.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// `indexPath`.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// No view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// No view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// No height.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    0
  }

  /// No height.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    0
  }

  /// No actions (a swipe on a headless row never happens: never called).
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// No actions (never called).
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// UIKit's title (never called).
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }

  /// The table's ``UITableView/estimatedRowHeight`` (never asked).
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }

  /// `true` (never asked).
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing (never called).
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing (never called).
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Does nothing (never called by Compose).
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  /// `.delete` (never asked).
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  /// No menu (never asked by Compose).
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  // MARK: UIScrollViewDelegate

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing (see ``UIScrollViewDelegate``).
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// Returns `true`.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

  /// Returns `nil`.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
