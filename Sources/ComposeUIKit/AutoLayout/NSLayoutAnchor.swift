import Foundation

/// An edge, centre or dimension of a view to constrain (UIKit's `NSLayoutAnchor`). Inert: the
/// constraints it makes are stored, never solved (see ``NSLayoutConstraint``).
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  init() {}

  /// A constraint making this anchor equal to `anchor`.
  ///
  /// - Parameter anchor: The other anchor.
  /// - Returns: An inactive constraint.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: 0)
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
    NSLayoutConstraint(constant: c)
  }

  /// A constraint keeping this anchor at or after `anchor`.
  ///
  /// - Parameter anchor: The other anchor.
  /// - Returns: An inactive constraint.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: 0)
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
    NSLayoutConstraint(constant: c)
  }

  /// A constraint keeping this anchor at or before `anchor`.
  ///
  /// - Parameter anchor: The other anchor.
  /// - Returns: An inactive constraint.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: 0)
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
    NSLayoutConstraint(constant: c)
  }
}

/// A horizontal anchor (leading, trailing, left, right, centre X).
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor (top, bottom, centre Y, baselines).
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor.
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint giving this dimension the size `c`.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c)
  }

  /// A constraint keeping this dimension at least `c`.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c)
  }

  /// A constraint keeping this dimension at most `c`.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c)
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
    NSLayoutConstraint(constant: 0, multiplier: m)
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
    NSLayoutConstraint(constant: c, multiplier: m)
  }
}
