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

  /// Creates a navigation container, with `root` as its first component if given.
  ///
  /// `root` gets `willMove(toParent:)` now and `didMove(toParent:)` now too (its view is placed
  /// when the container's view loads). A `root` that is already in use is refused with
  /// ``Diagnostic/Code/componentInUse`` reported on it, and the stack starts empty.
  ///
  /// - Parameters:
  ///   - root: The bottom component, or `nil` for an empty stack.
  ///   - traceName: The name shown in events and renders; `nil` uses the type name.
  public init(root: Component? = nil, traceName: String? = nil) {
    super.init(traceName: traceName)
    if let root { setStack([root], animated: false) }
  }

  /// The components of the stack, bottom first: the container's ``Component/children``.
  ///
  /// It changes when an operation runs, not when a queued one is requested.
  public var stack: [Component] { children }

  /// The component on top of the stack, the visible one.
  public var topComponent: Component? { children.last }

  /// A component of the stack that left it directly (not through an operation of this container)
  /// is reported to the delegate as ``LeaveReason/removed`` (contract §5: every exit is reported).
  public override func childDidLeave(_ child: Component, at index: Int) {
    guard !leavingInFlight.contains(ObjectIdentifier(child)) else { return }
    delegate?.navigationContainer(self, didLeave: child, reason: .removed)
  }

  /// `true`: only the top component's view is placed; the covered ones wait.
  open override var placesChildViewsOnDemand: Bool { true }

  /// Places the top component's view and sends its `didMove(toParent:)` if it was pushed before
  /// the view loaded. Calls `super` first.
  open override func viewDidLoad() {
    super.viewDidLoad()
    // The top's view loads first: its `viewDidLoad` may change the stack (a push from there,
    // which placed the new top), and then the old top's view stays out.
    guard let top = topComponent else { return }
    let topView = top.view
    if top === topComponent, topView.superview == nil { view.addSubview(topView) }
  }
}
