import Compose

extension UIViewController {
  /// Presents `viewControllerToPresent` over this view controller's context, in its
  /// ``modalPresentationStyle`` (contract §5): full screen, the presenter disappears; as a sheet
  /// (the default), it stays appeared and gets no callback. Animated presentations run on the
  /// window's clock. This view controller keeps the presented one alive until it is dismissed.
  /// A refused presentation (outside a window, already presenting) does nothing and does not call
  /// `completion`, as in UIKit.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The view controller to present.
  ///   - flag: Whether to animate.
  ///   - completion: Run when the presentation has completed.
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) {
    let presented = viewControllerToPresent.component
    let link = presented.link
    component.link.keeper.keep(viewControllerToPresent)
    let old = link.heldByPresenter
    link.heldByPresenter = component.link.keeper
    if old !== component.link.keeper { old?.release(viewControllerToPresent) }
    presented.presentationDelegate = link
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
    let result = component.present(
      presented, animated: flag, style: viewControllerToPresent.modalPresentationStyle.engineStyle,
      completion: {
        coordinator?.end(cancelled: false)
        completion?()
      })
    if result.wasRefused {
      coordinator?.end(cancelled: true)
      if presented.presentingComponent == nil { link.releaseFromPresenter() }
    }
  }

  /// Dismisses what this view controller presents or, when it presents nothing, itself if it was
  /// presented (contract §5). Animated dismissals run on the window's clock. Does not call the
  /// presentation controller's delegate, as in UIKit.
  ///
  /// - Parameters:
  ///   - flag: Whether to animate.
  ///   - completion: Run when the dismissal has completed.
  public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    let dismissed = presentedViewController ?? (presentingViewController != nil ? self : nil)
    let coordinator = dismissed.flatMap { dismissed in
      flag
        ? TransitionCoordinator(
          from: dismissed, to: dismissed.presentingViewController, container: nil,
          presentationStyle: dismissed.modalPresentationStyle, interactive: false)
        : nil
    }
    let result = component.dismiss(
      animated: flag,
      completion: {
        coordinator?.end(cancelled: false)
        completion?()
      })
    if result.wasRefused { coordinator?.end(cancelled: true) }
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
