import Foundation

/// What a view controller as a container of child content answers and is told (UIKit's
/// `UIContentContainer`). ``UIViewController`` conforms.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the content prefers (UIKit's `preferredContentSize`).
  var preferredContentSize: CGSize { get }

  /// Told that a child's ``preferredContentSize`` changed (UIKit's
  /// `preferredContentSizeDidChange(forChildContentContainer:)`).
  ///
  /// - Parameter container: The child.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)

  /// Told that a child's fitting size changed (UIKit's
  /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`). Never called: nothing is
  /// sized from constraints.
  ///
  /// - Parameter container: The child.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)

  /// The size of a child (UIKit's `size(forChildContentContainer:withParentContainerSize:)`).
  ///
  /// - Parameters:
  ///   - container: The child.
  ///   - parentSize: The parent's size.
  /// - Returns: The child's size.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
}

extension UIViewController: UIContentContainer {}
