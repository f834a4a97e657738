import Foundation

/// What an animator is given about a custom transition (UIKit's
/// `UIViewControllerContextTransitioning`).
///
/// Modelled: the view controllers and views, the container view, the animator's
/// ``UIViewControllerAnimatedTransitioning/transitionDuration(using:)`` as the transition's
/// length on the window's clock, and the order (the appearing view controller's
/// `viewWillAppear(_:)`, then `animateTransition(using:)`, then at the end of the duration the
/// did* callbacks, the completion, `animationEnded(_:)`). Not modelled: the transition does not
/// wait for ``completeTransition(_:)`` (it ends after the duration); a transition the animator
/// completes with `false` (cancelled) or never completes is reported
/// (`Diagnostic.Code.customTransitionNotCompleted`) and ends as completed; interactive custom
/// transitions; frames (``initialFrame(for:)`` and ``finalFrame(for:)`` give the container's
/// bounds).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition's views are in (UIKit's `containerView`).
  var containerView: UIView { get }
  /// Whether the transition is animated (UIKit's `isAnimated`).
  var isAnimated: Bool { get }
  /// Whether the transition is interactive (UIKit's `isInteractive`): always `false`.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (UIKit's `transitionWasCancelled`): always `false`.
  var transitionWasCancelled: Bool { get }
  /// The presentation style (UIKit's `presentationStyle`).
  var presentationStyle: UIModalPresentationStyle { get }
  /// The view controller for `key` (UIKit's `viewController(forKey:)`).
  ///
  /// - Parameter key: ``UITransitionContextViewControllerKey/from`` or
  ///   ``UITransitionContextViewControllerKey/to``.
  /// - Returns: The view controller, or `nil`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key` (UIKit's `view(forKey:)`).
  ///
  /// - Parameter key: ``UITransitionContextViewKey/from`` or ``UITransitionContextViewKey/to``.
  /// - Returns: The view, or `nil`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The frame of `viewController`'s view at the start (UIKit's `initialFrame(for:)`): the
  /// container's bounds.
  ///
  /// - Parameter viewController: A view controller of the transition.
  /// - Returns: The frame.
  func initialFrame(for viewController: UIViewController) -> CGRect
  /// The frame of `viewController`'s view at the end (UIKit's `finalFrame(for:)`): the
  /// container's bounds.
  ///
  /// - Parameter viewController: A view controller of the transition.
  /// - Returns: The frame.
  func finalFrame(for viewController: UIViewController) -> CGRect
  /// Tells that the animation is done (UIKit's `completeTransition(_:)`). See the protocol's
  /// summary for what Compose does with it.
  ///
  /// - Parameter didComplete: Whether the transition completed (`false`: cancelled).
  func completeTransition(_ didComplete: Bool)
  /// Inert (UIKit's `updateInteractiveTransition(_:)`).
  ///
  /// - Parameter percentComplete: The progress.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Inert (UIKit's `finishInteractiveTransition()`).
  func finishInteractiveTransition()
  /// Inert (UIKit's `cancelInteractiveTransition()`).
  func cancelInteractiveTransition()
}

/// The context Compose gives an animator of a custom presentation or dismissal.
@preconcurrency @MainActor
final class CustomTransitionContext: UIViewControllerContextTransitioning {
  private let from: UIViewController
  private let to: UIViewController
  let presentationStyle: UIModalPresentationStyle
  /// What `completeTransition(_:)` was called with, if it was.
  private(set) var completion: Bool?
  let animator: any UIViewControllerAnimatedTransitioning
  private let fallbackContainer = UIView()

  init(
    from: UIViewController, to: UIViewController, style: UIModalPresentationStyle,
    animator: any UIViewControllerAnimatedTransitioning
  ) {
    self.from = from
    self.to = to
    self.presentationStyle = style
    self.animator = animator
  }

  var containerView: UIView {
    to.viewIfLoaded?.superview ?? from.viewIfLoaded?.superview ?? fallbackContainer
  }
  var isAnimated: Bool { true }
  var isInteractive: Bool { false }
  var transitionWasCancelled: Bool { false }

  /// The transition's length on the window's clock: the animator's, in seconds (a negative or
  /// non-finite one counts as zero).
  var duration: Duration {
    let seconds = animator.transitionDuration(using: self)
    guard seconds.isFinite, seconds > 0 else { return .zero }
    return .milliseconds(Int64((min(seconds, 86_400) * 1000).rounded()))
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: from.viewIfLoaded
    case .to: to.viewIfLoaded
    default: nil
    }
  }

  func initialFrame(for viewController: UIViewController) -> CGRect { containerView.bounds }
  func finalFrame(for viewController: UIViewController) -> CGRect { containerView.bounds }

  func completeTransition(_ didComplete: Bool) {
    if completion == nil { completion = didComplete }
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {}
  func finishInteractiveTransition() {}
  func cancelInteractiveTransition() {}

  /// Ends the transition for the animator: reports a transition it cancelled or never completed,
  /// then tells it the transition ended (completed, as Compose ended it).
  func end(reportingOn component: UIViewController) {
    if completion != true {
      let what =
        completion == false
        ? "cancelled the transition (completeTransition(false)): Compose completed it"
        : "did not call completeTransition(_:) within transitionDuration: Compose completed it"
      _ = component.composeComponent.report(
        .customTransitionNotCompleted, "the animator \(type(of: animator)) \(what)")
    }
    animator.animationEnded(true)
  }
}
