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
