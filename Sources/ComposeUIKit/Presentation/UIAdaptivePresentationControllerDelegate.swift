/// Asked and told about the user's swipes down on a presented sheet (UIKit's
/// `UIAdaptivePresentationControllerDelegate`; contract §5). Every method has a default, as
/// UIKit's are optional. Set it as the presented view controller's
/// `presentationController?.delegate`; it is kept weakly.
///
/// A programmatic `dismiss(animated:completion:)` calls none of these methods, as in UIKit.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Asked when a swipe down starts, unless the presented view controller
  /// `isModalInPresentation`; return `false` to keep it presented. The default returns `true`.
  ///
  /// - Parameter presentationController: The presented view controller's presentation
  ///   controller.
  /// - Returns: Whether the swipe may dismiss it.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool

  /// Called when an allowed swipe begins, before the presented view controller's
  /// `viewWillDisappear`. The default does nothing.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// Called when a swipe has dismissed the presented view controller, after its
  /// `viewDidDisappear`. The default does nothing.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// Called when a swipe was refused (`isModalInPresentation`, or
  /// ``presentationControllerShouldDismiss(_:)`` returned `false`). The default does nothing.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)

  /// The style to present with in a compact width (UIKit's
  /// `adaptivePresentationStyle(for:traitCollection:)`): asked as a popover or a sheet is
  /// presented on the modelled iPhone; `.none` keeps the presentation's own style. The default
  /// asks ``adaptivePresentationStyle(for:)``.
  ///
  /// - Parameters:
  ///   - controller: The presentation controller.
  ///   - traitCollection: The traits of the presentation.
  /// - Returns: The style to use, or `.none`.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle

  /// The style to present with in a compact width (UIKit's `adaptivePresentationStyle(for:)`).
  /// The default returns `.none`: the popover or sheet keeps its style, which on a phone is
  /// shown as a sheet (the presenter stays appeared).
  ///
  /// - Parameter controller: The presentation controller.
  /// - Returns: The style to use, or `.none`.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
  /// Returns ``adaptivePresentationStyle(for:)``.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }

  /// Returns `.none`: no adaptation beyond the phone's sheet.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    .none
  }

  /// Returns `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }

  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
