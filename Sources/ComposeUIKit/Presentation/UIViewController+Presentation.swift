import Compose

extension UIViewController {
  /// The base implementation of ``UIViewController/present(_:animated:completion:)``.
  func performPresent(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let presented = viewControllerToPresent.component
    let presentedLink = viewControllerToPresent.link
    presented.presentationDelegate = presentedLink
    if let controller = viewControllerToPresent.presentationControllerIfCreated,
      controller.delegate != nil
    {
      presented.presentationControllerDelegate = controller.adapter
    }
    // Made now, attached when the presentation starts (the presented controller's
    // `viewWillAppear`): a presentation queued behind another transition has no coordinator
    // until its turn, as UIKit's `transitionCoordinator` is `nil` outside a transition.
    let coordinator =
      flag
      ? TransitionCoordinator(
        from: self, to: viewControllerToPresent, container: nil,
        presentationStyle: viewControllerToPresent.modalPresentationStyle, interactive: false,
        attached: false)
      : nil
    presentedLink.pendingCoordinator = coordinator
    let custom = CustomTransition.presenting(viewControllerToPresent, from: self, animated: flag)
    let completionBox = CompletionBox.wrap(completion)
    // Until the presentation starts, the engine's queue holds the presented component and this
    // completion, which holds its facade; once it has started, the presenting controller (the
    // context the engine presents from, not necessarily this one) keeps it, as UIKit's
    // `presentedViewController` does, until the dismissal ends. A refusal keeps nothing.
    let result = component.present(
      presented, animated: flag,
      style: viewControllerToPresent.adaptedPresentationStyle(presentedFrom: self).engineStyle,
      duration: custom?.duration ?? .milliseconds(350),
      completion: { [link, viewControllerToPresent] in
        presentedLink.holdFacadeForPresenter(requestedBy: link)
        custom?.end(reportingOn: viewControllerToPresent)
        coordinator?.end(cancelled: false)
        completionBox?()
      })
    if result.wasRefused {
      coordinator?.end(cancelled: true)
    } else if presented.isBeingPresented {
      custom?.begin()
    }
  }

  /// The base implementation of ``UIViewController/dismiss(animated:completion:)``.
  func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
    // The dismissed view controller is alive in its own completion and released after it, as
    // in UIKit (contract §5): the presenter lets it go when the dismissal ends, just before.
    let dismissed = presentedViewController ?? (presentingViewController != nil ? self : nil)
    let custom = dismissed.flatMap { CustomTransition.dismissing($0, animated: flag) }
    let result = component.dismiss(
      animated: flag, duration: custom?.duration ?? .milliseconds(350),
      completion: CompletionBox.wrap {
        if let dismissed { custom?.end(reportingOn: dismissed) }
        withExtendedLifetime(dismissed) { completion?() }
      })
    if !result.wasRefused, dismissed?.isBeingDismissed == true {
      custom?.begin()
    }
  }

  /// The view controller this one's context presents, if any.
  public var presentedViewController: UIViewController? {
    component.presentedComponent.flatMap(UIViewController.facade(of:))
  }

  /// The view controller that presented this one's context, if any.
  public var presentingViewController: UIViewController? {
    component.presentingComponent.flatMap(UIViewController.facade(of:))
  }

  /// Whether this view controller is being presented: from the start of the presentation until
  /// its did* callbacks have run.
  public var isBeingPresented: Bool { component.isBeingPresented }

  /// Whether this view controller is being dismissed.
  public var isBeingDismissed: Bool { component.isBeingDismissed }
}

extension ControllerLink: PresentationDelegate {
  func presentationDidDismiss(_ component: Component, reason: LeaveReason) {
    endDismissalCoordinator(cancelled: false)
    releaseFromPresenter()
  }

  func presentationDidCancelInteractiveDismiss(_ component: Component) {
    endDismissalCoordinator(cancelled: true)
  }

  func presentationWasRefused(_ component: Component, diagnostic: Diagnostic) {
    pendingCoordinator = nil
  }

  /// Once its presentation has completed, the facade is kept by the presenting controller: the
  /// facade of the context the engine presented from (UIKit's `presentingViewController`), or
  /// `requester` when that context has none.
  func holdFacadeForPresenter(requestedBy requester: ControllerLink) {
    guard let controller, controller.component.presentingComponent != nil else { return }
    let newHolder =
      controller.component.presentingComponent.flatMap(ControllerLink.of)?.keeper
      ?? requester.keeper
    guard newHolder !== heldByPresenter else { return }
    newHolder.keep(controller)
    let old = heldByPresenter
    heldByPresenter = newHolder
    old?.release(controller)
  }

  /// The presenter stops keeping the facade alive.
  func releaseFromPresenter() {
    guard let controller, let presenter = heldByPresenter else { return }
    keepUntilTransitionsEnd(controller.component)
    heldByPresenter = nil
    presenter.release(controller)
  }

  /// At the start of this facade's presentation (its `viewWillAppear`), attaches the coordinator
  /// its `present` made; at the start of an animated dismissal of it (its `viewWillDisappear`),
  /// makes the dismissal's coordinator, which ends when the dismissal has ended or is cancelled.
  func beginPresentationCoordinator(_ component: Component, appearing: Bool, animated: Bool) {
    guard component.parent == nil, let controller else { return }
    if appearing {
      guard component.isBeingPresented, let pending = pendingCoordinator else { return }
      pendingCoordinator = nil
      pending.attach()
    } else if animated, component.isBeingDismissed, dismissalCoordinator == nil,
      component.presentationDelegate === self
    {
      dismissalCoordinator = TransitionCoordinator(
        from: controller, to: controller.presentingViewController, container: nil,
        presentationStyle: controller.modalPresentationStyle, interactive: false)
    }
  }

  private func endDismissalCoordinator(cancelled: Bool) {
    let ending = dismissalCoordinator
    dismissalCoordinator = nil
    ending?.end(cancelled: cancelled)
  }
}
