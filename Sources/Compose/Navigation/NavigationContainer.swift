/// A stack of components, one on top and visible: Compose's `UINavigationController`.
///
/// The stack is the container's ``Component/children``, bottom first; only the top component's
/// view is in the container's view. ``push(_:animated:)``, ``pop(animated:)``,
/// ``pop(to:animated:)``, ``popToRoot(animated:)`` and ``setStack(_:animated:)`` change it with the
/// orders of contract §5, animated on the window's clock (``transitionDuration``) or not. An
/// operation requested while another one of this container is in flight is queued and runs after
/// it, in request order (contract §4). Checks that do not depend on the stack (a component in use
/// elsewhere, named twice) are made when it is requested; the others (popping the last component,
/// a component not in the stack) when it runs, and a refusal then goes to the window's observers
/// (and is returned if it ran at once). ``beginInteractivePop()`` starts a swipe back. The ``delegate`` is told what is shown and,
/// for every component that leaves, why (``LeaveReason``).
///
/// ```swift
/// let navigation = NavigationContainer(root: list)
/// window.rootComponent = navigation
/// window.makeKeyAndVisible()
/// navigation.push(detail, animated: true)  // detail.willMove ... detail.viewIsAppearing
/// window.advance(by: navigation.transitionDuration)  // list.viewDidDisappear ... detail.didMove
/// ```
///
/// ```text
/// push A → B:  B.willMove(toParent: nav), B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear,
///              B.viewIsAppearing, … A.viewDidDisappear, B.viewDidAppear, B.didMove(toParent: nav)
/// pop B → A:   B.willMove(toParent: nil), B.viewWillDisappear, A.viewWillAppear,
///              A.viewIsAppearing, … B.viewDidDisappear, A.viewDidAppear, B.didMove(toParent: nil)
/// ```
///
/// Before the container's view loads, operations change the stack (with containment callbacks)
/// and the top's view is placed when the view loads.
@MainActor
open class NavigationContainer: Component {
  /// Told what is shown and what leaves. Weak.
  public weak var delegate: (any NavigationContainerDelegate)?

  /// How long an animated operation takes on the window's clock. Defaults to 350 ms.
  public var transitionDuration: Duration = .milliseconds(350)

  /// The components that an operation in flight removes and reports itself (a stack change's
  /// leaving components, a swipe's top): their removal by other means is not reported as
  /// ``LeaveReason/removed`` (the operation reports them once, when it completes).
  var leavingInFlight: Set<ObjectIdentifier> = []
  /// The interactive pop in flight, if any: a pop requested while it follows the gesture is
  /// refused.
  weak var interactivePop: InteractiveTransition?
  /// The stack an operation in flight makes, set before its first appearance callback and
  /// cleared when it completes (contract §5: the stack is updated before the callbacks run); `nil`
  /// when no operation is in flight, and then the stack is ``Component/children``.
  var stackInFlight: [Component]?
  /// The top that entered the stack before the container's view loaded: its `didMove(toParent:)`
  /// and the delegate's `willShow`/`didShow` wait for its first appearance (contract §5).
  weak var topAwaitingAppearance: Component?
  /// Whether the delegate heard `willShow` for ``topAwaitingAppearance`` already.
  var toldWillShowAwaitingTop = false

  /// Creates a navigation container, with `root` as its first component if given.
  ///
  /// `root` is pushed, unanimated (contract §5): it is the ``stack`` from now on and gets
  /// `willMove(toParent:)` now; its view loads in the container's first layout pass (after the
  /// container's `viewDidLoad`, between its `viewWillLayoutSubviews` and `viewDidLayoutSubviews`),
  /// and its first appearance is its move to the parent: ``Component/isMovingToParent`` is `true`
  /// in that first `viewWillAppear`, and `didMove(toParent:)` follows its first `viewDidAppear`,
  /// as do the delegate's `didShow` (its `willShow` follows the first `viewWillAppear`). A `root`
  /// that is already in use is refused with ``Diagnostic/Code/componentInUse`` reported on it, and
  /// the stack starts empty.
  ///
  /// - Parameters:
  ///   - root: The bottom component, or `nil` for an empty stack.
  ///   - traceName: The name shown in events and renders; `nil` uses the type name.
  public init(root: Component? = nil, traceName: String? = nil) {
    super.init(traceName: traceName)
    if let root { setStack([root], animated: false) }
  }

  /// The components of the stack, bottom first: the container's ``Component/children``, except
  /// while an operation runs (UIKit's `viewControllers`).
  ///
  /// It changes when an operation runs, not when a queued one is requested, and before that
  /// operation's first appearance callback, as UIKit updates it (contract §5): in a pop, the popped
  /// component is no longer in it during its own `viewWillDisappear` (it is still a child, with
  /// ``Component/isMovingFromParent`` set, until its `didMove(toParent: nil)`); in a pop-to, the
  /// components skipped are gone when the new top's `viewWillAppear` runs; in a push, the pushed
  /// one is on top when the old top's `viewWillDisappear` runs. During a swipe back the top is out
  /// of it; a cancelled swipe puts it back when the cancellation completes.
  public var stack: [Component] {
    guard let stackInFlight else { return children }
    return stackInFlight.filter { $0.parent === self }
  }

  /// The component on top of the stack, the visible one (UIKit's `topViewController`), from the
  /// start of the operation that puts it there (see ``stack``).
  public var topComponent: Component? {
    guard let stackInFlight else { return children.last }
    return stackInFlight.last { $0.parent === self }
  }

  /// A component of the stack that left it directly (not through an operation of this container)
  /// is reported to the delegate as ``LeaveReason/removed`` (contract §5: every exit is reported).
  public override func childDidLeave(_ child: Component, at index: Int) {
    guard !leavingInFlight.contains(ObjectIdentifier(child)) else { return }
    delegate?.navigationContainer(self, didLeave: child, reason: .removed)
  }

  /// `true`: only the top component's view is placed; the covered ones wait.
  open override var placesChildViewsOnDemand: Bool { true }

  /// Leaves the top component's view to the container's first layout pass, where it loads and is
  /// placed (contract §5: the root's view loads inside the container's
  /// `viewWillLayoutSubviews` … `viewDidLayoutSubviews`, after this `viewDidLoad`). Calls `super`
  /// first.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topComponent, top.viewIfLoaded?.superview == nil {
      placesChildViewsAtLayout = true
      view.setNeedsLayout()
    }
  }

  /// The first layout pass: places the top's view (which loads it), and follows the first
  /// appearance of a top that entered before the view loaded.
  override func placeChildViewsAtLayout() {
    placesChildViewsAtLayout = false
    guard let stage = viewIfLoaded, let top = topComponent, top.viewIfLoaded?.superview == nil
    else { return }
    // The top's view loads first: its `viewDidLoad` may change the stack (a push from there,
    // which placed the new top), and then the old top's view stays out.
    let topView = top.view
    guard top === topComponent, topView.superview == nil else { return }
    stage.addSubview(topView)
    guard top === topAwaitingAppearance, top.parent === self else { return }
    switch top.appearanceState {
    case .appeared:
      completeEntry(of: top)
    case .appearing:
      // Placed while the container appears: it joined the container's transition.
      toldWillShowAwaitingTop = true
      delegate?.navigationContainer(self, willShow: top, animated: false)
      _ = top.appearance.handle(.notifyParentWhenSettled)
    case .disappeared, .disappearing:
      // Not visible yet: its first appearance comes with the container's.
      _ = top.appearance.handle(.notifyParentWhenSettled)
    }
  }

  /// The awaited top ended a transition: once it has appeared, its entry completes.
  override func childDidSettleAppearance(_ child: Component) {
    guard child === topAwaitingAppearance, child.parent === self else { return }
    guard child.appearanceState == .appeared else {
      _ = child.appearance.handle(.notifyParentWhenSettled)
      return
    }
    completeEntry(of: child)
  }

  /// Ends the entry of a top pushed before the view loaded: `didMove(toParent:)` and the
  /// delegate's `willShow` (if not told yet) and `didShow`.
  func completeEntry(of top: Component) {
    topAwaitingAppearance = nil
    if !toldWillShowAwaitingTop {
      delegate?.navigationContainer(self, willShow: top, animated: false)
    }
    toldWillShowAwaitingTop = false
    top.didMove(toParent: self)
    if top.parent === self {
      delegate?.navigationContainer(self, didShow: top, animated: false)
    }
  }

  /// A top still waiting for its first appearance that an operation covers or removes completes
  /// its entry first (its `willMove(toParent:)` is answered), without the delegate's reports.
  func closeAwaitedEntry(unlessStillAwaited newTop: Component?, viewLoaded: Bool) {
    guard let waiting = topAwaitingAppearance else { return }
    guard waiting.parent === self else {
      topAwaitingAppearance = nil
      return
    }
    if !viewLoaded, newTop === waiting { return }
    topAwaitingAppearance = nil
    toldWillShowAwaitingTop = false
    waiting.didMove(toParent: self)
  }
}
