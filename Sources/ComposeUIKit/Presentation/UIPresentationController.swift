import Compose
import Foundation

/// What manages a presented view controller (UIKit's `UIPresentationController`): the holder of
/// its ``delegate``. Each view controller has one, created on first use of
/// ``UIViewController/presentationController``; a ``UIModalPresentationStyle/custom``
/// presentation uses the one its ``UIViewControllerTransitioningDelegate`` gives, whose
/// transition hooks run around the presentation and dismissal (``presentationTransitionWillBegin()``
/// once the presented view controller's `viewWillAppear(_:)` has run, before the animator's
/// `animateTransition(using:)`; ``presentationTransitionDidEnd(_:)`` after its
/// `viewDidAppear(_:)`; the same for dismissals). Frames are stored only.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The view controller this presentation controller presents; weak, it owns its presentation
  /// controller.
  private weak var presented: UIViewController?

  /// Asked and told about swipes down (contract §5). Weak.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    didSet { presented?.component.presentationControllerDelegate = adapter }
  }

  /// The engine's delegate of the presented component.
  let adapter = AdaptiveDelegateAdapter()

  init(presented: UIViewController) {
    self.presented = presented
    super.init()
    adapter.presentationController = self
  }

  /// Creates a presentation controller for `presentedViewController` (UIKit's
  /// `init(presentedViewController:presenting:)`), for a custom presentation.
  ///
  /// - Parameters:
  ///   - presentedViewController: The view controller it presents.
  ///   - presentingViewController: The view controller it is presented over (the presentation
  ///     decides it; ignored).
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presented = presentedViewController
    super.init()
    adapter.presentationController = self
  }

  /// Called as the presentation starts (UIKit's `presentationTransitionWillBegin()`).
  open func presentationTransitionWillBegin() {}
  /// Called as the presentation ends (UIKit's `presentationTransitionDidEnd(_:)`).
  ///
  /// - Parameter completed: Whether it completed: always `true` in Compose.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called as the dismissal starts (UIKit's `dismissalTransitionWillBegin()`).
  open func dismissalTransitionWillBegin() {}
  /// Called as the dismissal ends (UIKit's `dismissalTransitionDidEnd(_:)`).
  ///
  /// - Parameter completed: Whether it completed: always `true` in Compose.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Inert (UIKit's `containerViewWillLayoutSubviews()`): not called.
  open func containerViewWillLayoutSubviews() {}
  /// Inert (UIKit's `containerViewDidLayoutSubviews()`): not called.
  open func containerViewDidLayoutSubviews() {}

  /// Inert (UIKit's `frameOfPresentedViewInContainerView`): the container's bounds by default,
  /// not applied.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Inert (UIKit's `shouldPresentInFullscreen`): `true`.
  open var shouldPresentInFullscreen: Bool { true }
  /// Inert (UIKit's `shouldRemovePresentersView`): `false`.
  open var shouldRemovePresentersView: Bool { false }

  /// The view the presented view is in, while presented (UIKit's `containerView`).
  open var containerView: UIView? { presented?.viewIfLoaded?.superview }
  /// The presented view controller's view (UIKit's `presentedView`).
  open var presentedView: UIView? { presented?.viewIfLoaded }

  /// The presented view controller.
  public var presentedViewController: UIViewController {
    presented ?? UIViewController()
  }

  /// The view controller that presented it, while it is presented.
  public var presentingViewController: UIViewController? {
    presented?.presentingViewController
  }
}

/// Forwards the engine's swipe questions to a presentation controller's UIKit-named delegate.
@preconcurrency @MainActor
final class AdaptiveDelegateAdapter: AdaptivePresentationDelegate {
  /// The presentation controller; weak, it owns this adapter.
  weak var presentationController: UIPresentationController?

  private var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    presentationController?.delegate
  }

  func presentationControllerShouldDismiss(_ component: Component) -> Bool {
    guard let presentationController else { return true }
    return delegate?.presentationControllerShouldDismiss(presentationController) ?? true
  }

  func presentationControllerWillDismiss(_ component: Component) {
    guard let presentationController else { return }
    delegate?.presentationControllerWillDismiss(presentationController)
  }

  func presentationControllerDidDismiss(_ component: Component) {
    guard let presentationController else { return }
    delegate?.presentationControllerDidDismiss(presentationController)
  }

  func presentationControllerDidAttemptToDismiss(_ component: Component) {
    guard let presentationController else { return }
    delegate?.presentationControllerDidAttemptToDismiss(presentationController)
  }
}
