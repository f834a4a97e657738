extension UIView {
  /// The leading edge, to constrain. Inert (see ``NSLayoutConstraint``).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The trailing edge. Inert.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The left edge. Inert.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The right edge. Inert.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The horizontal centre. Inert.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The top edge. Inert.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The bottom edge. Inert.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The vertical centre. Inert.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The width. Inert.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// The height. Inert.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// The safe area, as a guide with anchors. Inert.
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  /// The margins, as a guide with anchors. Inert.
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }

  /// Adds constraints (UIKit's older API). Inert: they are activated, never solved.
  ///
  /// - Parameter constraints: The constraints.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Adds a constraint. Inert.
  ///
  /// - Parameter constraint: The constraint.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }
}

/// A rectangle to constrain against, such as the safe area (UIKit's `UILayoutGuide`). Inert.
@MainActor
open class UILayoutGuide {
  /// Creates a guide.
  public init() {}

  /// The leading edge. Inert.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The trailing edge. Inert.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The horizontal centre. Inert.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The top edge. Inert.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The bottom edge. Inert.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The vertical centre. Inert.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The width. Inert.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// The height. Inert.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}
