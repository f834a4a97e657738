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

  /// Creates a table view controller whose view is the table of the nib `nibNameOrNil`, or a
  /// plain table when it is `nil` (UIKit's `init(nibName:bundle:)`).
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The xib whose File's Owner `view` outlet is the table, or `nil`.
  ///   - nibBundleOrNil: Kept in ``UIViewController/nibBundle``, not read.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a table view controller from a storyboard scene (UIKit's `init(coder:)`): its view
  /// is the scene's table, with its prototype or static cells, made when the view loads.
  ///
  /// - Parameter coder: The scene's archive.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
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

  /// Makes the view: the table of the storyboard scene or the named nib this view controller
  /// was made with (its data source and delegate are the archive's outlets), else a table of
  /// the style given at creation, as large as the screen, whose data source and delegate are
  /// this view controller.
  open override func loadView() {
    if loadArchivedView(lookingUpByClassName: false) { return }
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Enters or leaves editing mode and sets the table's (UIKit's
  /// `setEditing(_:animated:)` of a table view controller).
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Ignored.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
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

  /// The number of static cells of `section` for a storyboard table with static cells, else no
  /// rows: override it.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView.staticSection(section)?.cells.count ?? 0
  }

  /// The static cell at `indexPath` for a storyboard table with static cells, else a plain cell
  /// that is never reused: override it.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.staticCell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// The number of static sections for a storyboard table with static cells, else one.
  open func numberOfSections(in tableView: UITableView) -> Int {
    tableView.staticSections?.count ?? 1
  }

  /// The static section's `headerTitle` for a storyboard table with static cells, else no
  /// title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    tableView.staticSection(section)?.headerTitle
  }

  /// The static section's `footerTitle` for a storyboard table with static cells, else no
  /// title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    tableView.staticSection(section)?.footerTitle
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
