import Compose
import Foundation

/// Items in sections laid out by a layout (UIKit's `UICollectionView`), over Compose's
/// `ListView`: cells exist only for the items in the visible area and are recycled
/// through reuse queues, with the contract's orders (contract §6).
///
/// A ``UICollectionViewDataSource`` gives the counts and cells, a ``UICollectionViewDelegate``
/// hears of display and selection; both are held weakly. With a
/// ``UICollectionViewFlowLayout`` items follow each other one per line along its
/// ``UICollectionViewFlowLayout/scrollDirection`` (no wrapping into a grid), each as long as its
/// size in that direction. A collection view whose data was never loaded loads it at its first
/// layout in a visible window, at the end of the turn, as UIKit does (contract §4). Not
/// With a compositional layout of sections each cell gets its group's share of length (see
/// ``NSCollectionLayoutGroup``). Not modelled: grids laid out as grids, supplementary views
/// shown, drag and drop, prefetching.
/// ``UICollectionViewDiffableDataSource`` fills one from snapshots.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The engine side: the engine list, registrations and recorded updates.
  let bridge: ListBridge
  /// The engine data source that asks ``dataSource``.
  private let dataSourceAdapter = CollectionDataSourceAdapter()
  /// The engine delegate that tells ``delegate``.
  private let delegateAdapter = CollectionDelegateAdapter()
  /// The engine delegate that also asks a flow layout delegate for item sizes.
  private let itemSizeAdapter = CollectionItemSizeAdapter()

  /// The object that gives the counts and cells (UIKit's `dataSource`); weak. Setting it makes the
  /// collection view read its data again at the next change or layout.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { bridge.list.dataSource = dataSourceAdapter }
  }

  /// The object told about display and selection (UIKit's `delegate`); weak. A
  /// ``UICollectionViewDelegateFlowLayout`` also gives item sizes. Setting it makes the
  /// collection view read its data again at the next change or layout.
  open weak var delegate: (any UICollectionViewDelegate)? {
    didSet { connectDelegate() }
  }

  /// The layout (UIKit's `collectionViewLayout`). A new layout lays the items out again; one
  /// with another scrolling direction ends the display of every item first.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      scrollDirectionDidChange()
      connectDelegate()
    }
  }

  /// What makes a supplementary view, per element kind and reuse identifier: a registered
  /// class, a nib, or a storyboard's section header or footer.
  var supplementaryFactories: [String: @MainActor () -> UICollectionReusableView] = [:]

  /// Whether ``prefetchDataSource`` is asked (UIKit's `isPrefetchingEnabled`); `true` by default.
  open var isPrefetchingEnabled = true
  /// The object told of the items the collection view will likely display soon (UIKit's
  /// `prefetchDataSource`); weak. Asked after each scroll, once the delegate has heard
  /// `scrollViewDidScroll(_:)` (see ``UICollectionViewDataSourcePrefetching``).
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// Whether a tap selects items (UIKit's `allowsSelection`). Code selects items whatever its
  /// value.
  open var allowsSelection = true
  /// Inert (UIKit's `backgroundView`): stored, not laid out.
  open var backgroundView: UIView?

  /// Whether more than one item can be selected (UIKit's `allowsMultipleSelection`).
  open var allowsMultipleSelection: Bool {
    get { bridge.list.allowsMultipleSelection }
    set { bridge.list.allowsMultipleSelection = newValue }
  }

  /// Creates a collection view with `layout` (UIKit's `init(frame:collectionViewLayout:)`).
  ///
  /// - Parameters:
  ///   - frame: The frame; its length along the scrolling direction is the visible length.
  ///   - layout: The layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    bridge = ListBridge(list: Self.makeList(frame: frame, layout: layout))
    super.init(frame: frame)
    layout.collectionView = self
    dataSourceAdapter.collectionView = self
    delegateAdapter.collectionView = self
    itemSizeAdapter.collectionView = self
    bridge.list.dataSource = dataSourceAdapter
    connectDelegate()
    _ = composeView.addSubview(bridge.list)
  }

  /// Creates a collection view from an archive (UIKit's `init(coder:)`), with the archive's
  /// flow layout (`collectionViewFlowLayout key="collectionViewLayout"`), else a default flow
  /// layout; its attributes and prototype cells are set after it returns.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    let layout =
      (coder as? ArchiveCoder)?.object.children.first { $0.key == "collectionViewLayout" }
      .flatMap { UICollectionViewFlowLayout(coder: ArchiveCoder($0)) }
      ?? UICollectionViewFlowLayout()
    collectionViewLayout = layout
    bridge = ListBridge(list: Self.makeList(frame: .zero, layout: layout))
    super.init(frame: .zero)
    layout.collectionView = self
    dataSourceAdapter.collectionView = self
    delegateAdapter.collectionView = self
    itemSizeAdapter.collectionView = self
    bridge.list.dataSource = dataSourceAdapter
    connectDelegate()
    _ = composeView.addSubview(bridge.list)
  }

  /// The frame; a new size changes the visible area, so items enter or end display.
  open override var frame: CGRect {
    get { super.frame }
    set {
      let oldSize = super.frame.size
      super.frame = newValue
      fitList()
      // A compositional layout's fractional lengths follow the size.
      if newValue.size != oldSize, collectionViewLayout.hasSectionLengths { layoutDidChange() }
    }
  }

  /// Lays out the subviews; the engine list fills the collection view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    fitList()
  }

  /// Lays out now the view and everything below it that needs layout, and, in a visible window,
  /// loads and displays the items of a list never loaded yet, as UIKit's table and collection
  /// views do in their layout (contract §4: otherwise the first load waits for the end of the
  /// turn).
  open override func layoutIfNeeded() {
    super.layoutIfNeeded()
    bridge.list.layoutIfNeeded()
  }

  /// Reads the counts from the data source again and redisplays the visible items (UIKit's
  /// `reloadData()`). The selection is cleared.
  open func reloadData() {
    bridge.list.reloadData()
  }

  /// The point of the content shown at the top-left corner (UIKit's `contentOffset`): its `y`
  /// (vertical scrolling) or `x` (horizontal) is how far the items are scrolled. Setting it
  /// scrolls at once, clamped to the items; then the delegate hears `scrollViewDidScroll(_:)`.
  open override var contentOffset: CGPoint {
    get {
      let offset = CGFloat(bridge.list.contentOffset)
      return bridge.list.axis == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
    }
    set {
      let old = bridge.list.contentOffset
      bridge.list.scroll(to: Double(bridge.list.axis == .vertical ? newValue.y : newValue.x))
      didScroll(from: old)
    }
  }

  // MARK: Registration (open, as in UIKit, so that a subclass's override runs)

  /// Registers a cell class for `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)`):
  /// dequeuing with that identifier when its queue is empty makes a cell of `cellClass`
  /// (``UICollectionReusableView/init(composeReuseIdentifier:)``, which runs `init(frame:)`).
  ///
  /// `nil`, or a class that is not a ``UICollectionViewCell``, registers plain
  /// `UICollectionViewCell`s (UIKit unregisters for `nil` and raises for another class).
  ///
  /// - Parameters:
  ///   - cellClass: ``UICollectionViewCell`` or a subclass.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    composeRegisterClass(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// Registers a nib for `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)` with a
  /// nib): dequeuing with that identifier when its queue is empty makes the nib's first
  /// top-level ``UICollectionViewCell`` (from the factory registered in ``ComposeArchives``),
  /// which gets `awakeFromNib()`. A nib that makes no cell is reported and answered with a plain
  /// cell.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil` (then plain `UICollectionViewCell`s).
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    composeRegisterNib(nib, forCellWithReuseIdentifier: identifier)
  }

  /// Registers a supplementary view class for `elementKind` and `identifier` (UIKit's
  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`). Compose lays out no
  /// supplementary views: the class is kept for
  /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  ///
  /// - Parameters:
  ///   - viewClass: A ``UICollectionReusableView`` class; `nil` removes the registration.
  ///   - elementKind: The element kind.
  ///   - identifier: The reuse identifier.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    composeRegisterSupplementaryClass(
      viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
  }

  /// Registers a nib's supplementary view for `elementKind` and `identifier` (UIKit's
  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib): each view
  /// dequeued is the nib's first `UICollectionReusableView`, made anew with its outlets. Compose
  /// lays out no supplementary views.
  ///
  /// - Parameters:
  ///   - nib: The nib; `nil` removes the registration.
  ///   - kind: The element kind.
  ///   - identifier: The reuse identifier.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    composeRegisterSupplementaryNib(
      nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
  }

  /// After a scroll from `old`: unless the offset is unchanged, the delegate hears
  /// `scrollViewDidScroll(_:)`, then the prefetching data source hears of the items ahead and
  /// of the ones no longer needed.
  func didScroll(from old: Double) {
    guard bridge.list.contentOffset != old else { return }
    delegate?.scrollViewDidScroll(self)
    guard isPrefetchingEnabled, let prefetchDataSource else {
      bridge.pendingPrefetches = []
      return
    }
    let (prefetch, cancel) = bridge.prefetchChanges(scrolledFrom: old)
    if !cancel.isEmpty {
      prefetchDataSource.collectionView(
        self, cancelPrefetchingForItemsAt: cancel.map(IndexPath.init))
    }
    if !prefetch.isEmpty {
      prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch.map(IndexPath.init))
    }
  }

  /// The size of the items (UIKit's `contentSize`).
  open override var contentSize: CGSize {
    get {
      let length = CGFloat(bridge.list.contentLength)
      return bridge.list.axis == .vertical
        ? CGSize(width: frame.size.width, height: length)
        : CGSize(width: length, height: frame.size.height)
    }
    set {}
  }

  /// The engine list behind this collection view, for Compose's recorders and tests (not UIKit
  /// API).
  public var composeListView: ListView { bridge.list }

  // MARK: Engine

  /// The engine list for `layout`'s direction and item length.
  private static func makeList(frame: CGRect, layout: UICollectionViewLayout) -> ListView {
    let list = ListView(
      traceName: "items", frame: Rect(CGRect(origin: .zero, size: frame.size)),
      axis: layout.scrollAxis)
    list.rowHeight = Double(effectiveLength(layout.itemLength))
    return list
  }

  /// A length the engine accepts: UIKit's default 50 for one that is not positive.
  static func effectiveLength(_ length: CGFloat) -> CGFloat {
    length.isFinite && length > 0 ? length : 50
  }

  /// Uses the engine delegate that asks for item sizes when the delegate or the layout gives
  /// them.
  private func connectDelegate() {
    let sized =
      delegate is any UICollectionViewDelegateFlowLayout || collectionViewLayout.hasSectionLengths
    bridge.list.delegate = sized ? itemSizeAdapter : delegateAdapter
    bridge.list.dataSource = dataSourceAdapter
  }

  /// Sizes the engine list to the bounds.
  private func fitList() {
    let size = frame.size
    let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    if bridge.list.frame != bounds { bridge.list.frame = bounds }
  }

  /// The layout's item size changed: the engine reads lengths again at its next change.
  func layoutDidChange() {
    bridge.list.rowHeight = Double(Self.effectiveLength(collectionViewLayout.itemLength))
    bridge.list.dataSource = dataSourceAdapter
  }

  /// The scrolling direction may have changed: a new engine list along it replaces the old one
  /// (whose displayed items end display first).
  func scrollDirectionDidChange() {
    guard collectionViewLayout.scrollAxis != bridge.list.axis else { return layoutDidChange() }
    // The new list has the layout's item length already.
    bridge.replaceList(
      with: Self.makeList(frame: frame, layout: collectionViewLayout), in: composeView)
  }
}
