import Compose

/// A manual node behaves like a correct UIKit container that forwards appearance by hand
/// (contract §3): its own `will*` begins the transition of every child it shows (placed in its
/// view, not hidden by a step), its `did*` ends them; it shows, hides, adds and removes a child
/// with a transition that is complete within the operation, or that its own `did*` completes.
/// So the auditor, checked after every step, finds nothing in what it does.
extension AppNode {
  /// Whether `child` is one this container shows: placed in its view, not hidden, and not on its
  /// way out (the `from` of a swap in flight).
  func shows(_ child: Component) -> Bool {
    guard child.parent === self, !child.isMovingFromParent,
      !hiddenChildren.contains(ObjectIdentifier(child)),
      let view = viewIfLoaded, let childView = child.viewIfLoaded, childView.superview != nil
    else { return false }
    return childView.isInside(view)
  }

  func forward(appearing: Bool, animated: Bool) {
    guard manual else { return }
    for child in children
    where shows(child) || (!appearing && child.appearanceState != .disappeared) {
      if child.appearanceState.isHeadingVisible != appearing {
        child.beginAppearanceTransition(appearing, animated: animated)
      }
    }
  }

  func endChildTransitions() {
    guard manual else { return }
    for child in children where child.isInManualAppearanceTransition {
      child.endAppearanceTransition()
    }
  }

  /// Brings `child`'s appearance to what this container's state and `hiddenChildren` say: at once
  /// when the container is at rest, or begun now and ended by the container's own `did*` when it
  /// is in a transition.
  func syncChild(_ child: Component, animated: Bool) {
    guard manual, child.parent === self else { return }
    let wanted = shows(child) && appearanceState.isHeadingVisible
    guard child.appearanceState.isHeadingVisible != wanted else { return }
    if !wanted, child.appearanceState == .disappeared { return }
    child.beginAppearanceTransition(wanted, animated: animated)
    if !appearanceState.isTransitioning { child.endAppearanceTransition() }
  }

  /// Shows or hides a child of this manual container (a random step).
  func setShown(_ child: Component, _ shown: Bool, animated: Bool) {
    guard manual, child.parent === self else { return }
    if shown {
      hiddenChildren.remove(ObjectIdentifier(child))
    } else {
      hiddenChildren.insert(ObjectIdentifier(child))
    }
    syncChild(child, animated: animated)
  }

  /// Whether this node is `component` or lies below it: adding `component` here would be a cycle,
  /// which a correct container does not try.
  func isOrIsBelow(_ component: Component) -> Bool {
    var node: Component? = self
    while let current = node {
      if current === component { return true }
      node = current.parent
    }
    return false
  }

  /// `embed(child)`, plus, for a manual container, the child's appearance before `didMove`.
  func embedChild(_ child: Component) {
    guard manual else {
      embed(child)
      return
    }
    guard !isOrIsBelow(child) else { return }
    if let old = child.parent as? AppNode, old.manual { old.removeChild(child) }
    guard addChild(child) == nil, child.parent === self else { return }
    hiddenChildren.remove(ObjectIdentifier(child))
    view.addSubview(child.view)
    syncChild(child, animated: false)
    child.didMove(toParent: self)
  }

  /// `child.unembed()`, plus, for a manual container, the child's disappearance after
  /// `willMove(toParent: nil)` and around the removal of its view.
  func removeChild(_ child: Component) {
    guard manual, child.parent === self else {
      child.unembed()
      return
    }
    child.willMove(toParent: nil)
    hiddenChildren.insert(ObjectIdentifier(child))
    if child.appearanceState.isHeadingVisible {
      child.beginAppearanceTransition(false, animated: false)
    }
    child.viewIfLoaded?.removeFromSuperview()
    if child.isInManualAppearanceTransition { child.endAppearanceTransition() }
    hiddenChildren.remove(ObjectIdentifier(child))
    child.removeFromParent()
  }
}
