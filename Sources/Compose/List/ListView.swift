/// A scrolling list of rows in sections whose cells are created only for the rows in its
/// viewport and recycled through reuse pools: Compose's `UITableView` / `UICollectionView`.
///
/// The viewport is the list's ``View/frame`` size along its ``axis`` at ``contentOffset``. A
/// ``ListDataSource`` (kept outside the component, held weakly) gives the counts and configures
/// the cells; a ``ListDelegate`` hears of display and preloading. Work and memory follow the
/// viewport, not the row count: scrolling one row ends the display of the row that left and
/// displays the row that entered, whatever the number of rows.
///
/// ```swift
/// let list = ListView(traceName: "feed", frame: Rect(x: 0, y: 0, width: 390, height: 440))
/// list.rowHeight = 44
/// list.register(PhotoCell.self, forCellReuseIdentifier: "photo")
/// list.dataSource = photos  // an ArrayDataSource<Photo, PhotoCell>
/// list.reloadData()         // rows 0...9 are displayed now
/// list.scroll(to: 44)       // row 0 ends display, row 10 is displayed in its recycled cell
/// ```
///
/// Cells are placed in the list (as its subviews) before their `willDisplay` and removed after
/// their `didEndDisplaying`, so a child component embedded in a cell appears and disappears with
/// the contract's orders. The list changes only through explicit calls (``reloadData()``,
/// ``scroll(to:)``, ``performBatchUpdates(_:)``, a new ``View/frame``); calls made from the data
/// source's or delegate's callbacks are queued and run when the current pass ends (see
/// <doc:Reentrancy>).
@MainActor
open class ListView: View {
  /// The direction rows are laid out and scrolled in.
  public enum Axis: String, Hashable, Sendable {
    /// Rows stacked top to bottom; the viewport length is the frame's height.
    case vertical
    /// Rows side by side left to right; the viewport length is the frame's width.
    case horizontal
  }

  /// The direction rows are laid out and scrolled in.
  public let axis: Axis

  /// The object that gives the counts and cells; held weakly.
  ///
  /// Setting it does not read anything yet: the next change (``reloadData()``, a scroll, a new
  /// frame) reads the counts from it, so the delegate can be set first. A list that never loaded
  /// its data loads it at its first layout in a visible window (contract §4), as in UIKit.
  public var dataSource: (any ListDataSource)? {
    get { dataSourceReference }
    set {
      dataSourceReference = newValue
      hasLoadedData = false
    }
  }

  /// The object told about display and preloading; held weakly. A ``ListRowHeightDelegate``
  /// also gives per-row heights.
  public var delegate: (any ListDelegate)? {
    get { delegateReference }
    set { delegateReference = newValue }
  }

  /// The height (width, for a horizontal list) of every row when the delegate gives none.
  /// Must be finite and positive; another value is refused with
  /// ``Diagnostic/Code/invalidRowHeight`` and the height stays as it was.
  public var rowHeight: Double = 44 {
    didSet {
      guard rowHeight != oldValue else { return }
      guard rowHeight.isFinite, rowHeight > 0 else {
        let refused = rowHeight
        rowHeight = oldValue
        report(.invalidRowHeight, "rowHeight \(refused) is not a finite positive number")
        return
      }
      layout.setUniformRowHeight(rowHeight)
      if hasLoadedData { requestPass() }
    }
  }

  /// How many rows before and after the viewport are in the preload range (their delegate hears
  /// `willEnterPreloadRangeAt` before they are displayed). Negative values count as `0`.
  ///
  /// Like ``rowHeight`` and the frame, changing it re-lays out a list that has loaded its data,
  /// and reads nothing from a list that has not.
  public var preloadRowCount: Int {
    get { preloadRowCountStorage }
    set {
      let oldValue = preloadRowCountStorage
      preloadRowCountStorage = newValue
      if newValue != oldValue, hasLoadedData { requestPass() }
    }
  }

  /// Whether more than one row can be selected at a time (UIKit's `allowsMultipleSelection`).
  ///
  /// `false` by default: selecting a row (by ``selectRow(at:animated:scrollPosition:)`` or a
  /// tap) deselects the row selected before. Changing it leaves the current selection as it is.
  public var allowsMultipleSelection = false

  /// How far the list is scrolled along its axis: the position of the viewport's leading edge in
  /// the content. Change it with ``scroll(to:)``.
  public internal(set) var contentOffset: Double {
    get { contentOffsetStorage }
    set { contentOffsetStorage = newValue }
  }

  /// The frame; a new size changes the viewport, so rows enter or end display.
  open override var frame: Rect {
    didSet {
      guard frameStorage.size != oldValue.size else { return }
      layoutVersion &+= 1
      if hasLoadedData { requestPass() }
    }
  }

  // MARK: State

  // Public stored properties keep a dynamic exclusivity check on every access, because code
  // outside the module may access them; internal storage behind a public accessor lets the
  // whole-module optimizer drop the checks (as `Component.Storage` does).
  /// The tokens of the ``ListHostingAdapter``s that feed this list, whose `listView` this list
  /// clears before it goes (see ``AdapterCellRecord/Owner``).
  var hostingOwners: [AdapterCellRecord.Owner] = []
  /// The handle of this list in a window's queue of first loads, made the first time it waits.
  var firstLoadHandle: FirstLoadHandle?
  /// Storage of ``dataSource``.
  weak var dataSourceReference: (any ListDataSource)?
  /// Storage of ``delegate``.
  weak var delegateReference: (any ListDelegate)?
  /// Storage of ``contentOffset``.
  var contentOffsetStorage: Double = 0
  /// Storage of ``preloadRowCount``.
  var preloadRowCountStorage = 0
  var layout = ListLayout() {
    didSet { layoutVersion &+= 1 }
  }
  /// Changes whenever row positions or sizes may have: a new layout or frame size. A displayed
  /// cell laid out at the current version keeps its frame when the list scrolls.
  var layoutVersion = 0
  var hasLoadedData = false
  /// Whether the data was ever loaded: the first load happens once, at an explicit
  /// ``reloadData()`` (or another change that reads the data) or else at the first layout in a
  /// visible window (``layoutSubviews()``).
  var hasLoadedDataOnce = false
  /// Whether the first load is scheduled for the end of the turn (``layoutSubviews()``).
  var awaitsFirstLoad = false
  var registrations: [String: () -> ListCell] = [:]
  /// The reuse pools, one per reuse identifier, searched in order (``poolIndex(of:)``): a list
  /// has few identifiers, and comparing a short one costs less than hashing it twice a row.
  var pools: [ReusePool] {
    get { queues.pools }
    _modify { yield &queues.pools }
  }
  /// The cells waiting in each reuse pool, by reuse identifier.
  var reusePools: [String: [ListCell]] {
    var result: [String: [ListCell]] = [:]
    for pool in pools { result[pool.identifier] = pool.cells }
    return result
  }
  /// The displayed cells, by global row from `displayedStart`: always a contiguous run.
  var displayed: [ListCell] = []
  var displayedStart = 0
  /// The global rows in the preload range (which includes the displayed rows).
  var preloadRange: ClosedRange<Int>?
  var createdCellCount = 0
  /// The cell `dequeueReusableCell` returns for the row being reconfigured.
  var reconfiguring: (indexPath: ListIndexPath, cell: ListCell)?
  /// How many `cellForRowAt` calls of this list are running: dequeuing is legal only then.
  var cellRequests = 0
  /// Pass bookkeeping: changes requested while a pass runs wait for it.
  var isInPass = false
  var needsReload = false
  var needsLayout = false
  /// The batches requested while a pass runs, applied after it.
  var pendingBatches: [ListBatch] {
    get { queues.pendingBatches }
    _modify { yield &queues.pendingBatches }
  }
  /// Work queued by ``performAfterCurrentPass(_:)`` while a pass runs.
  var deferredWork: [() -> Void] {
    get { queues.deferredWork }
    _modify { yield &queues.deferredWork }
  }
  /// The storage of ``pools``, ``pendingBatches`` and ``deferredWork`` (see ``Queues``).
  #if DEBUG
    var queues = Queues()
  #else
    // Release builds skip its run-time exclusivity checks: they cost the hot paths measurably
    // (BENCHMARKS.md, "What the annotations buy").
    @exclusivity(unchecked) var queues = Queues()
  #endif
  /// The batch `performBatchUpdates` is recording, while its closure runs.
  var recordingBatch: ListBatch?
  /// The selected rows. Selection belongs to the row, not to its cell: it is kept while the row
  /// is not displayed, follows the row through batch updates and is cleared by a reload.
  var selectedRows: Set<ListIndexPath> = []

  /// Creates an empty list.
  ///
  /// - Parameters:
  ///   - traceName: The name shown in diagnostics and renders.
  ///   - frame: The frame; its size along `axis` is the viewport length.
  ///   - axis: The scrolling direction.
  public init(traceName: String? = nil, frame: Rect = .zero, axis: Axis = .vertical) {
    self.axis = axis
    super.init(traceName: traceName, frame: frame)
    viewKind = .list
  }

  deinit {
    // Nonisolated, as `UIView`'s is, so a subclass may write a plain `deinit`: the adapters that
    // feed this list and the window's queue of first loads stop naming it on the main actor
    // (``ListReferenceClearing``).
    let (owners, handle) = (hostingOwners, firstLoadHandle)
    if !owners.isEmpty || handle != nil {
      _ = ListReferenceClearing(owners: owners, firstLoadHandle: handle)
    }
  }

  /// What a window's queue of first loads (`WindowContext.ListEntry`) holds for this list: the
  /// list, unowned, which the list's `deinit` clears (so the queue skips a released list, as a
  /// weak reference would).
  @MainActor final class FirstLoadHandle {
    unowned(safe) var list: ListView?

    init(list: ListView) {
      self.list = list
    }
  }

  // MARK: Reading

  /// The viewport's length along the axis: the frame's height (vertical) or width (horizontal).
  public final var viewportLength: Double {
    axis == .vertical ? frameStorage.size.height : frameStorage.size.width
  }

  /// The total length of the rows along the axis.
  public final var contentLength: Double { layout.contentLength }

  /// The number of sections, as last read from the data source.
  public final var numberOfSections: Int {
    loadIfAwaitingFirstLoad()
    return layout.sectionCount
  }

  /// The number of rows in `section` as last read from the data source, `0` out of range.
  public final func numberOfRows(inSection section: Int) -> Int {
    loadIfAwaitingFirstLoad()
    return (0..<layout.sectionCount).contains(section) ? layout.rowCount(inSection: section) : 0
  }

  /// The displayed cells, in row order.
  public final var visibleCells: [ListCell] {
    loadIfAwaitingFirstLoad()
    return displayed
  }

  /// The index paths of the displayed rows, ascending.
  public final var indexPathsForVisibleRows: [ListIndexPath] {
    loadIfAwaitingFirstLoad()
    return displayed.compactMap(\.indexPath)
  }

  /// The displayed cell of the row at `indexPath`, `nil` when that row is not displayed.
  ///
  /// - Complexity: O(log sections).
  public final func cellForRow(at indexPath: ListIndexPath) -> ListCell? {
    loadIfAwaitingFirstLoad()
    guard layout.contains(indexPath) else { return nil }
    let position = layout.global(indexPath) - displayedStart
    return displayed.indices.contains(position) ? displayed[position] : nil
  }

  /// The row `cell` displays, `nil` when the cell is not displayed by this list (UIKit's
  /// `indexPath(for:)`).
  ///
  /// - Complexity: O(1).
  public final func indexPath(for cell: ListCell) -> ListIndexPath? {
    guard let indexPath = cell.indexPath, cellForRow(at: indexPath) === cell else { return nil }
    return indexPath
  }

  /// The index paths in the preload range (the displayed rows and ``preloadRowCount`` rows on
  /// each side), ascending.
  public final var indexPathsInPreloadRange: [ListIndexPath] {
    preloadRange.map { $0.map(layout.indexPath(ofGlobal:)) } ?? []
  }

  /// How many cells this list has created so far (recycled ones are counted once): a test of
  /// reuse reads it (UIKit has no such count; it is the number of `dequeueReusableCell` calls
  /// that found no cell to reuse).
  public final var numberOfCellsCreated: Int { createdCellCount }

  /// The cells waiting in the reuse pools, by reuse identifier (shown by the tree render): a
  /// data source can tell whether a dequeue of an identifier with no registered factory would
  /// find a cell. UIKit has no counterpart (its reuse queues are private).
  public final var pooledCellCounts: [String: Int] { reusePools.mapValues(\.count) }

  // MARK: Changing

  /// Reads the counts from the data source again and redisplays the viewport: every displayed
  /// row ends display (returning its cell to the pool), then the rows now in the viewport are
  /// displayed, reusing those cells.
  ///
  /// - Complexity: O(sections + viewport), plus O(rows) with a ``ListRowHeightDelegate``.
  public final func reloadData() {
    requestPass(reload: true)
  }

  /// Scrolls so that the viewport starts at `offset` along the axis, clamped to the content
  /// (between `0` and ``contentLength`` minus ``viewportLength``). Rows that leave the viewport
  /// end display first, then the rows that entered are displayed, top to bottom.
  ///
  /// - Complexity: O(rows that left + rows that entered), not O(rows).
  public final func scroll(to offset: Double) {
    contentOffset = offset.isFinite ? offset : 0
    requestPass()
  }

  /// Scrolls the row at `indexPath` to the viewport's leading edge (as far as the content
  /// allows). An index path outside the list is refused with
  /// ``Diagnostic/Code/rowOutOfRange`` and nothing scrolls.
  ///
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public final func scrollToRow(at indexPath: ListIndexPath) -> Diagnostic? {
    loadDataIfNeeded()
    guard layout.contains(indexPath) else {
      return report(
        .rowOutOfRange,
        "scrollToRow(at: \(indexPath)) in a list of \(layout.rowCounts) rows per section")
    }
    scroll(to: layout.start(ofGlobal: layout.global(indexPath)))
    return nil
  }

  /// Lays the list out now if it needs layout (``View/layoutIfNeeded()``), then lays the rows out
  /// if a change is pending (normally done by every change already).
  public final override func layoutIfNeeded() {
    super.layoutIfNeeded()
    requestPass()
  }

  /// At the list's first layout in a visible window, if nothing loaded its data yet, schedules
  /// the first load for the end of the current turn, as UIKit does (contract §4): the next step
  /// of the window's clock, or earlier when the list is read (``visibleCells``,
  /// ``indexPathsForVisibleRows``, ``cellForRow(at:)``, ``numberOfSections``,
  /// ``numberOfRows(inSection:)``) or changed (a scroll, a batch update). So a list shows its rows
  /// with no ``reloadData()``, and an explicit ``reloadData()`` before that load (right after
  /// `makeKeyAndVisible()`, say) is the first load: the rows are displayed once.
  ///
  /// Outside a visible window (``layoutIfNeeded()`` on a detached list) the list keeps needing
  /// layout, so that this happens when it enters one. A subclass calls `super` first.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !hasLoadedDataOnce, !awaitsFirstLoad else { return }
    guard isInVisibleWindowForLayout, let context = windowContextForLayout else {
      needsLayoutFlag = true
      return
    }
    awaitsFirstLoad = true
    let handle = firstLoadHandle ?? FirstLoadHandle(list: self)
    firstLoadHandle = handle
    context.listsAwaitingFirstLoad.append(WindowContext.ListEntry(handle: handle))
  }

  /// Runs the first load scheduled by ``layoutSubviews()``, if it is still due.
  final func loadIfAwaitingFirstLoad() {
    guard awaitsFirstLoad, !isInPass else { return }
    awaitsFirstLoad = false
    guard !hasLoadedDataOnce else { return }
    guard isInVisibleWindowForLayout else {
      // It left the visible window before the end of the turn: it loads when it is back.
      setNeedsLayout()
      return
    }
    requestPass(reload: true)
  }

  /// Whether the row at `indexPath` lies in the viewport now (displayed, or about to be in the
  /// current pass).
  ///
  /// - Complexity: O(log sections) with a uniform row height, O(log rows) otherwise.
  package final func isRowInViewport(_ indexPath: ListIndexPath) -> Bool {
    guard layout.contains(indexPath) else { return false }
    let length = viewportLength
    return layout.rows(inOffset: clampedOffset(viewportLength: length), length: length)?.contains(
      layout.global(indexPath)) ?? false
  }

  /// The largest valid ``contentOffset``.
  final var maximumOffset: Double { maximumOffset(viewportLength: viewportLength) }

  /// ``maximumOffset`` for a viewport `length` long (``viewportLength``, read by the caller).
  final func maximumOffset(viewportLength length: Double) -> Double {
    Swift.max(0, contentLength - length)
  }

  /// ``contentOffset`` clamped to the content for a viewport `length` long (``viewportLength``,
  /// read by the caller).
  final func clampedOffset(viewportLength length: Double) -> Double {
    Swift.min(Swift.max(contentOffset, 0), maximumOffset(viewportLength: length))
  }

  /// Whether the list ever loaded its data (the first load happened): before that, a change to
  /// the data source needs no batch update, since the first load reads everything. A diffable
  /// data source applies a first snapshot without loading a table that is not in a visible
  /// window yet, as UIKit's `UITableViewDiffableDataSource` does. UIKit has no public
  /// counterpart.
  public final var hasEverLoadedData: Bool { hasLoadedDataOnce }

  final func loadDataIfNeeded() {
    if !hasLoadedData && !isInPass { requestPass(reload: true) }
  }
}
