import Compose

/// The one link between a ``UIViewController`` and its engine `Component`: the component's
/// `ComponentHookReceiver`, the same for every facade (a plain view controller, a navigation, a
/// tab bar or a page view controller), whose component is a plain engine object (`Component`,
/// `NavigationContainer`, `TabContainer`, ``PageContainer``).
///
/// Forwarding: the engine calls the link where it would call a component's hook (say
/// `willMove(toParent:)`, which containers call on the component and whose base implementation
/// hands it to the link); the link calls the facade's open method, which a UIKit subclass
/// overrides; the facade's base implementation, run by the subclass's `super` call, runs the
/// engine's own part (`performOwnWillMove(toParent:)`, or the component's own appearance hook),
/// which does not come back to the link. A direct call of the facade's method by user code
/// (UIKit's `child.willMove(toParent: nil)`) takes the same path from the facade on, so the
/// engine sees it exactly as it would see a direct call of its own method: the event once, and
/// a direct appearance call reported.
///
/// Ownership: the facade owns its component and its link; the component owns its link too (its
/// hook receiver); the link refers to its facade weakly and to its component not at all; a
/// parent's link keeps its children's facades alive in its ``keeper`` from
/// `willMove(toParent:)` until `didMove(toParent: nil)`, and a presenter's keeps the presented
/// facade from the end of its presentation until the dismissal ends (see ``FacadeKeeper``); until
/// then, the presentation's completion, held by the engine's queue, keeps it.
@preconcurrency @MainActor
final class ControllerLink: ComponentHookReceiver {
  /// The facade; weak, the facade owns the component that owns this link.
  weak var controller: UIViewController?
  /// Keeps alive the facades of the children and of the presented view controller.
  let keeper = FacadeKeeper()
  /// The keeper of the parent that holds this link's facade.
  weak var heldByParent: FacadeKeeper?
  /// The keeper of the presenter that holds this link's facade while it is presented.
  weak var heldByPresenter: FacadeKeeper?
  /// The coordinator a `present` of this link's facade made, until the presentation starts (weak:
  /// the presentation's completion holds it, so a presentation refused or dropped takes it along).
  weak var pendingCoordinator: TransitionCoordinator?
  /// The coordinator of an animated dismissal of this link's facade in flight.
  var dismissalCoordinator: TransitionCoordinator?
  /// The engine parent of the `willMove`/`didMove` the engine is dispatching, if one is.
  var dispatchedParent: Component??

  /// The link of `component`, when a facade attached one.
  static func of(_ component: Component) -> ControllerLink? {
    component.hookReceiver as? ControllerLink
  }

  // MARK: Containment

  /// Keeps the facade in `parent`'s keeper (when `parent` has a facade), then lets the old
  /// holder go.
  func holdFacade(forParent parent: Component?) {
    guard let controller else { return }
    let newHolder = parent.flatMap(ControllerLink.of)?.keeper
    guard newHolder !== heldByParent else { return }
    newHolder?.keep(controller)
    let old = heldByParent
    heldByParent = newHolder
    old?.release(controller)
  }

  /// Dispatches an engine `willMove(toParent:)` to the facade.
  func willMove(_ component: Component, toParent parent: Component?) {
    guard let controller else { return component.performOwnWillMove(toParent: parent) }
    // A removal (`parent` nil) keeps the facade held by its parent until `didMove(toParent: nil)`:
    // a controller leaving a stack still hears its disappearance and its last `didMove`, as in
    // UIKit, even when no user code holds it.
    if parent != nil { holdFacade(forParent: parent) }
    let saved = dispatchedParent
    dispatchedParent = .some(parent)
    controller.willMove(toParent: parent.flatMap(UIViewController.facade(of:)))
    dispatchedParent = saved
  }

  /// Dispatches an engine `didMove(toParent:)` to the facade; after a removal, the old parent
  /// lets the facade go.
  func didMove(_ component: Component, toParent parent: Component?) {
    guard let controller else { return component.performOwnDidMove(toParent: parent) }
    let saved = dispatchedParent
    dispatchedParent = .some(parent)
    controller.didMove(toParent: parent.flatMap(UIViewController.facade(of:)))
    dispatchedParent = saved
    if parent == nil, component.parent == nil {
      keepUntilTransitionsEnd(component)
      holdFacade(forParent: nil)
    }
    withExtendedLifetime(controller) {}
  }

  /// Keeps the facade alive until the transitions its component has in flight or queued have
  /// ended, when its holder lets it go in the middle of one (a navigation controller removed from
  /// its tab bar controller or its window mid-push): the engine still holds the component, and
  /// the callbacks still to come (the children's `viewDidDisappear`, `didMove`) need the facades.
  func keepUntilTransitionsEnd(_ component: Component) {
    guard let controller, component.isTransitionInFlight else { return }
    component.enqueueTransition { complete in
      withExtendedLifetime(controller) {}
      complete()
    }
  }

  /// The engine parent for a containment hook: the dispatched one, or the facade's for a direct
  /// call by user code.
  func engineParent(for parent: UIViewController?) -> Component? {
    if let dispatchedParent { return dispatchedParent }
    return parent?.component
  }

  // MARK: Memory

  func didReceiveMemoryWarning(of component: Component) {
    guard let controller else { return component.performOwnDidReceiveMemoryWarning() }
    controller.didReceiveMemoryWarning()
  }

  // MARK: Size and traits

  /// The coordinator of the size transition under way in the component's window, else one whose
  /// completions run at once (an engine transition made without the facade).
  private func sizeCoordinator(of component: Component) -> any UIViewControllerTransitionCoordinator
  {
    if let coordinator = component.attachedWindow?.facade?.sizeTransitionCoordinator {
      return coordinator
    }
    let coordinator = TransitionCoordinator(
      from: nil, to: nil, container: controller, presentationStyle: .none, interactive: false,
      duration: 0, attached: false)
    coordinator.end(cancelled: false)
    return coordinator
  }

  func willTransition(_ component: Component, toTraits traits: Traits) {
    guard let controller else { return component.performOwnWillTransition(toTraits: traits) }
    controller.willTransition(to: UITraitCollection(traits), with: sizeCoordinator(of: component))
  }

  func viewWillTransition(_ component: Component, toSize size: Size) {
    guard let controller else { return component.performOwnViewWillTransition(toSize: size) }
    controller.viewWillTransition(
      to: CGSize(width: size.width, height: size.height), with: sizeCoordinator(of: component))
  }

  func traitsDidChange(_ component: Component, from previous: Traits) {
    guard let controller else { return component.performOwnTraitsDidChange(from: previous) }
    // A container's own part (a split view collapses or expands), before the app's override.
    controller.containerTraitsDidChange(from: previous)
    let previousCollection = UITraitCollection(previous)
    controller.traitCollectionDidChange(previousCollection)
    controller.runTraitRegistrations(previous: previousCollection)
    guard let view = controller.viewIfLoaded else { return }
    var before = previous
    var after = component.traits
    if let style = view.overrideUserInterfaceStyle.engineValue {
      before.style = style
      after.style = style
    }
    UIView.composeTellTraitChange(under: view, before: before, after: after)
  }

  // MARK: View

  func loadView(of component: Component) {
    guard let controller else { return component.performOwnLoadView() }
    controller.loadView()
    if controller.viewIfLoaded == nil { controller.view = UIView(frame: .zero) }
  }

  func viewDidLoad(of component: Component) {
    // The engine's part first (a container places its top, selected or page children's views),
    // so that a subclass's `viewDidLoad` finds it done whether or not it calls `super`.
    component.performOwnViewDidLoad()
    controller?.performEmbedSegues()
    controller?.viewDidLoad()
  }

  func viewWillLayoutSubviews(of component: Component) {
    controller?.viewWillLayoutSubviews()
  }

  func viewDidLayoutSubviews(of component: Component) {
    controller?.viewDidLayoutSubviews()
  }

  // MARK: Appearance

  func viewWillAppear(_ component: Component, animated: Bool) {
    guard let controller else { return component.performOwnViewWillAppear(animated) }
    beginPresentationCoordinator(component, appearing: true, animated: animated)
    controller.viewWillAppear(animated)
  }

  func viewIsAppearing(_ component: Component, animated: Bool) {
    guard let controller else { return component.performOwnViewIsAppearing(animated) }
    controller.viewIsAppearing(animated)
  }

  func viewDidAppear(_ component: Component, animated: Bool) {
    guard let controller else { return component.performOwnViewDidAppear(animated) }
    controller.viewDidAppear(animated)
  }

  func viewWillDisappear(_ component: Component, animated: Bool) {
    guard let controller else { return component.performOwnViewWillDisappear(animated) }
    beginPresentationCoordinator(component, appearing: false, animated: animated)
    controller.viewWillDisappear(animated)
  }

  func viewDidDisappear(_ component: Component, animated: Bool) {
    guard let controller else { return component.performOwnViewDidDisappear(animated) }
    controller.viewDidDisappear(animated)
  }

  func shouldAutomaticallyForwardAppearanceMethods(of component: Component) -> Bool {
    controller?.shouldAutomaticallyForwardAppearanceMethods ?? true
  }

  func isModalInPresentation(of component: Component) -> Bool {
    controller?.isModalInPresentation ?? false
  }
}
