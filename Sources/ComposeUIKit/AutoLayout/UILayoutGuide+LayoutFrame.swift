import Foundation

extension UILayoutGuide {
  /// The guide's rectangle in its owning view's coordinates (UIKit's `layoutFrame`): the bounds
  /// for a safe-area guide (Compose has no insets), the bounds inset by the layout margins for a
  /// margins guide. A guide of user code is not solved: its frame is `.zero`, as is the frame of
  /// a guide whose view is gone.
  public var layoutFrame: CGRect { solvedFrame ?? .zero }
}
