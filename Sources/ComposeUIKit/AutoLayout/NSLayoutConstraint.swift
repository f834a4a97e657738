import Foundation

/// A layout constraint (UIKit's `NSLayoutConstraint`): `firstItem.firstAttribute` `relation`
/// `multiplier` × `secondItem.secondAttribute` + `constant`.
///
/// Compose solves only what pins a view to its superview: at the superview's layout, a subview
/// whose active, required, ``Relation/equal`` constraints to the superview (or to its
/// `safeAreaLayoutGuide` or `layoutMarginsGuide`) give an axis its position and size gets that
/// frame: from leading and trailing, leading, trailing or centre X with a width, or a width
/// alone (the same vertically). Everything else (inequalities, lower priorities, constraints
/// between siblings, multipliers on edges) is stored and ignored: the frame stays as set.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// Whether the constraint is active. Activating or deactivating it marks the superview of its
  /// view as needing layout, so the frame follows at the next layout pass, as in UIKit.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      holder?.updateActiveConstraint(self)
      markLayoutNeeded()
    }
  }
  /// The constant added to the relation. A new value marks the layout as needed.
  open var constant: CGFloat {
    didSet { if isActive { markLayoutNeeded() } }
  }
  /// The multiplier of the relation.
  public let multiplier: CGFloat
  /// The priority; only ``UILayoutPriority/required`` constraints are solved.
  open var priority: UILayoutPriority = .required
  /// An identifier for debugging.
  open var identifier: String?
  /// The constrained view or layout guide; weak, as in UIKit.
  public private(set) weak var firstItem: AnyObject?
  /// The constrained attribute of ``firstItem``.
  public let firstAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The view or layout guide of the other side, or `nil` for a constant size; weak.
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of ``secondItem``, or ``Attribute/notAnAttribute``.
  public let secondAttribute: Attribute
  /// The view that keeps this constraint while it is active: the first item's (a guide's
  /// owning view).
  private weak var holder: UIView?
  /// The layout guides among the items, kept alive (see ``NSLayoutAnchor``).
  private let guides: [UILayoutGuide]

  init(
    firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation,
    secondItem: AnyObject?, secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
    guides: [UILayoutGuide]
  ) {
    self.guides = guides
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    holder = Self.view(of: firstItem)
  }

  /// The view of an item: the view itself, or a layout guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// Marks the views of both items and their superviews as needing layout.
  private func markLayoutNeeded() {
    for view in [Self.view(of: firstItem), Self.view(of: secondItem)].compactMap({ $0 }) {
      view.setNeedsLayout()
      view.superview?.setNeedsLayout()
    }
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
