/// A node of the view hierarchy: Compose's `UIView`, without drawing.
///
/// A view has a weak ``superview``, ordered ``subviews``, a ``frame`` and ``isHidden``. A view is
/// in at most one superview: adding it elsewhere moves it (contract §2). A view is attached to a
/// ``Window`` when its topmost ancestor is one (``window``).
///
/// Placing a component's view inside an appeared container's view is what makes the component
/// appear (contract §3); removing it makes it disappear. `isHidden` does not affect appearance
/// callbacks, as in UIKit.
@MainActor
open class View {
  /// The name shown for this view in diagnostics and renders (UIKit has none; named so that it
  /// never collides with a property an app's subclass declares).
  ///
  /// (Spelled `Optional<String>`, which, unlike `String?`, gets no implicit `nil` value: the
  /// initializer's assignment is then the first, not a checked write that releases a `nil`.)
  public var traceName: Optional<String>

  /// The view that contains this one. Not owning (UIKit's is weak): a view never keeps its
  /// superview alive, and a view that outlives its superview has none.
  public internal(set) var superview: View? {
    get { superviewReference }
    set {
      superviewReference = newValue
      placementGeneration &+= 1
    }
  }

  /// Counts the changes of ``superview``: a caller that placed this view and sees the same count
  /// after running hooks knows the view is still where it put it, without reading the weak
  /// reference again (a read of a weakly referenced superview costs a retain and a release on
  /// the runtime's slow path).
  var placementGeneration: UInt = 0

  /// The contained views, back to front. Strong.
  public var subviews: [View] { subviewList }

  /// The position and size in the superview's coordinate space.
  ///
  /// A new value marks the view as needing layout (``setNeedsLayout()``): it is laid out at the
  /// end of the current operation or at the next step of the clock (contract §4).
  public var frame: Rect {
    get { frameStorage }
    set {
      let oldValue = frameStorage
      frameStorage = newValue
      if newValue != oldValue { setNeedsLayout() }
    }
  }
  /// Storage of ``frame``: internal, so that its accesses skip the run-time exclusivity checks a
  /// public stored property keeps (see `Component.Storage`).
  var frameStorage: Rect

  /// The component whose ``Component/view`` this is, if any. Weak.
  package internal(set) var owner: Component? {
    get { ownerReference }
    set { ownerReference = newValue }
  }

  /// The component whose ``Component/view`` this is, if any.
  ///
  /// UIKit keeps it private, and a view controller's root view answers it as its `next`
  /// responder; a facade's `UIView.next` reads it. Not named `owner`: app code declares that
  /// name in its own views.
  public var owningComponent: Component? { ownerReference }

  // The view's place in its hierarchy and its owner, described with their invariant and read
  // and written through the accessors in View+Storage.swift. Three stored properties rather than
  // one struct, as `Component.storage` is: with a struct, the hot view walks were inlined
  // differently and cost up to 115 instructions more per scrolled row (BENCHMARKS.md).
  #if DEBUG
    /// Storage of ``superviewReference``.
    unowned(safe) var superviewStorage: View?
    /// Storage of ``subviews``.
    var subviewList: [View] = []
    /// Storage of ``ownerReference``.
    unowned(safe) var ownerStorage: Component?
    /// Debug builds: how many views name this one as their superview.
    var namedAsSuperviewCount = 0
  #else
    // Release builds skip their run-time exclusivity checks: they cost the hot paths measurably
    // (BENCHMARKS.md, "What the annotations buy").
    @exclusivity(unchecked) unowned(safe) var superviewStorage: View?
    @exclusivity(unchecked) var subviewList: [View] = []
    @exclusivity(unchecked) unowned(safe) var ownerStorage: Component?
  #endif
  /// Whether ``ownerStorage`` is set to a component (see ``ownerReference``).
  var mayHaveOwner = false
  /// Storage of ``hookReceiver``: strong, the view keeps its receiver (see
  /// ``ViewHookReceiver``).
  var hookReceiverStorage: (any ViewHookReceiver)?
  /// Whether the view is hidden. For a ``Window``, this is what `makeKeyAndVisible()` and
  /// `hide()` change, and it drives the root component's appearance.
  ///
  /// (Declared with the other one-byte fields: stored properties are laid out in declaration
  /// order, and a flag between two wider fields takes eight bytes of every view.)
  public var isHidden: Bool = false {
    didSet { if isHidden != oldValue { hiddenDidChange() } }
  }

  /// Whether no view below this one is a component's view, told from the first two levels below
  /// it at most (a cell and its empty content view): `false` when unsure. Reads no weak
  /// reference.
  var isKnownFreeOfComponents: Bool {
    var budget = 16  // views looked at, so that a wide subtree costs O(1) here
    for subview in subviewList {
      budget -= 1
      if budget < 0 || subview.mayHaveOwner { return false }
      for inner in subview.subviewList {
        budget -= 1
        if budget < 0 || inner.mayHaveOwner || !inner.subviewList.isEmpty { return false }
      }
    }
    return true
  }

  /// Set while this view's superview runs `willRemoveSubview` for it, so that a hook removing the
  /// same view again does not recurse.
  var isLeavingSuperview = false

  /// Whether ``layoutSubviews()`` is due: set by ``setNeedsLayout()``, a new frame and entering a
  /// window, cleared when the view is laid out. A new view has never been laid out.
  var needsLayoutFlag = true
  /// Whether this view is in its window's layout queue as a single view (so that repeated
  /// ``setNeedsLayout()`` calls queue it once).
  var isQueuedForLayout = false
  /// The window whose `layoutAwaitingVisibility` this view waits in (so that it waits there
  /// once), or `nil`. An identity rather than a flag: a view that left the window before the
  /// window's list was walked again can wait in another window meanwhile.
  var awaitsVisibleLayoutIn: WindowContextIdentity?
  /// Whether a component placed below this view without a parent may have its view under it,
  /// with no other component's view in between: set on the superview chain of such a view, up to
  /// and including the nearest component's view (or the window), by every placement of it or of a
  /// view carrying it (contract §3, a view-only component). `true` may be stale (the walks that
  /// read it clear it when nothing is found); `false` is exact.
  var mayCarryViewOnlyComponents = false
  /// What kind of view this is: a ``Window`` (its window's layout queue refers to it through the
  /// context's weak reference, never strongly: the context belongs to the window) or a
  /// ``ListView`` (moving one is checked for what its adapter and pools keep alive,
  /// `placingKeepsListAlive(_:)`). One byte for both, so that the one-byte fields fit in eight:
  /// a view one byte larger takes a larger allocation.
  var viewKind = ViewKind.plain
  /// Where the engine's hook calls on this view go (see ``HookRoute``): nowhere for an instance of
  /// a class whose hooks do nothing (`hasEmptyHooks(_:)`); to the receiver once one is attached.
  var hookRoute = HookRoute.own
  /// Whether this view is a ``Window``.
  var isWindowView: Bool { viewKind == .window }
  /// Whether this view is a ``ListView``.
  var isListView: Bool { viewKind == .list }

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - traceName: The name shown in diagnostics and renders.
  ///   - frame: The initial frame.
  public init(traceName: String? = nil, frame: Rect = .zero) {
    self.traceName = traceName
    self.frameStorage = frame
    if Self.hasEmptyHooks(type(of: self)) { hookRoute = .none }
  }

  deinit {
    // Nonisolated, as `UIView`'s is, so a subclass may write a plain `deinit`; the subviews are
    // released on the main actor (``MainActorChildRelease``), which clears the superview of each
    // one that outlives this view.
    #if DEBUG
      let (naming, listed) = (namedAsSuperviewCount, subviewList.count)
      assert(naming == listed, "\(naming) views name it as their superview; it lists \(listed)")
    #endif
    let subviews = subviewList
    subviewList = []
    if !subviews.isEmpty { _ = MainActorChildRelease(views: consume subviews) }
  }

  /// Called after `subview` was added to this view, before the appearance callbacks the placement
  /// causes. The base implementation does nothing; calling `super` is not required.
  ///
  /// The three view hooks run in the middle of a hierarchy change. They may change the hierarchy
  /// (Compose re-reads it afterwards and never traps; removing the very view that is leaving, from
  /// `willRemoveSubview`, is ignored), but the result of such reentrant changes is whatever the
  /// last change says.
  ///
  /// - Parameter subview: The view that was added.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` leaves this view (before its disappearance callbacks). The base
  /// implementation does nothing; calling `super` is not required.
  ///
  /// - Parameter subview: The view about to be removed.
  open func willRemoveSubview(_ subview: View) {}

  /// Called after this view's ``superview`` changed, before the appearance callbacks the change
  /// causes. The base implementation does nothing; calling `super` is not required.
  open func didMoveToSuperview() {}

  /// Lays out the subviews. Runs when the view needs layout (a new ``frame``,
  /// ``setNeedsLayout()``, entering a visible window) and is laid out: at the end of the
  /// outermost hierarchy change or window operation, at each step of the window's clock, or at
  /// once by ``layoutIfNeeded()`` (contract §4). Parents are laid out before their children. For
  /// a component's view, the component's ``Component/viewWillLayoutSubviews()`` runs just before
  /// and ``Component/viewDidLayoutSubviews()`` just after.
  ///
  /// The base implementation does nothing, as UIKit's; call `super` first anyway, so that a
  /// subclass of a view that does lay out (``ListView`` displays its rows at its first layout)
  /// keeps working.
  open func layoutSubviews() {}

  /// Lays out now, top-down, this view and every view below it that needs layout, whether or not
  /// the view is in a window (contract §4). Does nothing when nothing needs layout.
  ///
  /// Iterative: a chain of any depth is laid out without recursion.
  ///
  /// - Complexity: O(number of views in this view's subtree).
  open func layoutIfNeeded() {
    layOutSubtree(self)
  }

  /// Whether instances of `type` itself have hooks that do nothing: the engine's classes that
  /// override none of them (``ListView`` overrides `layoutSubviews()`; a subclass may override
  /// any). Their hook calls are skipped.
  static func hasEmptyHooks(_ type: View.Type) -> Bool {
    type == View.self || type == ListCell.self || type == HostingCell.self || type == Window.self
  }

  /// Overridden by ``Window`` to drive the root component's appearance.
  func hiddenDidChange() {}
}

/// Where the engine's hook calls on a view go (`View.hookRoute`): `none` for an instance of
/// ``View``, ``ListCell``, ``HostingCell`` or ``Window`` itself, whose hooks do nothing (a call
/// saved on every placement and layout of most views), `own` for any other class, `receiver` once
/// a ``ViewHookReceiver`` is attached.
enum HookRoute: UInt8 {
  case none, own, receiver
}

/// What kind of view a ``View`` is, for the engine's checks (`View.viewKind`).
enum ViewKind: UInt8 {
  case plain, window, list
}
