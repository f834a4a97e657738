extension NavigationContainer {
  /// Pushes `component` on top of the stack (contract §5):
  ///
  /// ```text
  /// B.willMove(toParent: nav), B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear,
  /// B.viewIsAppearing, … A.viewDidDisappear, B.viewDidAppear, B.didMove(toParent: nav)
  /// ```
  ///
  /// `…` is where the window's clock passes ``transitionDuration`` when `animated` (and the
  /// container is in a window); unanimated, everything happens before the call returns. The
  /// delegate gets `beginsShowing(B)` first, `willShow(B)` after `B.viewWillAppear` (contract
  /// §5), then `didLeave(A, .push)` and `didShow(B)` at the end. B is the ``topComponent`` from
  /// the start: when `A.viewWillDisappear` runs, the ``stack`` already ends with B.
  ///
  /// Refused with nothing changed: `component` already in the stack
  /// (``Diagnostic/Code/alreadyInStack``), or in use elsewhere (another parent, a window's root, a
  /// presented component, this container: ``Diagnostic/Code/componentInUse``).
  ///
  /// Requested while another operation is in flight, including from one of its hooks (the pushed
  /// component's `viewWillAppear` or `viewDidAppear`), it is queued and runs when that operation
  /// completes, after its `didMove(toParent:)` and `didShow` (see <doc:Reentrancy>).
  ///
  /// - Parameters:
  ///   - component: The component to push.
  ///   - animated: Whether the change is animated.
  /// - Returns: Whether it ran, was queued, or was refused (with the diagnostic).
  @discardableResult
  public func push(_ component: Component, animated: Bool) -> OperationResult {
    if component.parent === self {
      return .refused(
        report(.alreadyInStack, "\(component.pathSegment) is already in the stack"))
    }
    return change(animated: animated, reason: .push, checks: [component]) { [weak self] stack in
      guard let self, component.parent === self else { return .success(stack + [component]) }
      return .failure(
        self.report(.alreadyInStack, "\(component.pathSegment) is already in the stack"))
    }
  }

  /// Pops the top component (contract §5):
  ///
  /// ```text
  /// B.willMove(toParent: nil), B.viewWillDisappear, A.viewWillAppear, A.viewIsAppearing,
  /// … B.viewDidDisappear, A.viewDidAppear, B.didMove(toParent: nil)
  /// ```
  ///
  /// B is then released unless user code holds it. The delegate gets `didLeave(B, .pop)`. The
  /// ``stack`` drops B at the start: B is no longer in it during its own `viewWillDisappear`
  /// (contract §5), while ``Component/isMovingFromParent`` tells it why.
  /// Refused on a stack of one component or none (``Diagnostic/Code/popLastComponent``), checked
  /// when the pop runs. Requested while an interactive pop follows the gesture, it is queued like
  /// any other operation (contract §4) and pops what is on top once the gesture has finished or
  /// been cancelled.
  ///
  /// Requested from a hook of the operation in flight (B's `viewWillAppear` during its push, say),
  /// it is queued and runs when that operation completes, after its `didMove(toParent:)` and
  /// delegate reports (see <doc:Reentrancy>).
  ///
  /// - Parameter animated: Whether the change is animated.
  /// - Returns: Whether it ran, was queued, or was refused (with the diagnostic).
  @discardableResult
  public func pop(animated: Bool) -> OperationResult {
    popTop(animated: animated, reason: .pop)
  }

  /// What the back button does: an animated ``pop(animated:)`` reported as
  /// ``LeaveReason/backButton``.
  ///
  /// - Returns: Whether it ran, was queued, or was refused
  ///   (``Diagnostic/Code/popLastComponent``).
  @discardableResult
  public func tapBackButton() -> OperationResult {
    popTop(animated: true, reason: .backButton)
  }

  /// Pops every component above `component`, which becomes the top.
  ///
  /// Every leaving component gets `willMove(toParent: nil)` at the start (top first) and
  /// `didMove(toParent: nil)` at the end (top first); appearance callbacks go to the old top and
  /// `component` only, in the order of a pop. Each leaving component is reported with
  /// ``LeaveReason/popTo``. Popping to the top (checked when the pop runs) is a no-op: no
  /// callback, and the ``delegate`` is told nothing (no `willShow`/`didShow`), as nothing is shown
  /// anew. Refused when `component` is not in the stack
  /// (``Diagnostic/Code/componentNotInStack``). Requested during an interactive pop, it waits for
  /// the gesture to end.
  ///
  /// - Parameters:
  ///   - component: The component to show.
  ///   - animated: Whether the change is animated.
  /// - Returns: Whether it ran, was queued, or was refused (with the diagnostic).
  @discardableResult
  public func pop(to component: Component, animated: Bool) -> OperationResult {
    return change(animated: animated, reason: .popTo, checks: []) { [weak self] stack in
      guard let index = stack.firstIndex(where: { $0 === component }) else {
        return .failure(
          self?.report(.componentNotInStack, "\(component.pathSegment) is not in the stack"))
      }
      // Popping to the top changes nothing: no change runs, so the delegate hears nothing.
      return index == stack.count - 1 ? .failure(nil) : .success(Array(stack[...index]))
    }
  }

  /// Pops every component above the bottom one, like ``pop(to:animated:)`` with the bottom
  /// component (reason ``LeaveReason/popTo``). A no-op on a stack of one component or none (the
  /// ``delegate`` is told nothing). Requested during an interactive pop, it waits for the gesture
  /// to end and applies to the stack as it is then.
  ///
  /// - Parameter animated: Whether the change is animated.
  /// - Returns: Whether it ran or was queued.
  @discardableResult
  public func popToRoot(animated: Bool) -> OperationResult {
    return change(animated: animated, reason: .popTo, checks: []) { stack in
      stack.count < 2 ? .failure(nil) : .success(Array(stack.prefix(1)))
    }
  }

  /// Replaces the stack (contract §5).
  ///
  /// Unlike UIKit, every component that enters or leaves gets its containment callbacks:
  /// leaving ones `willMove(toParent: nil)` (top first) then entering ones
  /// `willMove(toParent: nav)` (bottom first) at the start; at the end leaving ones
  /// `didMove(toParent: nil)` then entering ones `didMove(toParent: nav)`. Appearance callbacks go
  /// only to the old and new top, in the order of a push (or none if the top stays). Each leaving
  /// component is reported with ``LeaveReason/setStack``; an old top that stays below is reported
  /// with ``LeaveReason/push``.
  ///
  /// Refused with nothing changed: a component named twice (``Diagnostic/Code/duplicateComponent``)
  /// or in use elsewhere (``Diagnostic/Code/componentInUse``).
  ///
  /// - Parameters:
  ///   - components: The new stack, bottom first; may be empty.
  ///   - animated: Whether the change is animated.
  /// - Returns: Whether it ran, was queued, or was refused (with the diagnostic).
  @discardableResult
  public func setStack(_ components: [Component], animated: Bool) -> OperationResult {
    for (index, component) in components.enumerated()
    where components[..<index].contains(where: { $0 === component }) {
      return .refused(report(.duplicateComponent, "\(component.pathSegment) is named twice"))
    }
    return change(animated: animated, reason: .setStack, checks: components) { _ in
      .success(components)
    }
  }

  // MARK: Engine

  func popTop(animated: Bool, reason: LeaveReason) -> OperationResult {
    return change(animated: animated, reason: reason, checks: []) { [weak self] stack in
      stack.count < 2 ? .failure(self?.refusePop()) : .success(Array(stack.dropLast()))
    }
  }

  @discardableResult
  func refusePop() -> Diagnostic {
    report(.popLastComponent, "the stack has \(children.count) component(s); the root stays")
  }

  /// Refuses a component that cannot enter this stack: in use elsewhere.
  func checkEntering(_ component: Component) -> Diagnostic? {
    guard let use = component.use(elsewhereThan: self) else { return nil }
    return report(.componentInUse, use.describe(component), involving: component)
  }

  /// Queues a stack change: `newStack` computes the stack from the current one when the change
  /// runs, or reports why it no longer applies (for example a pop queued behind a pop to the
  /// root). `checks` are the entering components, checked when requested and when run.
  private func change(
    animated: Bool, reason: LeaveReason, checks: [Component],
    newStack: @escaping @MainActor ([Component]) -> Result<[Component], Refusal>
  ) -> OperationResult {
    for component in checks where component.parent !== self {
      if let diagnostic = checkEntering(component) { return .refused(diagnostic) }
    }
    var immediate: Diagnostic?
    var started = false
    enqueueTransition { [weak self] complete in
      started = true
      guard let self else { return complete() }
      for component in checks where component.parent !== self {
        if let diagnostic = self.checkEntering(component) {
          immediate = diagnostic
          return complete()
        }
      }
      let stack: [Component]
      switch newStack(self.children) {
      case .success(let components): stack = components
      case .failure(let refusal):
        immediate = refusal.diagnostic
        return complete()
      }
      self.run(StackChange(container: self, to: stack, reason: reason, animated: animated)) {
        complete()
      }
    }
    return OperationResult(started: started, refusal: immediate)
  }
}

/// Why a queued stack change no longer applies when its turn comes.
struct Refusal: Error {
  var diagnostic: Diagnostic?
}

extension Result where Failure == Refusal {
  static func failure(_ diagnostic: Diagnostic?) -> Self {
    .failure(Refusal(diagnostic: diagnostic))
  }
}
