/// A flow: the object that decides what comes next, so that no screen does. It owns a
/// ``NavigationContainer``, creates the components, receives their outcomes through delegates or
/// closures, and pushes or presents; components never reach for their parent or container.
///
/// Subclass it: build the first screen in ``setUp()``, handle deep links in
/// ``handle(_:trace:)``. A flow is the delegate of the navigation container it creates and of the
/// components it presents (``Component/presentationDelegate``), so it hears every exit path
/// (contract §5), and ``componentDidLeave(_:reason:)`` is its hook.
///
/// Child flows (``addChildFlow(_:anchoredTo:)``) live exactly as long as their anchor component:
/// when that component leaves its stack (pop, back button, swipe, pop-to, stack replacement) or
/// is dismissed (by a call, interactively, or with its window's old root), or its presentation is
/// refused, the child flow and its own children are released.
/// A child flow is kept strongly by its parent; it refers to its parent and anchor weakly.
@MainActor
open class Flow: NavigationContainerDelegate, PresentationDelegate {
  /// The name shown in route traces (Compose's debugging label; named so that it never collides
  /// with a property an app's flow declares).
  public let traceName: String
  /// The navigation container this flow works in. A flow that starts its own creates one and is
  /// its delegate; a child flow pushing onto its parent's container shares it.
  public let navigation: NavigationContainer
  /// The flow that started this one, if any. Weak.
  public private(set) weak var parentFlow: Flow?
  /// The component whose departure ends this flow, if it is a child flow. Weak.
  public private(set) weak var anchor: Component?
  /// The child flows, in the order they were added. Strong.
  public private(set) var childFlows: [Flow] = []
  /// Whether ``start()`` has run.
  public private(set) var isStarted = false
  /// The traces of the routes this flow dispatched, oldest first (queued routes appear once
  /// queued and once delivered).
  public internal(set) var routeTraces: [RouteTrace] = []
  /// Routes that arrived before ``start()``, delivered by it in order.
  var pendingRoutes: [any Route] = []

  /// Creates a flow.
  ///
  /// - Parameters:
  ///   - traceName: The name shown in route traces.
  ///   - navigation: The container to work in; `nil` creates one (named after the flow) whose
  ///     delegate is this flow.
  public init(traceName: String, navigation: NavigationContainer? = nil) {
    self.traceName = traceName
    if let navigation {
      self.navigation = navigation
    } else {
      self.navigation = NavigationContainer(traceName: "\(traceName).navigation")
      self.navigation.delegate = self
    }
  }

  /// Starts the flow: runs ``setUp()`` once, then delivers the routes that arrived before, in
  /// order. A second call does nothing.
  public final func start() {
    guard !isStarted else { return }
    isStarted = true
    setUp()
    let pending = pendingRoutes
    pendingRoutes.removeAll()
    for route in pending { self.route(route) }
  }

  /// Builds the first screens. Runs once, from ``start()``. The base implementation does nothing.
  open func setUp() {}

  /// Handles `route` if this flow can: rebuilds what it needs (recording each step with
  /// ``RouteTrace/record(_:by:)``) and returns `true`, or returns `false` to let another flow of
  /// the tree try. A flow that takes a route but cannot finish it calls
  /// ``RouteTrace/fail(_:at:)``. The base implementation returns `false`.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - trace: The trace to record into.
  /// - Returns: Whether this flow took the route.
  open func handle(_ route: any Route, trace: inout RouteTrace) -> Bool { false }

  /// Called for every component that leaves this flow's container or a presentation this flow
  /// is the delegate of, after the child flows anchored to it were released. The base
  /// implementation does nothing.
  ///
  /// - Parameters:
  ///   - component: The component that left.
  ///   - reason: How it left.
  open func componentDidLeave(_ component: Component, reason: LeaveReason) {}

  /// Adds a child flow that lives as long as `anchor` stays in its stack or presented.
  ///
  /// Refused with nothing changed when `flow` is this flow or one of its ancestors
  /// (``Diagnostic/Code/childFlowCycle``, reported on this flow's ``navigation``): flows keep
  /// their children strongly, so the cycle would never be released.
  ///
  /// - Parameters:
  ///   - flow: The child flow; started if it was not.
  ///   - anchor: The component whose departure releases it (usually the first component it
  ///     shows, or the container it presents).
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public final func addChildFlow(_ flow: Flow, anchoredTo anchor: Component) -> Diagnostic? {
    var ancestor: Flow? = self
    while let current = ancestor {
      if current === flow {
        return navigation.report(
          .childFlowCycle,
          "flow \"\(flow.traceName)\" cannot be a child of \"\(traceName)\": it is that flow or an ancestor"
        )
      }
      ancestor = current.parentFlow
    }
    flow.parentFlow?.removeChildFlow(flow)
    flow.parentFlow = self
    flow.anchor = anchor
    childFlows.append(flow)
    flow.start()
    return nil
  }

  /// Releases `flow` (and its children) if it is a child of this flow.
  ///
  /// - Parameter flow: The child flow to release.
  public final func removeChildFlow(_ flow: Flow) {
    childFlows.removeAll { $0 === flow }
    if flow.parentFlow === self { flow.parentFlow = nil }
  }

  // MARK: Delegates

  /// Releases the child flows anchored to a component that left the stack, then calls
  /// ``componentDidLeave(_:reason:)``.
  public final func navigationContainer(
    _ container: NavigationContainer, didLeave component: Component, reason: LeaveReason
  ) {
    if reason.removesComponent { releaseFlows(anchoredTo: component) }
    componentDidLeave(component, reason: reason)
  }

  /// Releases the child flows anchored to the dismissed component, then calls
  /// ``componentDidLeave(_:reason:)``.
  public final func presentationDidDismiss(_ component: Component, reason: LeaveReason) {
    releaseFlows(anchoredTo: component)
    componentDidLeave(component, reason: reason)
  }

  /// Releases the child flows anchored to a component whose presentation was refused (it was
  /// never presented, so it will never be dismissed), then calls
  /// ``presentationOfComponentWasRefused(_:diagnostic:)``.
  public final func presentationWasRefused(_ component: Component, diagnostic: Diagnostic) {
    releaseFlows(anchoredTo: component)
    presentationOfComponentWasRefused(component, diagnostic: diagnostic)
  }

  // Every other delegate requirement is an `open` method of the flow itself, so a subclass's
  // override is what the containers call (a protocol extension's default would win over a
  // method declared only in the subclass).

  /// An operation of the navigation container starts, before any of its callbacks, and will
  /// show `component` (no UIKit counterpart). Does nothing by default; override it freely.
  open func navigationContainer(
    _ container: NavigationContainer, beginsShowing component: Component, animated: Bool
  ) {}

  /// The navigation container is about to show `component`, after its `viewWillAppear` (UIKit's
  /// `navigationController(_:willShow:animated:)`, contract §5). Does nothing by default;
  /// override it freely.
  open func navigationContainer(
    _ container: NavigationContainer, willShow component: Component, animated: Bool
  ) {}

  /// The navigation container showed `component` (UIKit's
  /// `navigationController(_:didShow:animated:)`). Does nothing by default; override it freely.
  open func navigationContainer(
    _ container: NavigationContainer, didShow component: Component, animated: Bool
  ) {}

  /// A swipe back from `component` was cancelled: it stays on top. Does nothing by default;
  /// override it freely.
  open func navigationContainer(
    _ container: NavigationContainer, didCancelInteractivePopOf component: Component
  ) {}

  /// An interactive dismissal of `component` was cancelled: it stays presented. Does nothing by
  /// default; override it freely.
  open func presentationDidCancelInteractiveDismiss(_ component: Component) {}

  /// The presentation of `component` was refused (the diagnostic says why), after the flows
  /// anchored to it were released. Does nothing by default; override it freely.
  open func presentationOfComponentWasRefused(_ component: Component, diagnostic: Diagnostic) {}

  /// Releases, anywhere below this flow, the child flows anchored to `component` (or whose anchor
  /// is gone).
  private func releaseFlows(anchoredTo component: Component) {
    var stack: [Flow] = [self]
    while let flow = stack.popLast() {
      let leaving = flow.childFlows.filter { $0.anchor === component || $0.anchor == nil }
      for child in leaving { flow.removeChildFlow(child) }
      stack.append(contentsOf: flow.childFlows)
    }
  }
}
