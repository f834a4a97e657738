import Foundation

extension UIView {
  /// Runs `animations`, then `completion(true)`, at once (UIKit's
  /// `transition(with:duration:options:animations:completion:)`): as for
  /// ``animate(withDuration:animations:completion:)``, Compose draws nothing and a class method
  /// has no window clock, so the changes apply at once and the transition style is ignored.
  ///
  /// - Parameters:
  ///   - view: The container view whose content changes.
  ///   - duration: Ignored.
  ///   - options: Ignored (the transition styles draw nothing).
  ///   - animations: The changes, applied at once.
  ///   - completion: Called at once with `true`.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Replaces `fromView` with `toView` at once, then calls `completion(true)` (UIKit's
  /// `transition(from:to:duration:options:completion:)`): `toView` is added to `fromView`'s
  /// superview and `fromView` is removed from it, or, with
  /// ``AnimationOptions/showHideTransitionViews``, `fromView` is hidden and `toView` shown.
  ///
  /// - Parameters:
  ///   - fromView: The view leaving.
  ///   - toView: The view arriving.
  ///   - duration: Ignored.
  ///   - options: ``AnimationOptions/showHideTransitionViews`` is honoured; the rest is ignored.
  ///   - completion: Called at once with `true`.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let container = fromView.superview {
      container.addSubview(toView)
      fromView.removeFromSuperview()
    }
    completion?(true)
  }
}
