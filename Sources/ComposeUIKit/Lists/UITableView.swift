import Compose
import Foundation

/// A list of rows in sections (UIKit's `UITableView`), over Compose's `ListView`:
/// cells exist only for the rows in the visible area and are recycled through reuse queues.
///
/// A ``UITableViewDataSource`` gives the counts and the cells, a ``UITableViewDelegate`` hears of
/// display and selection and gives row heights; the table holds both weakly, as UIKit does. The
/// contract's orders for cells hold (contract §6): `tableView(_:cellForRowAt:)` (dequeue, with
/// ``UITableViewCell/prepareForReuse()`` first for a recycled cell), `willDisplay`, …,
/// `didEndDisplaying`, back to the reuse queue. A table whose data was never loaded loads it at
/// its first layout in a visible window, at the end of the turn, as UIKit does (contract §4);
/// ``reloadData()`` before that is the first load.
///
/// Changes happen through explicit calls (``reloadData()``, a new ``UIScrollView/contentOffset``,
/// ``scrollToRow(at:at:animated:)``, batch updates, a new frame), synchronously; animations are
/// accepted and ignored; a prefetching data source is asked after scrolls only. Not modelled:
/// section headers and footers, editing mode, swipe actions,
/// drag and drop, estimated heights and self-sizing rows.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's style (UIKit's `style`). Inert.
  public let style: Style

  /// The engine side: the engine list, registrations and recorded updates.
  let bridge: ListBridge
  /// The engine data source that asks ``dataSource``.
  private let dataSourceAdapter = TableDataSourceAdapter()
  /// The engine delegate that tells ``delegate``, while there is none.
  private let delegateAdapter = TableDelegateAdapter()
  /// The engine delegate that tells ``delegate`` and asks it for row heights.
  private let rowHeightAdapter = TableRowHeightAdapter()

  /// The object that gives the counts and cells (UIKit's `dataSource`); weak. Setting it makes the
  /// table read its data again at the next change or layout.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { bridge.list.dataSource = dataSourceAdapter }
  }

  /// The object told about display and selection, asked for row heights (UIKit's `delegate`);
  /// weak. Setting it makes the table read its data again at the next change or layout.
  open weak var delegate: (any UITableViewDelegate)? {
    didSet {
      delegateUsedDefaultRowHeight = false
      bridge.list.delegate = delegate == nil ? delegateAdapter : rowHeightAdapter
      bridge.list.dataSource = dataSourceAdapter
    }
  }

  /// Set by the protocol's default `tableView(_:heightForRowAt:)`: the delegate has no heights of
  /// its own (and never will, the default being its witness), so the table lays its rows out
  /// with ``rowHeight`` instead of asking every row (see ``delegateHasNoRowHeights()``).
  var delegateUsedDefaultRowHeight = false
  /// The header and footer classes registered by reuse identifier.
  var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// The header and footer nibs registered by reuse identifier.
  var headerFooterNibs: [String: UINib] = [:]
  /// The sections of a storyboard table with static cells (`dataMode="static"`), made with the
  /// table; `nil` for a table whose data source makes its cells.
  var staticSections: [StaticTableSection]?

  /// The delegate answered a height with the protocol's default: later layouts use the uniform
  /// ``rowHeight`` (O(1)) instead of asking the delegate for each row (O(rows)).
  func delegateHasNoRowHeights() {
    bridge.list.delegate = delegateAdapter
  }

  /// The height of every row the delegate gives no height for (UIKit's `rowHeight`).
  /// ``automaticDimension`` (or another value that is not positive) lays rows out
  /// ``standardRowHeight`` tall.
  open var rowHeight: CGFloat = UITableView.standardRowHeight {
    didSet { bridge.list.rowHeight = Double(Self.effectiveHeight(rowHeight)) }
  }

  /// Inert (UIKit's `estimatedRowHeight`): heights are exact.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// Inert (UIKit's `sectionHeaderHeight`): no headers are laid out.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// Inert (UIKit's `sectionFooterHeight`): no footers are laid out.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Inert (UIKit's `separatorStyle`).
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  /// Whether cells' margins follow the readable width (UIKit's
  /// `cellLayoutMarginsFollowReadableWidth`). Stored only.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// The section index's text colour (UIKit's `sectionIndexColor`). Stored only.
  open var sectionIndexColor: UIColor?
  /// The section index's background colour (UIKit's `sectionIndexBackgroundColor`). Stored only.
  open var sectionIndexBackgroundColor: UIColor?
  /// The section index's background while touched (UIKit's
  /// `sectionIndexTrackingBackgroundColor`). Stored only.
  open var sectionIndexTrackingBackgroundColor: UIColor?
  /// Inert (UIKit's `separatorColor`).
  open var separatorColor: UIColor?
  /// The default inset of the rows' separators (UIKit's `separatorInset`). Stored only: Compose
  /// draws no separators.
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// Inert (UIKit's `tableHeaderView`): stored, not laid out.
  open var tableHeaderView: UIView?
  /// Inert (UIKit's `tableFooterView`): stored, not laid out.
  open var tableFooterView: UIView?
  /// Inert (UIKit's `backgroundView`): stored, not laid out.
  open var backgroundView: UIView?
  /// Whether ``prefetchDataSource`` is asked (UIKit's `isPrefetchingEnabled`); `true` by default.
  open var isPrefetchingEnabled = true
  /// The object told of the rows the table will likely display soon (UIKit's
  /// `prefetchDataSource`); weak. Asked after each scroll, once the delegate has heard
  /// `scrollViewDidScroll(_:)` (see ``UITableViewDataSourcePrefetching``).
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  /// Whether a tap selects rows (UIKit's `allowsSelection`). Code selects rows whatever its
  /// value.
  open var allowsSelection = true
  /// Whether the table is in editing mode (UIKit's `isEditing`). Stored: Compose draws no
  /// delete or reorder controls, and editing does not change the rows.
  open var isEditing = false

  /// Sets ``isEditing`` (UIKit's `setEditing(_:animated:)`).
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Ignored.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }
  /// Whether more than one row can be selected while editing (UIKit's
  /// `allowsMultipleSelectionDuringEditing`, `false` by default). Inert: stored only, Compose
  /// has no editing mode.
  open var allowsMultipleSelectionDuringEditing = false

  /// Whether more than one row can be selected (UIKit's `allowsMultipleSelection`).
  open var allowsMultipleSelection: Bool {
    get { bridge.list.allowsMultipleSelection }
    set { bridge.list.allowsMultipleSelection = newValue }
  }

  /// Creates a table of `style` (UIKit's `init(frame:style:)`).
  ///
  /// - Parameters:
  ///   - frame: The frame; its height is the visible length of the rows.
  ///   - style: The style. Inert.
  public init(frame: CGRect, style: Style) {
    self.style = style
    bridge = ListBridge(
      list: ListView(traceName: "rows", frame: Rect(CGRect(origin: .zero, size: frame.size))))
    super.init(frame: frame)
    dataSourceAdapter.table = self
    delegateAdapter.table = self
    rowHeightAdapter.table = self
    bridge.list.rowHeight = Double(rowHeight)
    bridge.list.dataSource = dataSourceAdapter
    bridge.list.delegate = delegateAdapter
    _ = composeView.addSubview(bridge.list)
  }

  /// Creates a plain table (UIKit's `init(frame:)`).
  ///
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table from an archive (UIKit's `init(coder:)`): of the archive's `style`
  /// (`plain`, `grouped`, `insetGrouped`); its other attributes and its prototype cells are set
  /// after it returns. A coder that is not an archive's makes a plain table.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    let name = (coder as? ArchiveCoder)?.object["style"]
    style = name == "grouped" ? .grouped : name == "insetGrouped" ? .insetGrouped : .plain
    bridge = ListBridge(list: ListView(traceName: "rows", frame: .zero))
    super.init(frame: .zero)
    dataSourceAdapter.table = self
    delegateAdapter.table = self
    rowHeightAdapter.table = self
    bridge.list.rowHeight = Double(rowHeight)
    bridge.list.dataSource = dataSourceAdapter
    bridge.list.delegate = delegateAdapter
    _ = composeView.addSubview(bridge.list)
  }

  /// The frame; a new size changes the visible area, so rows enter or end display.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      fitList()
    }
  }

  /// Lays out the subviews; the engine list fills the table.
  open override func layoutSubviews() {
    super.layoutSubviews()
    fitList()
  }

  /// Lays out now the view and everything below it that needs layout, and, in a visible window,
  /// loads and displays the rows of a list never loaded yet, as UIKit's table and collection
  /// views do in their layout (contract §4: otherwise the first load waits for the end of the
  /// turn).
  open override func layoutIfNeeded() {
    super.layoutIfNeeded()
    bridge.list.layoutIfNeeded()
  }

  /// Reads the counts from the data source again and redisplays the visible rows (UIKit's
  /// `reloadData()`): every displayed row ends display, then the rows now visible are displayed,
  /// reusing those cells. The selection is cleared, as in UIKit.
  open func reloadData() {
    bridge.list.reloadData()
  }

  /// The point of the rows shown at the table's top-left corner (UIKit's `contentOffset`): its
  /// `y` is how far the rows are scrolled. Setting it scrolls at once, clamped to the rows: rows
  /// that leave the visible area end display, then the rows that entered are displayed; then the
  /// delegate hears `scrollViewDidScroll(_:)`.
  open override var contentOffset: CGPoint {
    get { CGPoint(x: 0, y: CGFloat(bridge.list.contentOffset)) }
    set {
      let old = bridge.list.contentOffset
      bridge.list.scroll(to: Double(newValue.y))
      didScroll(from: old)
    }
  }

  /// The size of the rows (UIKit's `contentSize`): the table's width by the rows' total height.
  open override var contentSize: CGSize {
    get { CGSize(width: frame.size.width, height: CGFloat(bridge.list.contentLength)) }
    set {}
  }

  // MARK: Registration (open, as in UIKit, so that a subclass's override runs)

  /// Registers a cell class for `identifier` (UIKit's `register(_:forCellReuseIdentifier:)`):
  /// dequeuing with that identifier when its queue is empty makes a cell of `cellClass`
  /// (``UITableViewCell/init(composeReuseIdentifier:)``, which runs
  /// `init(style: .default, reuseIdentifier:)`).
  ///
  /// `nil`, or a class that is not a ``UITableViewCell``, registers plain `UITableViewCell`s
  /// (UIKit unregisters for `nil` and raises for another class).
  ///
  /// - Parameters:
  ///   - cellClass: ``UITableViewCell`` or a subclass.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    composeRegisterClass(cellClass, forCellReuseIdentifier: identifier)
  }

  /// Registers a nib for `identifier` (UIKit's `register(_:forCellReuseIdentifier:)` with a
  /// nib): dequeuing with that identifier when its queue is empty makes the nib's first
  /// top-level ``UITableViewCell`` (from the factory registered in ``ComposeArchives``), which
  /// gets `awakeFromNib()`. A nib that makes no cell is reported
  /// (`Diagnostic.Code.unregisteredArchive`) and answered with a plain cell.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil` (then plain `UITableViewCell`s).
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    composeRegisterNib(nib, forCellReuseIdentifier: identifier)
  }

  /// Registers a header or footer class for `identifier` (UIKit's
  /// `register(_:forHeaderFooterViewReuseIdentifier:)`). `nil` unregisters; a class that is not
  /// a ``UITableViewHeaderFooterView`` registers plain ones.
  ///
  /// - Parameters:
  ///   - aClass: ``UITableViewHeaderFooterView`` or a subclass.
  ///   - identifier: The reuse identifier.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    composeRegisterHeaderFooterClass(aClass, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// Registers a nib for headers and footers of `identifier` (UIKit's
  /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib): dequeuing with that
  /// identifier makes the nib's first top-level ``UITableViewHeaderFooterView`` (from the
  /// factory registered in ``ComposeArchives``). `nil` unregisters. Open, as in UIKit.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    composeRegisterHeaderFooterNib(nib, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// The engine list behind this table, for Compose's recorders and tests (not UIKit API).
  public var composeListView: ListView { bridge.list }

  /// After a scroll from `old`: unless the offset is unchanged, the delegate hears
  /// `scrollViewDidScroll(_:)`, then the prefetching data source hears of the rows ahead and of
  /// the ones no longer needed.
  func didScroll(from old: Double) {
    guard bridge.list.contentOffset != old else { return }
    delegate?.scrollViewDidScroll(self)
    guard isPrefetchingEnabled, let prefetchDataSource else {
      bridge.pendingPrefetches = []
      return
    }
    let (prefetch, cancel) = bridge.prefetchChanges(scrolledFrom: old)
    if !cancel.isEmpty {
      prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel.map(IndexPath.init))
    }
    if !prefetch.isEmpty {
      prefetchDataSource.tableView(self, prefetchRowsAt: prefetch.map(IndexPath.init))
    }
  }

  /// Sizes the engine list to the table's bounds.
  private func fitList() {
    let size = frame.size
    let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    if bridge.list.frame != bounds { bridge.list.frame = bounds }
  }

  /// The height the engine uses for `height`: ``standardRowHeight`` for
  /// ``automaticDimension``.
  static func effectiveHeight(_ height: CGFloat) -> CGFloat {
    height == automaticDimension || (height.isFinite && height <= 0) ? standardRowHeight : height
  }
}
