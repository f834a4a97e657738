import Foundation

/// A long-press recognizer (UIKit's `UILongPressGestureRecognizer`). Compose has no touches:
/// `composeRecognize(_:)` stands for the press; the settings are stored only.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press lasts before it is recognized, in seconds (UIKit's
  /// `minimumPressDuration`); 0.5 by default. Stored only.
  open var minimumPressDuration: TimeInterval = 0.5
  /// The fingers needed (UIKit's `numberOfTouchesRequired`). Stored only.
  open var numberOfTouchesRequired = 1
  /// The taps before the press (UIKit's `numberOfTapsRequired`); 0 by default. Stored only.
  open var numberOfTapsRequired = 0
  /// How far the finger may move, in points (UIKit's `allowableMovement`); 10 by default.
  /// Stored only.
  open var allowableMovement: CGFloat = 10
}

/// A swipe recognizer (UIKit's `UISwipeGestureRecognizer`). Compose has no touches:
/// `composeRecognize(_:)` stands for the swipe; the settings are stored only.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`, with its bits).
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Creates directions from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// To the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// To the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions recognized (UIKit's `direction`); `.right` by default. Stored only.
  open var direction: Direction = .right
  /// The fingers needed (UIKit's `numberOfTouchesRequired`). Stored only.
  open var numberOfTouchesRequired = 1
}

/// A pinch recognizer (UIKit's `UIPinchGestureRecognizer`). Compose has no touches:
/// `composeRecognize(_:)` stands for the pinch, with the ``scale`` a test sets.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch (UIKit's `scale`); 1 by default. Set by the app (to reset it) or by
  /// a test (to stand for the fingers).
  open var scale: CGFloat = 1
  /// The scale's speed, per second (UIKit's `velocity`): 0, as no finger moves.
  open var velocity: CGFloat { 0 }
}

/// A rotation recognizer (UIKit's `UIRotationGestureRecognizer`). Compose has no touches:
/// `composeRecognize(_:)` stands for the rotation, with the ``rotation`` a test sets.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation in radians (UIKit's `rotation`); 0 by default. Set by the app (to reset it)
  /// or by a test (to stand for the fingers).
  open var rotation: CGFloat = 0
  /// The rotation's speed, in radians per second (UIKit's `velocity`): 0, as no finger moves.
  open var velocity: CGFloat { 0 }
}
