import Foundation

/// The keys of the view controllers of a transition (UIKit's
/// `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view controller visible at the start of the transition (UIKit's `from`).
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The view controller visible at the end of a completed transition (UIKit's `to`).
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// The keys of the views of a transition (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view of the `from` view controller (UIKit's `from`).
  public static let from = UITransitionContextViewKey(rawValue: "from")
  /// The view of the `to` view controller (UIKit's `to`).
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// What a transition coordinator tells its blocks about the transition (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated (always `true`: Compose makes coordinators for animated
  /// transitions only).
  var isAnimated: Bool { get }
  /// The presentation style of a presentation or dismissal; `.none` for a navigation transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively (a swipe back).
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted. Always `false`.
  var isInterruptible: Bool { get }
  /// Whether the user is still driving the transition (a swipe back before it is released).
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (a swipe back released before its end).
  var isCancelled: Bool { get }
  /// The transition's duration, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far the transition is, from 0 to 1 (a swipe's progress; 1 once it finished, 0 once it
  /// was cancelled).
  var percentComplete: CGFloat { get }
  /// The speed of the end of an interactive transition. Always 1.
  var completionVelocity: CGFloat { get }
  /// The view that contains the transition's views: the container's view.
  var containerView: UIView { get }
  /// The view controller for `key`.
  ///
  /// - Parameter key: ``UITransitionContextViewControllerKey/from`` or
  ///   ``UITransitionContextViewControllerKey/to``.
  /// - Returns: The view controller, or `nil`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`: the view of the matching view controller.
  ///
  /// - Parameter key: ``UITransitionContextViewKey/from`` or ``UITransitionContextViewKey/to``.
  /// - Returns: The view, or `nil`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The coordinator of an animated view controller transition (UIKit's
/// `UIViewControllerTransitionCoordinator`): a push or pop, a swipe back, a presentation or
/// dismissal. Read it from ``UIViewController/transitionCoordinator`` during the transition (in
/// `viewWillAppear(_:)`, in a navigation delegate's `willShow`).
///
/// Driven by the engine's transitions: the `animation` blocks run at once (Compose animates
/// nothing; a block registered once the transition started runs when it is registered), the
/// `completion` blocks at the transition's end, on the window's clock: after the last appearance
/// callback of a push, pop or finished swipe, after the cancelled swipe's (`isCancelled` then
/// `true`), or when a presentation or dismissal completes, before its completion handler.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` at its end (UIKit's
  /// `animate(alongsideTransition:completion:)`).
  ///
  /// - Parameters:
  ///   - animation: Run at once with the context, or `nil`.
  ///   - completion: Run when the transition ends (finished or cancelled), or `nil`.
  /// - Returns: `true`: the blocks were accepted.
  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext)
        -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// ``animate(alongsideTransition:completion:)`` for animations in a view outside the container
  /// (UIKit's `animateAlongsideTransition(in:animation:completion:)`); the view is ignored.
  ///
  /// - Parameters:
  ///   - view: Ignored.
  ///   - animation: Run at once, or `nil`.
  ///   - completion: Run when the transition ends, or `nil`.
  /// - Returns: `true`.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Registers `handler` for when an interactive transition stops being interactive: the swipe
  /// back is released (finished or cancelled; `isCancelled`
  /// tells which), before the rest of the transition runs (UIKit's
  /// `notifyWhenInteractionChanges(_:)`). Not called for a transition that was never interactive.
  ///
  /// - Parameter handler: Run with the context when the interaction ends.
  func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// ``animate(alongsideTransition:completion:)`` with no completion.
  ///
  /// - Parameter animation: Run at once, or `nil`.
  /// - Returns: `true`.
  @discardableResult
  public func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext)
        -> Void
    )?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

extension UIViewController {
  /// The coordinator of the animated transition this view controller is in (a push or pop of it,
  /// a swipe back, its presentation or dismissal), or else its parent's; `nil` outside animated
  /// transitions (UIKit's `transitionCoordinator`).
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let ownTransitionCoordinator { return ownTransitionCoordinator }
    return parent?.transitionCoordinator
  }
}
