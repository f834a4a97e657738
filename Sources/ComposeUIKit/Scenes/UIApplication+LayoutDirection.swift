import Foundation

/// The direction of a user interface's layout (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right, as in English.
  case leftToRight = 0
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft = 1
}

extension UIApplication {
  /// The layout direction of the app's interface (UIKit's `userInterfaceLayoutDirection`):
  /// left to right, the modelled language's.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
