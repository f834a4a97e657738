import Foundation

/// Told about a split view's columns (UIKit's `UISplitViewControllerDelegate`); every method is
/// optional, with UIKit's default.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The column to show when the split view collapses (UIKit's
  /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`); the default keeps the
  /// proposed one, the secondary.
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - proposedTopColumn: The column UIKit proposes.
  /// - Returns: The column to show.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column

  /// Called once the split view collapsed (UIKit's `splitViewControllerDidCollapse(_:)`).
  ///
  /// - Parameter svc: The split view controller.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)

  /// Called once the split view expanded (UIKit's `splitViewControllerDidExpand(_:)`).
  ///
  /// - Parameter svc: The split view controller.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)

  /// Called before a column shows (UIKit's `splitViewController(_:willShow:)`).
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - column: The column.
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)

  /// Called before a column hides (UIKit's `splitViewController(_:willHide:)`).
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - column: The column.
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)

  /// Whether the delegate collapsed the classic split view's secondary view controller itself
  /// (UIKit's `splitViewController(_:collapseSecondary:onto:)`): `true` discards it; the default
  /// `false` lets UIKit push it onto a primary navigation controller.
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - secondaryViewController: The secondary view controller.
  ///   - primaryViewController: The primary view controller.
  /// - Returns: Whether the delegate handled the collapse.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool

  /// The classic split view's secondary view controller when it expands (UIKit's
  /// `splitViewController(_:separateSecondaryFrom:)`); the default `nil` lets UIKit take back what
  /// it pushed onto the primary navigation controller.
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - primaryViewController: The primary view controller.
  /// - Returns: The secondary view controller, or `nil`.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?

  /// Whether the delegate showed `vc` itself (UIKit's `splitViewController(_:showDetail:sender:)`);
  /// the default `false` lets the split view show it.
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - vc: The view controller to show.
  ///   - sender: The sender.
  /// - Returns: Whether the delegate handled it.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
}

extension UISplitViewControllerDelegate {
  /// Returns `proposedTopColumn`.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  /// Does nothing.
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {}
  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {}
  /// Returns `false`.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  /// Returns `nil`.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
  /// Returns `false`.
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
}
