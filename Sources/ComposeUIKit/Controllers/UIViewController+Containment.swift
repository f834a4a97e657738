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

  /// The base implementation of ``UIViewController/addChild(_:)``.
  func performAddChild(_ childController: UIViewController) {
    component.addChild(childController.component)
    if childController.component.parent !== component {
      // Refused after its willMove hook: this view controller does not hold it.
      childController.link.holdFacade(forParent: childController.component.parent)
    }
  }

  /// The base implementation of ``UIViewController/removeFromParent()``.
  func performRemoveFromParent() {
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
      if current is NavigationContainer, let facade = UIViewController.facade(of: current) {
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
      if current is TabContainer, let facade = UIViewController.facade(of: current) {
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
    var called = false
    let result = component.transition(
      from: fromViewController.component, to: toViewController.component,
      duration: Duration(timeInterval: duration), animations: animations,
      completion: { finished in
        called = true
        completion?(finished)
      })
    // Refused when requested, the engine calls no completion; the facade's is called with false.
    if result.wasRefused, !called { completion?(false) }
  }
}
