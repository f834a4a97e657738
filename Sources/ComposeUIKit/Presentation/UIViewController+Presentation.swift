import Compose

extension UIViewController {
  /// The base implementation of ``UIViewController/present(_:animated:completion:)``.
  func performPresent(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let presented = viewControllerToPresent.component
    let presentedLink = viewControllerToPresent.link
    link.keeper.keep(viewControllerToPresent)
    let old = presentedLink.heldByPresenter
    presentedLink.heldByPresenter = link.keeper
    if old !== link.keeper { old?.release(viewControllerToPresent) }
    presented.presentationDelegate = presentedLink
    if let controller = viewControllerToPresent.presentationControllerIfCreated,
      controller.delegate != nil
    {
      presented.presentationControllerDelegate = controller.adapter
    }
    let coordinator =
      flag && presentedViewController == nil
      ? TransitionCoordinator(
        from: self, to: viewControllerToPresent, container: nil,
        presentationStyle: viewControllerToPresent.modalPresentationStyle, interactive: false)
      : nil
    let custom = CustomTransition.presenting(viewControllerToPresent, from: self, animated: flag)
    let result = component.present(
      presented, animated: flag,
      style: viewControllerToPresent.adaptedPresentationStyle.engineStyle,
      duration: custom?.duration ?? .milliseconds(350),
      completion: CompletionBox.wrap {
        custom?.end(reportingOn: viewControllerToPresent)
        coordinator?.end(cancelled: false)
        completion?()
      })
    if result.wasRefused {
      coordinator?.end(cancelled: true)
      if presented.presentingComponent == nil { link.releaseFromPresenter() }
    } else if presented.isBeingPresented {
      custom?.begin()
    }
  }

  /// The base implementation of ``UIViewController/dismiss(animated:completion:)``.
  func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
    // The dismissed view controller is alive in its own completion and released after it, as
    // in UIKit (contract §5): the presenter lets it go when the dismissal ends, just before.
    let dismissed = presentedViewController ?? (presentingViewController != nil ? self : nil)
    let coordinator = dismissed.flatMap { dismissed in
      flag
        ? TransitionCoordinator(
          from: dismissed, to: dismissed.presentingViewController, container: nil,
          presentationStyle: dismissed.modalPresentationStyle, interactive: false)
        : nil
    }
    let custom = dismissed.flatMap { CustomTransition.dismissing($0, animated: flag) }
    let result = component.dismiss(
      animated: flag, duration: custom?.duration ?? .milliseconds(350),
      completion: CompletionBox.wrap {
        if let dismissed { custom?.end(reportingOn: dismissed) }
        coordinator?.end(cancelled: false)
        withExtendedLifetime(dismissed) { completion?() }
      })
    if result.wasRefused {
      coordinator?.end(cancelled: true)
    } else if dismissed?.isBeingDismissed == true {
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
    releaseFromPresenter()
  }

  func presentationWasRefused(_ component: Component, diagnostic: Diagnostic) {
    releaseFromPresenter()
  }

  /// The presenter stops keeping the facade alive.
  func releaseFromPresenter() {
    guard let controller, let presenter = heldByPresenter else { return }
    heldByPresenter = nil
    presenter.release(controller)
  }
}
