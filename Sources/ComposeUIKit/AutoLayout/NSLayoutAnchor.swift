import Foundation

/// An edge, centre or dimension of a view or layout guide to constrain (UIKit's
/// `NSLayoutAnchor`). The constraints it makes record both anchors; which of them are solved is
/// said at ``NSLayoutConstraint``.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The view or layout guide this anchor belongs to; weak, as in UIKit.
  weak var item: AnyObject?
  /// The layout guide this anchor belongs to, kept: a view makes its guides on demand, so the
  /// anchor (and its constraints) keep them; a guide refers to its view weakly.
  let guide: UILayoutGuide?
  /// The attribute of ``item`` this anchor stands for.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    guide = item as? UILayoutGuide
  }

  /// A constraint between this anchor and `anchor` (or none, for a constant size).
  func makeConstraint(
    to anchor: NSLayoutAnchor?, relation: NSLayoutConstraint.Relation,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      firstItem: item, firstAttribute: attribute, relation: relation,
      secondItem: anchor?.item, secondAttribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant, guides: [guide, anchor?.guide].compactMap { $0 })
  }

  /// A constraint making this anchor equal to `anchor`.
  ///
  /// - Parameter anchor: The other anchor.
  /// - Returns: An inactive constraint.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(to: anchor, relation: .equal, constant: 0)
  }

  /// A constraint making this anchor equal to `anchor` plus `c`.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(to: anchor, relation: .equal, constant: c)
  }

  /// A constraint keeping this anchor at or after `anchor`.
  ///
  /// - Parameter anchor: The other anchor.
  /// - Returns: An inactive constraint.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    makeConstraint(to: anchor, relation: .greaterThanOrEqual, constant: 0)
  }

  /// A constraint keeping this anchor at or after `anchor` plus `c`.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(to: anchor, relation: .greaterThanOrEqual, constant: c)
  }

  /// A constraint keeping this anchor at or before `anchor`.
  ///
  /// - Parameter anchor: The other anchor.
  /// - Returns: An inactive constraint.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    makeConstraint(to: anchor, relation: .lessThanOrEqual, constant: 0)
  }

  /// A constraint keeping this anchor at or before `anchor` plus `c`.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(to: anchor, relation: .lessThanOrEqual, constant: c)
  }
}

/// A horizontal anchor (leading, trailing, left, right, centre X).
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint keeping this anchor equal to `multiplier` times the system spacing after
  /// `anchor` (UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)`). The system
  /// spacing is 8 points here (UIKit's depends on the content); the constraint's constant is
  /// that distance.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(to: anchor, relation: .equal, constant: systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at least `multiplier` times the system spacing after
  /// `anchor` (UIKit's `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`). The system
  /// spacing is 8 points here (UIKit's depends on the content); the constraint's constant is
  /// that distance.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(to: anchor, relation: .greaterThanOrEqual, constant: systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at most `multiplier` times the system spacing after
  /// `anchor` (UIKit's `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`). The system
  /// spacing is 8 points here (UIKit's depends on the content); the constraint's constant is
  /// that distance.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(to: anchor, relation: .lessThanOrEqual, constant: systemSpacing * multiplier)
  }
}

/// A vertical anchor (top, bottom, centre Y, baselines).
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint keeping this anchor equal to `multiplier` times the system spacing below
  /// `anchor` (UIKit's `constraint(equalToSystemSpacingBelow:multiplier:)`). The system
  /// spacing is 8 points here (UIKit's depends on the content); the constraint's constant is
  /// that distance.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(to: anchor, relation: .equal, constant: systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at least `multiplier` times the system spacing below
  /// `anchor` (UIKit's `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`). The system
  /// spacing is 8 points here (UIKit's depends on the content); the constraint's constant is
  /// that distance.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(to: anchor, relation: .greaterThanOrEqual, constant: systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at most `multiplier` times the system spacing below
  /// `anchor` (UIKit's `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`). The system
  /// spacing is 8 points here (UIKit's depends on the content); the constraint's constant is
  /// that distance.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(to: anchor, relation: .lessThanOrEqual, constant: systemSpacing * multiplier)
  }
}

/// A width or height anchor.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint giving this dimension the size `c`.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(to: nil, relation: .equal, constant: c)
  }

  /// A constraint keeping this dimension at least `c`.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(to: nil, relation: .greaterThanOrEqual, constant: c)
  }

  /// A constraint keeping this dimension at most `c`.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(to: nil, relation: .lessThanOrEqual, constant: c)
  }

  /// A constraint making this dimension `m` times `anchor`.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The multiplier.
  /// - Returns: An inactive constraint.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(to: anchor, relation: .equal, multiplier: m, constant: 0)
  }

  /// A constraint making this dimension `m` times `anchor` plus `c`.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The multiplier.
  ///   - c: The constant.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(to: anchor, relation: .equal, multiplier: m, constant: c)
  }
}

/// The system spacing between anchors: 8 points, the standard spacing of UIKit's layouts.
private let systemSpacing: CGFloat = 8
