import Foundation

/// Gives the animator (and presentation controller) of a custom presentation or dismissal
/// (UIKit's `UIViewControllerTransitioningDelegate`), set as the presented view controller's
/// ``UIViewController/transitioningDelegate``. UIKit's optional methods are requirements with
/// default implementations returning `nil` (UIKit's default transition).
///
/// An animated presentation asks ``animationController(forPresented:presenting:source:)``; with
/// an animator, the presentation lasts the animator's
/// ``UIViewControllerAnimatedTransitioning/transitionDuration(using:)`` on the window's clock and
/// the animator's ``UIViewControllerAnimatedTransitioning/animateTransition(using:)`` runs once
/// the presented view controller's `viewWillAppear(_:)` has run. See
/// ``UIViewControllerContextTransitioning`` for what is modelled of the transition's end.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator of the presentation of `presented` (UIKit's
  /// `animationController(forPresented:presenting:source:)`); `nil` for the default.
  ///
  /// - Parameters:
  ///   - presented: The view controller being presented.
  ///   - presenting: The view controller it is presented over.
  ///   - source: The view controller `present(_:animated:completion:)` was called on.
  /// - Returns: The animator, or `nil`.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// The animator of the dismissal of `dismissed` (UIKit's `animationController(forDismissed:)`);
  /// `nil` for the default.
  ///
  /// - Parameter dismissed: The view controller being dismissed.
  /// - Returns: The animator, or `nil`.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?

  /// The presentation controller of a ``UIModalPresentationStyle/custom`` presentation (UIKit's
  /// `presentationController(forPresented:presenting:source:)`); `nil` for a plain one.
  ///
  /// - Parameters:
  ///   - presented: The view controller being presented.
  ///   - presenting: The view controller it is presented over, if known.
  ///   - source: The view controller `present(_:animated:completion:)` was called on.
  /// - Returns: The presentation controller, or `nil`.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?

  /// The interactive driver of a presentation (UIKit's
  /// `interactionControllerForPresentation(using:)`). Compose does not drive interactive
  /// presentations: asked, but the answer is not used.
  ///
  /// - Parameter animator: The presentation's animator.
  /// - Returns: The interaction controller, or `nil`.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  )
    -> (any UIViewControllerInteractiveTransitioning)?

  /// The interactive driver of a dismissal (UIKit's `interactionControllerForDismissal(using:)`).
  /// Not used by Compose.
  ///
  /// - Parameter animator: The dismissal's animator.
  /// - Returns: The interaction controller, or `nil`.
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
  /// UIKit's default presentation animation.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// UIKit's default dismissal animation.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }

  /// A plain presentation controller.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }

  /// Not interactive.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// Not interactive.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// The animator of a custom transition (UIKit's `UIViewControllerAnimatedTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// The transition's length in seconds (UIKit's `transitionDuration(using:)`): the
  /// presentation or dismissal lasts that long on the window's clock.
  ///
  /// - Parameter transitionContext: The transition's context.
  /// - Returns: The length in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval

  /// Animates the transition (UIKit's `animateTransition(using:)`): called once the appearing
  /// view controller's `viewWillAppear(_:)` (or the disappearing one's `viewWillDisappear(_:)`)
  /// has run; it calls the context's `completeTransition(_:)` when done.
  ///
  /// - Parameter transitionContext: The transition's context.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

  /// Told that the transition ended (UIKit's `animationEnded(_:)`), after the did* callbacks.
  ///
  /// - Parameter transitionCompleted: Whether it completed.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Nothing to do.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The driver of an interactive transition (UIKit's `UIViewControllerInteractiveTransitioning`).
/// Compose does not drive custom interactive transitions: stored only.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the interactive transition (UIKit's `startInteractiveTransition(_:)`).
  ///
  /// - Parameter transitionContext: The transition's context.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}
