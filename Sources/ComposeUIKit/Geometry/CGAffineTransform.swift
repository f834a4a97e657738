import Foundation

/// An affine transformation matrix (Core Graphics' `CGAffineTransform`, which `import UIKit`
/// makes visible): `[a b 0; c d 0; tx ty 1]`, with Core Graphics' constructors and operations.
/// Compose draws nothing, so a view's ``UIView/transform`` is stored only.
public struct CGAffineTransform: Hashable, Sendable {
  /// Row 1, column 1.
  public var a: CGFloat
  /// Row 1, column 2.
  public var b: CGFloat
  /// Row 2, column 1.
  public var c: CGFloat
  /// Row 2, column 2.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six values (Core Graphics' `init(a:b:c:d:tx:ty:)`).
  ///
  /// - Parameters:
  ///   - a: Row 1, column 1.
  ///   - b: Row 1, column 2.
  ///   - c: Row 2, column 1.
  ///   - d: Row 2, column 2.
  ///   - tx: The horizontal translation.
  ///   - ty: The vertical translation.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity transform (Core Graphics' `init()`).
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The identity transform (Core Graphics' `identity`).
  public static let identity = CGAffineTransform()

  /// A scaling transform (Core Graphics' `init(scaleX:y:)`).
  ///
  /// - Parameters:
  ///   - sx: The horizontal factor.
  ///   - sy: The vertical factor.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translating transform (Core Graphics' `init(translationX:y:)`).
  ///
  /// - Parameters:
  ///   - tx: The horizontal distance.
  ///   - ty: The vertical distance.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A rotating transform (Core Graphics' `init(rotationAngle:)`).
  ///
  /// - Parameter angle: The angle, in radians.
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `t2` (Core Graphics' `concatenating(_:)`: the product
  /// `self × t2`).
  ///
  /// - Parameter t2: The transform applied after this one.
  /// - Returns: The product.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A scaling applied before this transform (Core Graphics' `scaledBy(x:y:)`).
  ///
  /// - Parameters:
  ///   - sx: The horizontal factor.
  ///   - sy: The vertical factor.
  /// - Returns: The scaled transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A translation applied before this transform (Core Graphics' `translatedBy(x:y:)`).
  ///
  /// - Parameters:
  ///   - tx: The horizontal distance.
  ///   - ty: The vertical distance.
  /// - Returns: The translated transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A rotation applied before this transform (Core Graphics' `rotated(by:)`).
  ///
  /// - Parameter angle: The angle, in radians.
  /// - Returns: The rotated transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform, or this one unchanged when it cannot be inverted, as Core
  /// Graphics' `inverted()` does.
  ///
  /// - Returns: The inverse.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

extension CGPoint {
  /// The point transformed by `t` (Core Graphics' `applying(_:)`).
  ///
  /// - Parameter t: The transform.
  /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}
