import Foundation

/// Where an animation is or ends (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
  /// At its end.
  case end
  /// At its start.
  case start
  /// Wherever it was stopped.
  case current
}

/// Whether an animator is running (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Hashable, Sendable {
  /// Not started, or finished.
  case inactive
  /// Started or paused.
  case active
  /// Stopped, waiting for `finishAnimation(at:)`.
  case stopped
}

extension UIView {
  /// The pace of an animation (UIKit's `UIView.AnimationCurve`). Stored only.
  public enum AnimationCurve: Int, Hashable, Sendable {
    /// Slow at both ends.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Even.
    case linear
  }
}

/// The timing of an animation (UIKit's `UITimingCurveProvider`). Stored only: Compose draws
/// nothing and animates nothing.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {}

/// A cubic Bézier timing (UIKit's `UICubicTimingParameters`). Stored only.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The curve (UIKit's `animationCurve`).
  public let animationCurve: UIView.AnimationCurve

  /// The default curve, ease in and out (UIKit's `init()`).
  public override init() { animationCurve = .easeInOut }

  /// A system curve (UIKit's `init(animationCurve:)`).
  ///
  /// - Parameter curve: The curve.
  public init(animationCurve curve: UIView.AnimationCurve) { animationCurve = curve }

  /// A custom curve (UIKit's `init(controlPoint1:controlPoint2:)`); kept as ease in and out.
  ///
  /// - Parameters:
  ///   - point1: The first control point.
  ///   - point2: The second control point.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
  }
}

/// A spring timing (UIKit's `UISpringTimingParameters`). Stored only.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The damping ratio; 1 when made otherwise.
  public let dampingRatio: CGFloat

  /// A critically damped spring (UIKit's `init()`).
  public override init() { dampingRatio = 1 }

  /// A spring of `ratio` (UIKit's `init(dampingRatio:)`).
  ///
  /// - Parameter ratio: The damping ratio.
  public init(dampingRatio ratio: CGFloat) { dampingRatio = ratio }

  /// A spring of `ratio` with an initial velocity (UIKit's `init(dampingRatio:initialVelocity:)`).
  ///
  /// - Parameters:
  ///   - ratio: The damping ratio.
  ///   - velocity: The initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
  }
}

#if !canImport(Darwin)
  /// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation lacks off Apple's
  /// platforms).
  public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// Creates a vector (Core Graphics' `init(dx:dy:)`).
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// The zero vector (Core Graphics' `init()`).
    public init() { self.init(dx: 0, dy: 0) }
  }
#endif
