import Foundation

/// A source of haptic feedback (UIKit's `UIFeedbackGenerator`). Compose has no haptics: the
/// generators are inert, but count what they were asked to play
/// (``composePlayedFeedbacks``), so a test can check that a view controller gave feedback.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// What the generator was asked to play, in order (not UIKit API), such as `"impact medium"`,
  /// `"notification success"` or `"selection"`.
  public internal(set) var composePlayedFeedbacks: [String] = []

  /// Readies the haptic engine (UIKit's `prepare()`). Does nothing.
  open func prepare() {}
}

/// Feedback for an impact (UIKit's `UIImpactFeedbackGenerator`). Inert; see
/// ``UIFeedbackGenerator``.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The impact's mass (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`, with its raw values).
  public enum FeedbackStyle: Int, Sendable {
    /// Light.
    case light = 0
    /// Medium.
    case medium = 1
    /// Heavy.
    case heavy = 2
    /// Soft.
    case soft = 3
    /// Rigid.
    case rigid = 4
  }

  /// The style (not UIKit API: UIKit keeps it private).
  public let composeStyle: FeedbackStyle

  /// Creates a generator of `style` impacts (UIKit's `init(style:)`).
  ///
  /// - Parameter style: The style.
  public init(style: FeedbackStyle) {
    composeStyle = style
    super.init()
  }

  /// Creates a generator of medium impacts (UIKit's `init()`).
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Plays an impact (UIKit's `impactOccurred()`): recorded, not felt.
  open func impactOccurred() {
    composePlayedFeedbacks.append("impact \(composeStyle)")
  }

  /// Plays an impact of `intensity` (UIKit's `impactOccurred(intensity:)`): recorded, not felt.
  ///
  /// - Parameter intensity: The intensity, in `0...1`.
  open func impactOccurred(intensity: CGFloat) {
    composePlayedFeedbacks.append("impact \(composeStyle) \(intensity)")
  }
}

/// Feedback for a task's outcome (UIKit's `UINotificationFeedbackGenerator`). Inert; see
/// ``UIFeedbackGenerator``.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome (UIKit's `UINotificationFeedbackGenerator.FeedbackType`, with its raw values).
  public enum FeedbackType: Int, Sendable {
    /// A success.
    case success = 0
    /// A warning.
    case warning = 1
    /// An error.
    case error = 2
  }

  /// Plays the feedback of `notificationType` (UIKit's `notificationOccurred(_:)`): recorded,
  /// not felt.
  ///
  /// - Parameter notificationType: The outcome.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    composePlayedFeedbacks.append("notification \(notificationType)")
  }
}

/// Feedback for a change of selection (UIKit's `UISelectionFeedbackGenerator`). Inert; see
/// ``UIFeedbackGenerator``.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection tick (UIKit's `selectionChanged()`): recorded, not felt.
  open func selectionChanged() {
    composePlayedFeedbacks.append("selection")
  }
}
