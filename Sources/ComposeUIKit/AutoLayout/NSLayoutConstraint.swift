import Foundation

/// A layout constraint (UIKit's `NSLayoutConstraint`). Inert: Compose has no Auto Layout, so a
/// constraint is stored and never solved; it exists so that containment code that pins a child's
/// view compiles unchanged. Frames change only when set.
@MainActor
open class NSLayoutConstraint {
  /// Whether the constraint is active. Stored only.
  open var isActive = false
  /// The constant added to the relation. Stored only.
  open var constant: CGFloat
  /// The multiplier of the relation. Stored only.
  public let multiplier: CGFloat
  /// The priority. Stored only.
  open var priority: UILayoutPriority = .required
  /// An identifier for debugging.
  open var identifier: String?

  init(constant: CGFloat, multiplier: CGFloat = 1) {
    self.constant = constant
    self.multiplier = multiplier
  }

  /// Activates each constraint (sets ``isActive``).
  ///
  /// - Parameter constraints: The constraints.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  ///
  /// - Parameter constraints: The constraints.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
