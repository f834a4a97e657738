/// A row's view in a ``ListView``, recycled through a reuse pool per reuse identifier.
///
/// A list creates cells only for the rows it displays and recycles them as rows scroll away:
/// ``ListView/dequeueReusableCell(withIdentifier:for:)`` returns a pooled cell of the identifier
/// after calling ``prepareForReuse()`` on it, or a new one from the registered factory. Put the
/// row's content in ``contentView``. Per cell (contract §6): dequeue (`prepareForReuse()` first
/// when recycled) → the data source configures it → the delegate's `willDisplay` → … →
/// `didEndDisplaying` → back to the pool.
///
/// Subclass it for cells with their own structure (a person's cell that lays out its own name and photo), and register the
/// subclass with ``ListView/register(_:forCellReuseIdentifier:)``; subclasses must implement
/// ``init(reuseIdentifier:)``.
@MainActor
open class ListCell: View {
  /// The identifier of the reuse pool this cell returns to. Set when the cell is made; a facade
  /// that learns it later (ComposeUIKit's `UICollectionViewCell`, made with `init(frame:)`)
  /// changes it with ``changeReuseIdentifier(to:)`` before a list takes the cell.
  public final var reuseIdentifier: String { reuseIdentifierStorage }
  /// Storage of ``reuseIdentifier``: internal, so that the list's reads skip the run-time
  /// exclusivity checks a public stored property keeps.
  var reuseIdentifierStorage: String
  /// The view that holds the row's content, the cell's only subview. The list keeps it as large
  /// as the cell when it lays the cell out (UIKit's cells resize theirs with them).
  public let contentView: View
  /// The row the cell shows while it is displayed, `nil` while it sits in the reuse pool. Not
  /// public: app cells commonly declare an `indexPath` of their own, and UIKit's
  /// `UITableViewCell` has none; ask the list (``ListView/indexPath(for:)``).
  package internal(set) final var indexPath: ListIndexPath? {
    get { indexPathStorage }
    set { indexPathStorage = newValue }
  }
  /// Whether the list displays the cell now: between its `willDisplay` and `didEndDisplaying`.
  public var isDisplayed: Bool { indexPath != nil }
  /// Whether the row the cell displays is selected (UIKit's `UITableViewCell.isSelected`).
  ///
  /// The list sets it before the cell's `willDisplay` and whenever the row's selection changes,
  /// and clears it when the cell ends display: selection belongs to the row, so a cell recycled
  /// for another row is not selected, and the cell that shows a selected row again is.
  public internal(set) final var isSelected: Bool {
    get { isSelectedStorage }
    set { isSelectedStorage = newValue }
  }
  /// The per-list instance number, `0` until a list creates or adopts the cell.
  package internal(set) final var number: Int {
    get { numberStorage }
    set { numberStorage = newValue }
  }
  /// Whether the cell sits in a list's reuse pool.
  package internal(set) final var isPooled: Bool {
    get { isPooledStorage }
    set { isPooledStorage = newValue }
  }

  // Public and package stored properties keep a dynamic exclusivity check on every access, as
  // code outside the module may access them; internal storage behind the accessors above lets
  // the whole-module optimizer drop the checks (the list reads and sets them for every row).
  /// Storage of ``indexPath``.
  var indexPathStorage: ListIndexPath?
  /// Storage of ``isSelected``.
  var isSelectedStorage = false
  /// Storage of ``number``.
  var numberStorage = 0
  /// Storage of ``isPooled``.
  var isPooledStorage = false

  /// The list's `layoutVersion` when this cell's frame was last set.
  var laidOutVersion = -1

  /// Creates a cell for the pool `reuseIdentifier`. Lists call this through the registered type.
  public required init(reuseIdentifier: String) {
    reuseIdentifierStorage = reuseIdentifier
    contentView = View(traceName: "contentView")
    super.init(traceName: reuseIdentifier)
    addSubview(contentView)
  }

  /// Creates a cell for the pool `reuseIdentifier` whose content view is `contentView`: a facade
  /// whose content view has an engine view of its own (ComposeUIKit's `UITableViewCell` and
  /// `UICollectionViewCell`) hands it here. The content view is the cell's only subview; the list
  /// sizes it with the cell when it lays the cell out.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The reuse pool's identifier.
  ///   - contentView: The content view; it is moved into the cell if it is placed elsewhere.
  public init(reuseIdentifier: String, contentView: View) {
    reuseIdentifierStorage = reuseIdentifier
    self.contentView = contentView
    super.init(traceName: reuseIdentifier)
    fitContentView()
    addSubview(contentView)
  }

  /// Changes the identifier of the reuse pool this cell returns to (see ``reuseIdentifier``); the
  /// ``View/traceName``, when it was the old identifier, follows. UIKit has no counterpart (its
  /// `reuseIdentifier` is read-only; a collection view cell gets it as it is made).
  ///
  /// Refused with ``Diagnostic/Code/cellAlreadyInUse`` while a list displays or pools the cell:
  /// its pool is found by the identifier.
  ///
  /// - Parameter identifier: The new identifier.
  /// - Returns: `nil`, or the diagnostic of a refusal.
  @discardableResult
  public final func changeReuseIdentifier(to identifier: String) -> Diagnostic? {
    guard identifier != reuseIdentifierStorage else { return nil }
    if isDisplayed || isPooled {
      return report(
        .cellAlreadyInUse,
        "\(reference) cannot change its reuse identifier to \"\(identifier)\" while it is "
          + (isDisplayed ? "displayed" : "in a reuse pool"))
    }
    if traceName == reuseIdentifierStorage { traceName = identifier }
    reuseIdentifierStorage = identifier
    return nil
  }

  /// Sizes the content view to the cell's bounds.
  final func fitContentView() {
    contentView.frame = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
  }

  /// Sets the frame the list lays the cell out at, through the ``View/hookReceiver`` when one is
  /// attached (see ``ViewHookReceiver/setFrame(_:of:)``).
  @inline(__always)
  final func setListFrame(_ rect: Rect) {
    if _slowPath(hookRoute == .receiver), let receiver = hookReceiverStorage {
      return receiver.setFrame(rect, of: self)
    }
    applyListFrame(rect)
  }

  /// Sets the frame and keeps the content view as large as the cell. Here rather than in every
  /// view's frame setter, which the engine runs for every view.
  @inline(__always)
  final func applyListFrame(_ rect: Rect) {
    let oldSize = frameStorage.size
    frame = rect
    if _slowPath(rect.size != oldSize) { fitContentView() }
  }

  /// Called on a recycled cell when the list takes it from the pool, before the data source
  /// configures it. Reset per-row state here. Calling `super` is not required.
  open func prepareForReuse() {}

  /// A value naming this cell in events and snapshots.
  package final var reference: CellReference {
    CellReference(number: number, reuseIdentifier: reuseIdentifier)
  }

  /// The value that names this cell in events and traces (`cell #7 "row"`), so that a test can
  /// match a traced cell to the cell object: `cell.traceReference == event.cell`. Its number is
  /// `0` until a list creates or adopts the cell. UIKit has no counterpart (its cells have no
  /// number).
  public final var traceReference: CellReference { reference }

  /// Whether the cell sits in its list's reuse pool now (after `didEndDisplaying`, until it is
  /// dequeued again). UIKit has no public counterpart; a cell is never pooled while displayed
  /// (contract §6).
  public final var isInReusePool: Bool { isPooled }
}
