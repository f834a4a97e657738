extension UIView {
  /// The leading edge, to constrain (see ``NSLayoutConstraint`` for what is solved).
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left edge (the leading one).
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right edge (the trailing one).
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The safe area, as a guide with anchors: the bounds (Compose has no bars or notches, so the
  /// safe-area insets are zero).
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self, kind: .safeArea) }
  /// The margins, as a guide with anchors: the bounds inset by ``layoutMargins``.
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self, kind: .margins) }

  /// Adds constraints (UIKit's older API): activates them.
  ///
  /// - Parameter constraints: The constraints.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Adds a constraint: activates it.
  ///
  /// - Parameter constraint: The constraint.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Keeps `constraint` while it is active, lets it go once deactivated.
  func updateActiveConstraint(_ constraint: NSLayoutConstraint) {
    activeConstraints.removeAll { $0 === constraint }
    if constraint.isActive { activeConstraints.append(constraint) }
  }
}
