import Compose

/// What manages a presented view controller (UIKit's `UIPresentationController`): here, the
/// holder of its ``delegate``. Each view controller has one, created on first use of
/// ``UIViewController/presentationController``.
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
