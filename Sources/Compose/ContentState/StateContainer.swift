/// A container that shows one child per state (loading, content, empty, error): a
/// stateful screen as a decorator around a content component.
///
/// The content component is given once and kept; the others are built by ``StateComponents``
/// factories each time their state is entered (the defaults, or a per-instance override). A state
/// change swaps the children with the engine of
/// ``Component/transition(from:to:duration:animations:completion:)`` and full containment
/// callbacks, in this order:
///
/// ```text
/// new.willMove(toParent: c), old.willMove(toParent: nil), new.viewDidLoad, old.viewWillDisappear,
/// new.viewWillAppear, new.viewIsAppearing, … old.viewDidDisappear, new.viewDidAppear,
/// old.didMove(toParent: nil), new.didMove(toParent: c)
/// ```
///
/// Every change is reported to the window's observers as
/// ``LifecycleEvent/Kind/stateChanged(from:to:)`` when it is requested. A state set before the
/// container's view loads is kept, and its component is embedded when the view loads. Changes
/// requested during an animated swap are queued (contract §4).
@MainActor
public final class StateContainer: Component {
  /// The current state (the last one requested).
  public private(set) var state: ContentState = .loading
  /// The content component, shown in ``ContentState/content``.
  public let content: Component
  /// The factories for the other states.
  public let states: StateComponents
  /// How long an animated swap takes on the window's clock. Defaults to 250 ms.
  public var transitionDuration: Duration = .milliseconds(250)

  /// Creates a state container, starting in `state`.
  ///
  /// - Parameters:
  ///   - content: The component for ``ContentState/content``.
  ///   - state: The first state.
  ///   - states: The components for the other states; ``StateComponents/standard`` by default.
  ///   - traceName: The name shown in events and renders; `nil` uses the type name.
  public init(
    content: Component, state: ContentState = .loading, states: StateComponents = .standard,
    traceName: String? = nil
  ) {
    self.content = content
    self.state = state
    self.states = states
    super.init(traceName: traceName)
    content.strongHolder = self
    holdsComponentsStrongly = true
  }

  /// The component currently a child (the one on screen once the view is loaded).
  public var currentComponent: Component? { children.last }

  /// Embeds the component of the current state. Calls `super` first.
  ///
  /// A component in use elsewhere (see ``setState(_:animated:)``) is not embedded: it is reported
  /// as ``Diagnostic/Code/componentInUse`` and the container shows nothing until the next change.
  public override func viewDidLoad() {
    super.viewDidLoad()
    let component = makeComponent(for: state)
    guard checkUsable(component, for: state) == nil else { return }
    embed(component)
  }

  /// Whether loading the view would embed `component` (``viewDidLoad()`` embeds the current
  /// state's component): asked before the view loads, so that a refusal runs no hook.
  func embedsWhenViewLoads(_ component: Component) -> Bool {
    guard !isViewLoaded, component === content, case .content = state else { return false }
    return true
  }

  /// Moves to `state`, swapping the child when the view is loaded (otherwise it is kept for the
  /// load). Setting ``ContentState/content`` while showing it does nothing; any other state is
  /// entered again: its factory is called again and the change is reported. When the factory
  /// builds a fresh component (the defaults do: a new error replaces the old one), the children
  /// are swapped; when it returns the component already shown (an override that keeps its
  /// component), that component stays, with no containment or appearance callback.
  ///
  /// Refused with nothing changed (no state change, no event), as
  /// ``Diagnostic/Code/componentInUse``: the component for `newState` has another parent, is a
  /// window's root, is presented, is this container or one of its ancestors, or is a child of
  /// this container that it does not show (added by user code). A component that
  /// is put in use elsewhere while its swap waits behind an animated one is checked again when the
  /// swap runs: it is then reported the same way and the current component stays (``state``
  /// keeps the requested state). Called from a hook of a state component (the content's
  /// `viewDidAppear` during the swap that shows it), ``state`` and the event change at once and
  /// the swap runs after the one in flight, after its `didMove(toParent:)` calls
  /// (see <doc:Reentrancy>).
  ///
  /// - Parameters:
  ///   - newState: The state to show.
  ///   - animated: Whether the swap is animated.
  /// - Returns: ``OperationResult/ran`` when the state changed now (or was already
  ///   ``ContentState/content``), ``OperationResult/queued`` when the swap waits for one in
  ///   flight, or the refusal with its diagnostic.
  @discardableResult
  public func setState(_ newState: ContentState, animated: Bool = false) -> OperationResult {
    if case .content = newState, case .content = state { return .ran }
    let next = isViewLoaded ? makeComponent(for: newState) : nil
    if let next,
      let diagnostic = checkUsable(next, for: newState)
        ?? (isTransitionInFlight ? nil : checkNotHiddenChild(next, for: newState))
    {
      return .refused(diagnostic)
    }
    let old = state
    state = newState
    emit(.stateChanged(from: old.name, to: newState.name))
    guard let next else { return .ran }
    var started = false
    enqueueTransition { [weak self] complete in
      started = true
      guard let self, let from = self.currentComponent, from !== next else { return complete() }
      if self.checkUsable(next, for: newState) ?? self.checkNotHiddenChild(next, for: newState)
        != nil
      {
        return complete()
      }
      self.addChild(next)
      from.willMove(toParent: nil)
      self.runTransition(
        from: from, to: next, duration: animated ? self.transitionDuration : .zero,
        animations: nil,
        completion: { [weak self, weak from] _ in
          // One that user code moved into another container meanwhile is no longer this
          // container's to remove (contract §1: no didMove(toParent: nil) without willMove).
          if let self, let from, from.parent === self { from.removeFromParent() }
          if let self, next.parent === self { next.didMove(toParent: self) }
          complete()
        })
    }
    return started ? .ran : .queued
  }

  /// Whether `component` can be shown for `state`: a child of this container (the current one,
  /// or one leaving in a swap in flight) or a free component.
  private func checkUsable(_ component: Component, for state: ContentState) -> Diagnostic? {
    guard let use = component.use(elsewhereThan: self) else { return nil }
    return report(
      .componentInUse, "the \(state.name) component: \(use.describe(component))",
      involving: component)
  }

  /// Refuses a component that is a child of this container without being shown when the swap
  /// runs (user code added it, or another child above it): adding it again would be refused,
  /// and its `didMove(toParent:)` would answer no `willMove(toParent:)` (contract §1). A child
  /// leaving in a swap in flight is checked when the swap queued behind it runs.
  private func checkNotHiddenChild(_ component: Component, for state: ContentState)
    -> Diagnostic?
  {
    guard component.parent === self, component !== currentComponent else { return nil }
    return report(
      .componentInUse,
      "the \(state.name) component: \(component.pathSegment) is already a child of this "
        + "container that it does not show")
  }

  private func makeComponent(for state: ContentState) -> Component {
    switch state {
    case .loading: return states.loading()
    case .content: return content
    case .empty: return states.empty()
    case .error(let error): return states.error(error)
    }
  }
}
