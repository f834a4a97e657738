import Foundation

extension UIView {
  /// Runs `animations`, then `completion(true)`, at once (UIKit's
  /// `animate(withDuration:animations:completion:)`). Compose draws nothing, so there is nothing
  /// to animate, and a class method has no window whose clock it could use: view controller
  /// transitions that must take time use the containers' animated operations or
  /// ``UIViewController/transition(from:to:duration:options:animations:completion:)``, which run
  /// on the window's clock.
  ///
  /// - Parameters:
  ///   - duration: Ignored.
  ///   - animations: The changes, applied at once.
  ///   - completion: Called at once with `true`.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion(true)`, at once (see
  /// ``animate(withDuration:animations:completion:)``).
  ///
  /// - Parameters:
  ///   - duration: Ignored.
  ///   - delay: Ignored.
  ///   - options: Ignored.
  ///   - animations: The changes, applied at once.
  ///   - completion: Called at once with `true`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion(true)`, at once (UIKit's spring animation,
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`;
  /// see ``animate(withDuration:animations:completion:)``).
  ///
  /// - Parameters:
  ///   - duration: Ignored.
  ///   - delay: Ignored.
  ///   - dampingRatio: Ignored.
  ///   - velocity: Ignored.
  ///   - options: Ignored.
  ///   - animations: The changes, applied at once.
  ///   - completion: Called at once with `true`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
}

extension UIView {
  /// How a keyframe animation runs (UIKit's `UIView.KeyframeAnimationOptions`, with its bits).
  /// Stored only: nothing animates.
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews while animating.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact while animating.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats for ever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Plays backwards after forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignores an enclosing animation's duration.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Linear interpolation between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation between keyframes.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// An even pace.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Runs `animations` (which add keyframes), then `completion(true)`, at once (UIKit's
  /// `animateKeyframes(withDuration:delay:options:animations:completion:)`; see
  /// ``animate(withDuration:animations:completion:)``): each keyframe's changes are applied as
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` is called, in call
  /// order.
  ///
  /// - Parameters:
  ///   - duration: Ignored.
  ///   - delay: Ignored.
  ///   - options: Ignored.
  ///   - animations: Adds the keyframes.
  ///   - completion: Called at once with `true`.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Applies a keyframe's `animations` at once (UIKit's
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
  ///
  /// - Parameters:
  ///   - frameStartTime: Ignored.
  ///   - frameDuration: Ignored.
  ///   - animations: The keyframe's changes, applied at once.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping @MainActor () -> Void
  ) {
    animations()
  }

  /// Runs `animations`, then `completion(true)`, at once (UIKit's iOS 17 spring animation,
  /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`;
  /// see ``animate(withDuration:animations:completion:)``).
  ///
  /// - Parameters:
  ///   - duration: Ignored.
  ///   - bounce: Ignored.
  ///   - initialSpringVelocity: Ignored.
  ///   - delay: Ignored.
  ///   - options: Ignored.
  ///   - animations: The changes, applied at once.
  ///   - completion: Called at once with `true`.
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
}
