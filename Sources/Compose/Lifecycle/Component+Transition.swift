extension Component {
  /// Whether a transition is in flight on this container (see ``enqueueTransition(_:)``): UIKit
  /// gives such a container a `transitionCoordinator`. Not to be confused with
  /// ``AppearanceState/isTransitioning`` (the component itself appearing or disappearing).
  public final var isTransitionInFlight: Bool { transitionQueue?.isInFlight ?? false }

  /// Runs `operation` now if no transition is in flight on this container, or else after the one in
  /// flight and those requested before it complete, in request order (contract §4). Nothing is
  /// dropped and nothing interleaves.
  ///
  /// This is the building block for custom containers. `operation` receives a `complete` closure
  /// that it must call exactly once, when its transition is over (at once for an unanimated one, or
  /// from a clock action for an animated one). A second call is reported as
  /// ``Diagnostic/Code/transitionCompletedTwice`` and ignored.
  ///
  /// ```swift
  /// container.enqueueTransition { complete in
  ///   // start: will* callbacks
  ///   window.schedule ... complete()   // end: did* callbacks
  /// }
  /// ```
  ///
  /// - Parameter operation: The transition to run.
  public final func enqueueTransition(
    _ operation: @escaping @MainActor (_ complete: @escaping @MainActor () -> Void) -> Void
  ) {
    let queue = transitionQueue ?? TransitionQueue()
    transitionQueue = queue
    queue.pending.append(operation)
    context?.track(queue)
    drainTransitions()
  }

  private func drainTransitions() {
    guard let queue = transitionQueue, !queue.isDraining else { return }
    queue.isDraining = true
    // What the operations place is laid out when they return (contract §4): after the whole of
    // an unanimated one, after the will* of an animated one.
    let held = context
    held?.holdLayout()
    defer {
      queue.isDraining = false
      held?.releaseLayout()
    }
    while !queue.isInFlight, let operation = queue.popFirst() {
      queue.isInFlight = true
      // The clock of the window the transition starts in: what it schedules runs there, through
      // this container or another component of that window (a dismissal's presented component),
      // even after this container moves to another window (`schedule` refines it).
      queue.clock = context?.clock
      let completion = TransitionCompletion()
      operation { [weak self, weak queue] in
        guard let self, let queue else { return }
        guard !completion.isDone else {
          self.report(.transitionCompletedTwice, "a transition's completion was called twice")
          return
        }
        completion.isDone = true
        queue.isInFlight = false
        queue.clock = nil
        self.drainTransitions()
      }
    }
  }

  /// Schedules `action` on this component's window clock after `delay`, or runs it now when the
  /// component is in no window (there is no clock without a window). When the window is
  /// released, it runs its clock to idle (so scheduled actions do run), then drops what is left.
  ///
  /// - Parameters:
  ///   - delay: How long after the window's current time to run `action`.
  ///   - action: What to run.
  public final func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    guard let context else { return action() }
    // The clock a transition in flight waits on, which the auditor judges it by (it may be
    // another window's after this component moved).
    if let queue = transitionQueue, queue.isInFlight { queue.clock = context.clock }
    context.clock.schedule(after: delay, action)
  }

  /// Swaps two children's views, with their appearance transitions, like UIKit's
  /// `transition(from:to:duration:options:animations:completion:)`.
  ///
  /// `to`'s view is added to `from`'s superview, `animations` runs, and when the transition ends
  /// `from`'s view is removed and `completion(true)` is called. If this component is appeared (and
  /// `from`'s view sits in this component's own view, so that `to` is visible once placed), the
  /// order is: `to` loads its view, `from.viewWillDisappear`, `to`'s view is added,
  /// `to.viewWillAppear`, `to.viewIsAppearing`; then at the end `from`'s view is removed,
  /// `from.viewDidDisappear`, `to.viewDidAppear`, completion.
  /// With a positive `duration` and a window, the end comes when the window's clock passes
  /// `duration`; otherwise at once, with `animated: false`. At the end, `from`'s view is removed
  /// only if it is still where the transition found it and `from` is still a child of this
  /// component or has no parent: a `from` re-embedded elsewhere meanwhile keeps its place (its
  /// transition still ends, then its placement decides), and one removed meanwhile does not leave
  /// its view behind.
  ///
  /// Containment stays the caller's job, as in UIKit:
  ///
  /// ```swift
  /// addChild(new)
  /// old.willMove(toParent: nil)
  /// transition(
  ///   from: old, to: new, duration: .milliseconds(250),
  ///   completion: { _ in
  ///     old.removeFromParent()
  ///     new.didMove(toParent: self)
  ///   })
  /// ```
  ///
  /// A request made while another transition of this container is in flight is queued and runs
  /// after it (contract §4). Rejected with nothing changed: `from` or `to` not a child
  /// (``Diagnostic/Code/transitionBetweenNonChildren``), `from === to`
  /// (``Diagnostic/Code/transitionToSameComponent``), `from`'s view not in a superview or `to`'s
  /// view already in one when the transition starts (``Diagnostic/Code/transitionViewsNotPlaced``),
  /// `to`'s view containing `from`'s view (``Diagnostic/Code/addSubviewCycle``; both
  /// checked when the transition's turn comes; `completion(false)` is then called, and the
  /// refusal is also returned if that turn came at once).
  ///
  /// - Parameters:
  ///   - from: The child whose view leaves.
  ///   - to: The child whose view takes its place.
  ///   - duration: The animation's length on the window's clock; zero for none.
  ///   - animations: Run when the transition starts.
  ///   - completion: Called with `true` when the transition ends, `false` if it could not start.
  /// - Returns: ``OperationResult/ran`` if the transition started now,
  ///   ``OperationResult/queued`` if it waits for the one in flight, or
  ///   ``OperationResult/refused(_:)`` with the diagnostic of the rejected misuse.
  @discardableResult
  public final func transition(
    from: Component,
    to: Component,
    duration: Duration,
    animations: (@MainActor () -> Void)? = nil,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> OperationResult {
    if let diagnostic = checkTransitionChildren(from: from, to: to) { return .refused(diagnostic) }
    var immediate: Diagnostic?
    var started = false
    enqueueTransition { [weak self] complete in
      started = true
      guard let self else { return complete() }
      if let diagnostic = self.checkTransitionChildren(from: from, to: to)
        ?? self.checkTransitionViews(from: from, to: to)
      {
        immediate = diagnostic
        completion?(false)
        return complete()
      }
      self.runTransition(
        from: from, to: to, duration: duration, animations: animations,
        completion: { finished in
          completion?(finished)
          complete()
        })
    }
    return OperationResult(started: started, refusal: immediate)
  }

  /// Reports why a transition from `from` to `to` would be refused now, or returns `nil`: the
  /// checks of ``transition(from:to:duration:animations:completion:)`` (both children, not the
  /// same, `from`'s view in a superview, `to`'s view in none and not containing `from`'s).
  ///
  /// A container checks its operation with it before the first containment callback, so that a
  /// refusal sends nothing (contract §7), as the built-in ``NavigationContainer``'s swipe back
  /// does. UIKit has no counterpart: it raises an exception in `transition(from:to:...)`.
  ///
  /// - Parameters:
  ///   - from: The child whose view would leave.
  ///   - to: The child whose view would take its place.
  /// - Returns: The diagnostic delivered to the window's observers, or `nil`.
  public final func checkTransition(from: Component, to: Component) -> Diagnostic? {
    checkTransitionChildren(from: from, to: to) ?? checkTransitionViews(from: from, to: to)
  }

  func checkTransitionChildren(from: Component, to: Component) -> Diagnostic? {
    if from === to {
      return report(.transitionToSameComponent, "transition from \(from.pathSegment) to itself")
    }
    for component in [from, to] where component.parent !== self {
      return report(
        .transitionBetweenNonChildren, "transition with \(component.pathSegment), not a child")
    }
    return nil
  }

  func checkTransitionViews(from: Component, to: Component) -> Diagnostic? {
    guard let fromView = from.loadedView, fromView.superview != nil else {
      return report(
        .transitionViewsNotPlaced, "the view of \(from.pathSegment) is not in a superview")
    }
    if let toView = to.loadedView {
      if toView.superview != nil {
        return report(
          .transitionViewsNotPlaced, "the view of \(to.pathSegment) is already in a superview")
      }
      if let superview = fromView.superview,
        toView === superview || toView.isAncestor(of: superview)
      {
        return report(
          .addSubviewCycle, "the view of \(to.pathSegment) contains the view of \(from.pathSegment)"
        )
      }
    }
    return nil
  }

  func runTransition(
    from: Component,
    to: Component,
    duration: Duration,
    animations: (@MainActor () -> Void)?,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    let animated = duration > .zero && context != nil
    let swap = from.loadedView?.superview.map { stage in
      // The callers checked the children and views when the transition's turn came.
      ChildSwap(
        in: self, from: from, to: to, stage: stage, animated: animated, checksChildren: false)
    }
    swap?.begin()
    animations?()
    let finish: @MainActor () -> Void = { [weak from, weak to] in
      if let swap {
        swap.finish()
      } else {
        // Nothing was staged: the window or container may have changed; settle on visibility.
        from?.syncAppearance()
        to?.syncAppearance()
      }
      completion(true)
    }
    if animated {
      schedule(after: duration, finish)
    } else {
      finish()
    }
  }
}

extension Component {
  /// Starts a gesture-driven transition from one child to another (contract §4).
  ///
  /// `to`'s view is inserted below `from`'s view and, if this component is appeared (and `to` is
  /// visible once placed), `from.viewWillDisappear`, `to.viewWillAppear` and `to.viewIsAppearing`
  /// run now (animated). The returned ``InteractiveTransition`` is then updated, and finished or
  /// cancelled; cancelling restores the previous appearance with balanced callbacks, unless this
  /// component stopped being visible meanwhile (then `from` just finishes disappearing). Containment stays the caller's job,
  /// as with ``transition(from:to:duration:animations:completion:)``.
  ///
  /// An interaction starts now or not at all: while another transition of this component is in
  /// flight it is refused (``Diagnostic/Code/transitionInFlight``), as are the misuses of
  /// ``transition(from:to:duration:animations:completion:)``; the diagnostic goes to the window's
  /// observers and `nil` is returned.
  ///
  /// - Parameters:
  ///   - from: The child whose view is showing.
  ///   - to: The child the gesture reveals.
  ///   - completion: Called with `true` when finished, `false` when cancelled.
  /// - Returns: The interaction, or `nil` if it was refused.
  public final func beginInteractiveTransition(
    from: Component, to: Component, completion: (@MainActor (Bool) -> Void)? = nil
  ) -> InteractiveTransition? {
    startInteractiveTransition(from: from, to: to, completion: completion).interaction
  }

  /// Starts a gesture-driven transition from one child to another whose callbacks come in the
  /// order of `style` (``ChildSwap/Style``): the container's own contract, as a page view
  /// controller's. Otherwise as ``beginInteractiveTransition(from:to:completion:)``. UIKit
  /// decides these orders inside its containers; a custom container has no counterpart.
  ///
  /// - Parameters:
  ///   - from: The child whose view is showing.
  ///   - to: The child the gesture reveals.
  ///   - style: The order of the callbacks at the start, at the end and when cancelled.
  ///   - completion: Called with `true` when finished, `false` when cancelled.
  /// - Returns: The interaction, or `nil` if it was refused.
  public final func beginInteractiveTransition(
    from: Component, to: Component, style: ChildSwap.Style,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> InteractiveTransition? {
    startInteractiveTransition(from: from, to: to, style: style, completion: completion)
      .interaction
  }

  /// Starts a gesture-driven transition as
  /// ``beginInteractiveTransition(from:to:style:completion:)`` does, telling why it was refused:
  /// for a container whose own operation returns an ``InteractionStart`` (the built-in
  /// ``NavigationContainer/beginInteractivePop()``). UIKit has no counterpart.
  ///
  /// - Parameters:
  ///   - from: The child whose view is showing.
  ///   - to: The child the gesture reveals.
  ///   - style: The order of the callbacks at the start, at the end and when cancelled.
  ///   - completion: Called with `true` when finished, `false` when cancelled.
  /// - Returns: The interaction, or the diagnostic of the refusal.
  public final func startInteractiveTransition(
    from: Component, to: Component, style: ChildSwap.Style = ChildSwap.Style(),
    completion: (@MainActor (Bool) -> Void)?
  ) -> InteractionStart<InteractiveTransition> {
    if isTransitionInFlight {
      return .refused(
        report(.transitionInFlight, "an interactive transition cannot wait for another one"))
    }
    if let diagnostic = checkTransitionChildren(from: from, to: to)
      ?? checkTransitionViews(from: from, to: to)
    {
      return .refused(diagnostic)
    }
    let drives = appearanceState == .appeared && shouldAutomaticallyForwardAppearanceMethods
    var interaction: InteractiveTransition?
    enqueueTransition { [weak self] complete in
      guard let self else { return complete() }
      let started = InteractiveTransition(
        container: self, from: from, to: to, drivesAppearance: drives, style: style,
        completion: completion, complete: complete)
      interaction = started
      self.transitionQueue?.interaction = started
      started.start()
    }
    // Nothing was in flight, so the queue ran the operation at once.
    return interaction.map { .began($0) }
      ?? .refused(report(.transitionInFlight, "the interactive transition could not start"))
  }
}
