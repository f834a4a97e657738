import Foundation

/// The keyboard's area as a layout guide (UIKit's `UIKeyboardLayoutGuide`, iOS 15). There is
/// no keyboard headless: constraints to it are stored and ignored, as to any guide of user code.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows an undocked keyboard (UIKit's `followsUndockedKeyboard`).
  /// Stored only.
  open var followsUndockedKeyboard = false
}

extension UIView {
  /// Adds `layoutGuide` to this view (UIKit's `addLayoutGuide(_:)`): it becomes the guide's
  /// ``UILayoutGuide/owningView``. Constraints to a guide of user code are stored and ignored.
  ///
  /// - Parameter layoutGuide: The guide.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    ownedLayoutGuides.append(layoutGuide)
  }

  /// Removes `layoutGuide` from this view (UIKit's `removeLayoutGuide(_:)`).
  ///
  /// - Parameter layoutGuide: The guide.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let index = ownedLayoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
    ownedLayoutGuides.remove(at: index)
    layoutGuide.owningView = nil
  }

  /// The guides added to this view (UIKit's `layoutGuides`).
  public var layoutGuides: [UILayoutGuide] { ownedLayoutGuides }

  /// The keyboard's area (UIKit's `keyboardLayoutGuide`): one guide per view, made at the
  /// first read.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = ownedLayoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first {
      return guide
    }
    let guide = UIKeyboardLayoutGuide()
    addLayoutGuide(guide)
    return guide
  }
}
