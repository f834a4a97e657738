extension NavigationContainer {
  /// Starts a swipe back: an interactive pop of the top component (contract §4, §5).
  ///
  /// At the start the top (B) gets `willMove(toParent: nil)`, then the begin of
  /// ``Component/beginInteractiveTransition(from:to:completion:)`` runs: `B.viewWillDisappear`, the
  /// component below (A) is placed below B, `A.viewWillAppear`, `A.viewIsAppearing` (animated);
  /// the delegate gets `beginsShowing(A)` before these and `willShow(A)` after them (contract
  /// §5). The ``stack`` no longer holds B from the start (as in UIKit, whose `viewControllers`
  /// drops B while the finger moves), and holds it again once a cancelled swipe completes. Then:
  ///
  /// ```text
  /// finish:  B view removed, B.viewDidDisappear, A.viewDidAppear, B.didMove(toParent: nil),
  ///          delegate didLeave(B, .swipe), didShow(A)
  /// cancel:  A.viewWillDisappear, … A view removed, A.viewDidDisappear, B.viewWillAppear,
  ///          B.viewIsAppearing, B.viewDidAppear, B.didMove(toParent: nav),
  ///          delegate didCancelInteractivePopOf(B)
  /// ```
  ///
  /// A cancelled swipe tells A, the component that was appearing, first, as UIKit prints it
  /// (contract §5); the part after `…` comes at the end of the cancel's animation. It sends
  /// `didMove(toParent: nav)` to B, as UIKit does, so that its `willMove(toParent: nil)` is
  /// answered; B stays in the stack.
  ///
  /// Refused (returning `nil`, the diagnostic going to the window's observers): a stack of fewer
  /// than two components (``Diagnostic/Code/popLastComponent``), another operation in flight
  /// (``Diagnostic/Code/transitionInFlight``), the views not in place (the container's view not
  /// loaded: ``Diagnostic/Code/transitionViewsNotPlaced``), the top's view placed inside the view
  /// below (``Diagnostic/Code/addSubviewCycle``). Every check comes before the first callback: a
  /// refused swipe sends nothing.
  ///
  /// - Returns: The interaction to update and finish or cancel (``InteractionStart/began(_:)``),
  ///   or why the swipe was refused.
  public func beginInteractivePop() -> InteractionStart<InteractiveTransition> {
    guard children.count >= 2, let top = topComponent else {
      return .refused(refusePop())
    }
    let below = children[children.count - 2]
    if isTransitionInFlight {
      return .refused(
        report(.transitionInFlight, "an interactive pop cannot wait for another operation"))
    }
    guard top.viewIfLoaded?.superview != nil, below.viewIfLoaded?.superview == nil else {
      return .refused(report(.transitionViewsNotPlaced, "the top's view is not on screen"))
    }
    // Every check of the transition before the first callback: a refusal sends nothing (no
    // `willMove(toParent: nil)` left unanswered), contract §7.
    if let diagnostic = checkTransition(from: top, to: below) { return .refused(diagnostic) }
    let topID = ObjectIdentifier(top)
    leavingInFlight.insert(topID)
    // What the top's `willMove(toParent: nil)` asks (a push) waits for the swipe (contract §4):
    // the queue counts as in flight during the hook, and what it queued runs once the swipe has
    // ended.
    let queue = transitionQueue ?? TransitionQueue()
    transitionQueue = queue
    queue.isInFlight = true
    top.willMove(toParent: nil)
    queue.isInFlight = false
    let askedDuringWillMove = queue.pending
    queue.pending = []
    defer {
      if !askedDuringWillMove.isEmpty {
        queue.pending.append(contentsOf: askedDuringWillMove)
        // Refused, nothing is in flight: this runs them now; begun, they wait for the swipe.
        enqueueTransition { complete in complete() }
      }
    }
    stackInFlight = Array(children.dropLast())
    delegate?.navigationContainer(self, beginsShowing: below, animated: true)
    let start = startInteractiveTransition(
      from: top, to: below, style: ChildSwap.Style(cancelOrder: .toLeavesFirst)
    ) { [weak self, weak top] finished in
      guard let self else { return }
      // Finished or cancelled, the stack is the container's children again (a cancelled swipe
      // puts the top back).
      self.stackInFlight = nil
      defer { self.leavingInFlight.remove(topID) }
      guard let top else { return }
      guard top.parent === self else {
        // It left during the gesture (removed from a hook): reported once, now.
        self.delegate?.navigationContainer(self, didLeave: top, reason: .removed)
        return
      }
      if finished {
        top.removeFromParent()
        self.delegate?.navigationContainer(self, didLeave: top, reason: .swipe)
        if let shown = self.topComponent {
          self.delegate?.navigationContainer(self, didShow: shown, animated: true)
        }
      } else {
        // The removal is called off: `didMove(toParent: self)` clears `isMovingFromParent`.
        top.didMove(toParent: self)
        self.delegate?.navigationContainer(self, didCancelInteractivePopOf: top)
      }
    }
    let swipe = start.interaction
    interactivePop = swipe
    guard swipe != nil else {
      stackInFlight = nil
      leavingInFlight.remove(topID)
      // Refused after `willMove(toParent: nil)`, whose hook removed the top itself.
      if top.parent !== self {
        delegate?.navigationContainer(self, didLeave: top, reason: .removed)
      }
      return start
    }
    if below.parent === self {
      delegate?.navigationContainer(self, willShow: below, animated: true)
    }
    return start
  }
}
