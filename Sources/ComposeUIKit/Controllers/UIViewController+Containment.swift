import Compose
import Foundation

extension UIViewController {
  /// The containing view controller, or `nil`. Weak.
  public var parent: UIViewController? {
    component.parent.flatMap(UIViewController.facade(of:))
  }

  /// The contained view controllers, in the order they were added. The view controller keeps
  /// them alive until they are removed.
  public var children: [UIViewController] {
    component.children.compactMap(UIViewController.facade(of:))
  }

  /// Adds `childController` to ``children`` (contract §1.1): removes it from its old parent
  /// first, then calls its ``willMove(toParent:)`` with this view controller. It never calls
  /// ``didMove(toParent:)``: the container does, after placing the child's view.
  ///
  /// ```swift
  /// addChild(child)
  /// view.addSubview(child.view)
  /// child.didMove(toParent: self)
  /// ```
  ///
  /// Misuse (adding a view controller to itself or to one of its descendants, twice, a window's
  /// root) changes nothing and is reported to the window's observers.
  ///
  /// - Parameter childController: The view controller to contain.
  public func addChild(_ childController: UIViewController) {
    component.addChild(childController.component)
    if childController.component.parent !== component {
      // Refused after its willMove hook: this view controller does not hold it.
      childController.component.holdFacade(forParent: childController.component.parent)
    }
  }

  /// Removes this view controller from its parent (contract §1.3): call ``willMove(toParent:)``
  /// with `nil` and remove the view first; this method calls ``didMove(toParent:)`` with `nil`.
  /// Does nothing (reported) when there is no parent.
  public func removeFromParent() {
    withExtendedLifetime(self) {
      _ = component.removeFromParent()
    }
  }

  /// Whether the view controller is being added to a parent: from `willMove(toParent:)` with a
  /// parent until the matching `didMove(toParent:)`. Read it in the appearance hooks.
  public var isMovingToParent: Bool { component.isMovingToParent }

  /// Whether the view controller is being removed from its parent: from
  /// `willMove(toParent: nil)` until `didMove(toParent: nil)`.
  public var isMovingFromParent: Bool { component.isMovingFromParent }

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: UINavigationController? {
    var node = component.parent
    while let current = node {
      if current is NavigationBridge, let facade = UIViewController.facade(of: current) {
        return facade as? UINavigationController
      }
      node = current.parent
    }
    return nil
  }

  /// The nearest ancestor that is a tab bar controller.
  public var tabBarController: UITabBarController? {
    var node = component.parent
    while let current = node {
      if current is TabBridge, let facade = UIViewController.facade(of: current) {
        return facade as? UITabBarController
      }
      node = current.parent
    }
    return nil
  }

  /// Exchanges two children's views, for a custom container (contract §1 and §3): `toViewController`
  /// must be a child whose view is in no superview and `fromViewController` a child whose view is
  /// placed. `toViewController`'s view takes `fromViewController`'s place; both get their
  /// appearance callbacks when this view controller is appeared, the did* ones when `duration`
  /// has passed on the window's clock (at once for zero). `animations` runs at the start;
  /// `completion` at the end, with `true`, or with `false` if the transition could not start.
  /// The containment calls (`willMove`, `addChild`, `removeFromParent`, `didMove`) stay the
  /// caller's, as in UIKit.
  ///
  /// - Parameters:
  ///   - fromViewController: The child whose view leaves.
  ///   - toViewController: The child whose view takes its place.
  ///   - duration: The animation's length in seconds; zero for none.
  ///   - options: Ignored (Compose animates nothing).
  ///   - animations: Run when the transition starts.
  ///   - completion: Run when it ends.
  public func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    component.transition(
      from: fromViewController.component, to: toViewController.component,
      duration: Duration(timeInterval: duration), animations: animations, completion: completion)
  }
}
