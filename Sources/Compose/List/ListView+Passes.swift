extension ListView {
  /// The most passes one change may cause (the first plus those its callbacks requested).
  static let passLimit = 64

  /// Runs the pending reload, batches and layout now, or after the current pass when called from
  /// a callback of that pass.
  final func requestPass(reload: Bool = false) {
    if reload { needsReload = true }
    needsLayout = true
    guard !isInPass else { return }
    let operation = InvariantOperation(invariantCheckingContext())
    defer { operation.end(views: self) }
    isInPass = true
    defer { isInPass = false }
    var passes = 0
    while needsReload || needsLayout || !pendingBatches.isEmpty || !deferredWork.isEmpty {
      passes += 1
      guard passes <= Self.passLimit else {
        needsReload = false
        needsLayout = false
        // Released at the end of this scope, after the accesses (see `pendingBatches`).
        let dropped = (pendingBatches, deferredWork)
        pendingBatches = []
        deferredWork = []
        withExtendedLifetime(dropped) {}
        report(
          .listLayoutDidNotSettle,
          "the list's callbacks requested changes for \(Self.passLimit) passes in a row")
        return
      }
      if needsReload || !hasLoadedData {
        // The reload reads the latest counts, which include what queued batches describe.
        needsReload = false
        needsLayout = false
        let dropped = pendingBatches  // released after the access (see `pendingBatches`)
        pendingBatches = []
        withExtendedLifetime(dropped) {}
        reloadFromDataSource()
      } else if !pendingBatches.isEmpty {
        needsLayout = false
        apply(pendingBatches.removeFirst())
      } else if !deferredWork.isEmpty {
        deferredWork.removeFirst()()
      } else {
        needsLayout = false
        layoutRows()
      }
    }
  }

  /// The context of the list's window if that window checks its invariants, for a pass's
  /// `InvariantOperation`: `windowContextForLayout`, without copying the list into the walk's
  /// variable and without keeping the context of a window whose checks are off (a copy of a
  /// weakly referenced view, or of the context, costs a retain and a release on the runtime's
  /// slow path).
  final func invariantCheckingContext() -> WindowContext? {
    if let owner = ownerReference { return Self.invariantCheckingContext(of: owner) }
    // A list is not a window: with no superview it is in none. (`while let` would copy `node`.)
    guard var node = superviewReference else { return nil }
    while true {
      if let owner = node.ownerReference { return Self.invariantCheckingContext(of: owner) }
      guard let parent = node.superviewReference else {
        guard let context = (node as? Window)?.context, context.checksInvariants else {
          return nil
        }
        return context
      }
      node = parent
    }
  }

  /// `owner`'s context if it checks its invariants.
  private static func invariantCheckingContext(of owner: Component) -> WindowContext? {
    owner.context?.checksInvariants == true ? owner.context : nil
  }

  /// Runs `work` now, or, when called while the list is running one of its passes (from a data
  /// source or delegate callback, or from a hook those callbacks trigger), right after that pass
  /// and the changes queued before it.
  ///
  /// Use it to change a data source's model from a callback: the rest of the current pass still
  /// reads rows by the index paths it started with, so the model must not change under it.
  /// ``ListHostingAdapter/apply(_:)`` and ``ArrayDataSource/apply(_:to:)`` do this themselves.
  public final func performAfterCurrentPass(_ work: @escaping @MainActor () -> Void) {
    guard isInPass else { return work() }
    deferredWork.append(work)
  }

  /// Ends the display of every row, clears the selection (as UIKit's `reloadData()` does), reads
  /// the counts (and per-row heights) again, and lays out.
  final func reloadFromDataSource() {
    endDisplayingAll()
    selectedRows.removeAll()
    layout = readLayout()
    hasLoadedData = true
    hasLoadedDataOnce = true
    awaitsFirstLoad = false
    layoutRows()
  }

  /// The layout the data source and delegate describe now. Negative counts count as zero.
  final func readLayout() -> ListLayout {
    guard let dataSource else {
      return ListLayout(rowCounts: [], rowHeight: rowHeight, heights: nil)
    }
    let sections = Swift.max(0, dataSource.numberOfSections(in: self))
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    for section in 0..<sections {
      counts.append(Swift.max(0, dataSource.listView(self, numberOfRowsInSection: section)))
    }
    guard let heightDelegate = delegate as? any ListRowHeightDelegate else {
      return ListLayout(rowCounts: counts, rowHeight: rowHeight, heights: nil)
    }
    var heights: [Double] = []
    heights.reserveCapacity(counts.reduce(0, +))
    for (section, count) in counts.enumerated() {
      for row in 0..<count {
        let indexPath = ListIndexPath(row: row, section: section)
        var height = heightDelegate.listView(self, heightForRowAt: indexPath)
        if !height.isFinite || height < 0 {
          report(.invalidRowHeight, "height \(height) for row \(indexPath) counts as 0")
          height = 0
        }
        heights.append(height)
      }
    }
    return ListLayout(rowCounts: counts, rowHeight: rowHeight, heights: heights)
  }

  /// The global rows in the viewport now, after clamping the offset to the content.
  final func visibleRows() -> ClosedRange<Int>? {
    let length = viewportLength
    contentOffset = clampedOffset(viewportLength: length)
    return layout.rows(inOffset: contentOffset, length: length)
  }

  /// `visible` widened by the preload count on each side.
  final func preloadRows(around visible: ClosedRange<Int>?) -> ClosedRange<Int>? {
    guard let visible else { return nil }
    let extra = Swift.max(0, preloadRowCount)
    let lower = visible.lowerBound - Swift.min(extra, visible.lowerBound)
    let upper = visible.upperBound + Swift.min(extra, layout.rowCount - 1 - visible.upperBound)
    return lower...upper
  }
}
