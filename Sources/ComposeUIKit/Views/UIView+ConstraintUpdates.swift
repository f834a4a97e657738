import Foundation

extension UIView {
  /// Marks the view's constraints as needing an update (UIKit's `setNeedsUpdateConstraints()`):
  /// the next layout pass that reaches the view calls ``updateConstraints()`` (its view
  /// controller's `updateViewConstraints()` for a view controller's root view) before laying it
  /// out. Also marks the view as needing layout.
  public func setNeedsUpdateConstraints() {
    constraintUpdateRequested = true
    var ancestor = superview
    while let view = ancestor, !view.subviewNeedsConstraintUpdate {
      view.subviewNeedsConstraintUpdate = true
      ancestor = view.superview
    }
    setNeedsLayout()
  }

  /// Whether ``setNeedsUpdateConstraints()`` was called since the last update (UIKit's
  /// `needsUpdateConstraints()`).
  ///
  /// - Returns: Whether the constraints wait for an update.
  public func needsUpdateConstraints() -> Bool { constraintUpdateRequested }

  /// Updates now the constraints of this view and of the views below it that need it (UIKit's
  /// `updateConstraintsIfNeeded()`): subviews before their superview. A view controller's root
  /// view updates through its controller's `updateViewConstraints()`.
  ///
  /// - Complexity: O(views marked and their ancestors below this view); O(1) when none is.
  public func updateConstraintsIfNeeded() {
    guard constraintUpdateRequested || subviewNeedsConstraintUpdate else { return }
    // Post-order without recursion: a view is updated after every marked view below it.
    var stack: [(view: UIView, childrenPushed: Bool)] = [(self, false)]
    while let (view, childrenPushed) = stack.popLast() {
      if !childrenPushed, view.subviewNeedsConstraintUpdate {
        view.subviewNeedsConstraintUpdate = false
        stack.append((view, true))
        for subview in view.subviews.reversed()
        where subview.constraintUpdateRequested || subview.subviewNeedsConstraintUpdate {
          stack.append((subview, false))
        }
        continue
      }
      guard view.constraintUpdateRequested else { continue }
      view.constraintUpdateRequested = false
      if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
        controller.updateViewConstraints()
      } else {
        view.updateConstraints()
      }
    }
  }
}
