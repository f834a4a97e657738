/// One stack change as it runs: who leaves, who enters, which top is replaced by which.
@MainActor
struct StackChange {
  let old: [Component]
  let new: [Component]
  let reason: LeaveReason
  let animated: Bool

  init(container: NavigationContainer, to new: [Component], reason: LeaveReason, animated: Bool) {
    self.old = container.children
    self.new = new
    self.reason = reason
    self.animated = animated
  }

  /// Components leaving the stack, top first.
  var leaving: [Component] { old.reversed().filter { c in !new.contains { $0 === c } } }
  /// Components entering the stack, bottom first.
  var entering: [Component] { new.filter { c in !old.contains { $0 === c } } }
}

extension NavigationContainer {
  /// Runs `change`: containment at the start, the top swap (a ``ChildSwap``, on the window's
  /// clock when animated), containment and delegate reports at the end, then `done`. Written
  /// with the public container API only, as a custom container would be.
  func run(_ change: StackChange, done: @escaping @MainActor () -> Void) {
    let leaving = change.leaving
    let entering = change.entering
    let oldTop = change.old.last
    let newTop = change.new.last
    let leavingIDs = leaving.map(ObjectIdentifier.init)
    // Before the view loads, an entering top waits for its first appearance to complete its
    // entry (contract §5: `didMove(toParent:)` after its first `viewDidAppear`).
    let entersUnloaded = viewIfLoaded == nil
    closeAwaitedEntry(unlessStillAwaited: newTop, viewLoaded: !entersUnloaded)
    let awaited: Component? =
      (entersUnloaded && entering.contains(where: { $0 === newTop })) ? newTop : nil
    leavingInFlight.formUnion(leavingIDs)
    for component in leaving { component.willMove(toParent: nil) }
    for component in entering { addChild(component) }
    // The stack is the new one before any appearance callback runs (contract §5): a popped
    // component is no longer in it during its `viewWillDisappear`.
    stackInFlight = change.new
    if let newTop {
      delegate?.navigationContainer(self, beginsShowing: newTop, animated: change.animated)
    }
    let finish: @MainActor () -> Void = { [weak self] in
      guard let self else { return done() }
      for component in leaving where component.parent === self {
        component.viewIfLoaded?.removeFromSuperview()
        component.removeFromParent()
      }
      self.leavingInFlight.subtract(leavingIDs)
      self.reorderChildren(change.new.filter { $0.parent === self })
      self.stackInFlight = nil
      for component in entering where component.parent === self {
        if component === awaited {
          self.topAwaitingAppearance = component
          continue
        }
        component.didMove(toParent: self)
      }
      if let oldTop, oldTop !== newTop, oldTop.parent === self {
        self.delegate?.navigationContainer(self, didLeave: oldTop, reason: .push)
      }
      for component in leaving {
        self.delegate?.navigationContainer(self, didLeave: component, reason: change.reason)
      }
      if let newTop = self.topComponent, newTop !== self.topAwaitingAppearance {
        self.delegate?.navigationContainer(self, didShow: newTop, animated: change.animated)
      }
      done()
    }
    // The delegate hears `willShow` after the new top's `viewWillAppear` (contract §5).
    let willShow: @MainActor () -> Void = { [weak self] in
      guard let self, let newTop, newTop.parent === self, newTop !== awaited else { return }
      self.delegate?.navigationContainer(self, willShow: newTop, animated: change.animated)
    }
    guard let stage = viewIfLoaded, oldTop !== newTop else {
      willShow()
      return finish()
    }
    // A new top whose view user code placed elsewhere: it moves into the stack, as UIKit's
    // `addSubview` moves a view from its old superview.
    if let view = newTop?.viewIfLoaded, let holder = view.superview, holder !== stage,
      holder !== oldTop?.viewIfLoaded?.superview
    {
      view.removeFromSuperview()
    }
    if let oldTop, let newTop, let fromStage = oldTop.viewIfLoaded?.superview,
      newTop.viewIfLoaded?.superview == nil
    {
      // The operation checked its components when its turn came; the swap runs as staged.
      let duration = change.animated ? transitionDuration : .zero
      let animated = duration > .zero && attachedWindow != nil
      let swap = ChildSwap(
        in: self, from: oldTop, to: newTop, stage: fromStage, animated: animated,
        checksChildren: false)
      swap.begin()
      willShow()
      guard animated else {
        swap.finish()
        return finish()
      }
      schedule(after: duration) {
        swap.finish()
        finish()
      }
      return
    }
    // No old top on screen (an empty stack, or a view moved away): place the new top directly.
    oldTop?.viewIfLoaded?.removeFromSuperview()
    if let newTop, newTop.view.superview == nil { stage.addSubview(newTop.view) }
    willShow()
    finish()
  }
}
