import Compose

/// The engine `Component` behind a ``UIViewController``: one of four final bridge
/// classes (a plain component, a navigation container, a tab container, a page container), each
/// forwarding the engine's hooks to the facade's open methods.
///
/// Forwarding: the engine calls a bridge hook (say `willMove(toParent:)`); the bridge calls the
/// facade's open method, which a UIKit subclass overrides; the facade's base implementation, run
/// by the subclass's `super` call, calls the bridge's `perform…` method, which runs the engine's
/// own implementation (its bookkeeping and events). A direct call of the facade's method by user
/// code (UIKit's `child.willMove(toParent: nil)`) takes the same path from the facade on, so the
/// engine sees it exactly as it would see a direct call of its own method.
///
/// Ownership: the facade owns its bridge; the bridge refers to its facade weakly; a parent's
/// bridge keeps its children's facades alive in its ``keeper`` from `willMove(toParent:)` until
/// `didMove(toParent: nil)`, and a presenter's keeps the presented facade until the dismissal
/// ends (see ``FacadeKeeper``).
@preconcurrency @MainActor
protocol ControllerBridging: Component {
  /// The facade; weak.
  var controller: UIViewController? { get }
  /// The per-bridge forwarding state.
  var link: ControllerLink { get }

  func performWillMove(toParent parent: Component?)
  func performDidMove(toParent parent: Component?)
  func performViewWillAppear(_ animated: Bool)
  func performViewIsAppearing(_ animated: Bool)
  func performViewDidAppear(_ animated: Bool)
  func performViewWillDisappear(_ animated: Bool)
  func performViewDidDisappear(_ animated: Bool)
}

/// What a controller bridge keeps besides the engine's state: its facade (weakly), the keeper
/// of the facades it holds, who holds its own facade, and the parent of the containment hook the
/// engine is dispatching.
@preconcurrency @MainActor
final class ControllerLink {
  /// The facade; weak, the facade owns the bridge.
  weak var controller: UIViewController?
  /// Keeps alive the facades of the children and of the presented view controller.
  let keeper = FacadeKeeper()
  /// The keeper of the parent that holds this bridge's facade.
  weak var heldByParent: FacadeKeeper?
  /// The keeper of the presenter that holds this bridge's facade while it is presented.
  weak var heldByPresenter: FacadeKeeper?
  /// The engine parent of the `willMove`/`didMove` the engine is dispatching, if one is.
  var dispatchedParent: Component??
}

extension ControllerBridging {
  var controller: UIViewController? { link.controller }

  /// Keeps the facade in `parent`'s keeper (when `parent` is a bridge), then lets the old
  /// holder go.
  func holdFacade(forParent parent: Component?) {
    guard let controller else { return }
    let newHolder = (parent as? any ControllerBridging)?.link.keeper
    guard newHolder !== link.heldByParent else { return }
    newHolder?.keep(controller)
    let old = link.heldByParent
    link.heldByParent = newHolder
    old?.release(controller)
  }

  /// Dispatches an engine `willMove(toParent:)` to the facade.
  func dispatchWillMove(toParent parent: Component?) {
    guard let controller else { return performWillMove(toParent: parent) }
    // A removal (`parent` nil) keeps the facade held by its parent until `didMove(toParent: nil)`:
    // a controller leaving a stack still hears its disappearance and its last `didMove`, as in
    // UIKit, even when no user code holds it.
    if parent != nil { holdFacade(forParent: parent) }
    let saved = link.dispatchedParent
    link.dispatchedParent = .some(parent)
    controller.willMove(toParent: parent.flatMap(UIViewController.facade(of:)))
    link.dispatchedParent = saved
  }

  /// Dispatches an engine `didMove(toParent:)` to the facade; after a removal, the old parent
  /// lets the facade go.
  func dispatchDidMove(toParent parent: Component?) {
    guard let controller else { return performDidMove(toParent: parent) }
    let saved = link.dispatchedParent
    link.dispatchedParent = .some(parent)
    controller.didMove(toParent: parent.flatMap(UIViewController.facade(of:)))
    link.dispatchedParent = saved
    if parent == nil, self.parent == nil { holdFacade(forParent: nil) }
    withExtendedLifetime(controller) {}
  }

  /// The engine parent for a containment hook: the dispatched one, or the facade's for a direct
  /// call by user code.
  func engineParent(for parent: UIViewController?) -> Component? {
    if let dispatched = link.dispatchedParent { return dispatched }
    return parent?.component
  }
}
