import Foundation

/// A touch on the screen (UIKit's `UITouch`). Compose has no touches: nothing makes one but a
/// test, and a touch made with `init()` is at the origin of no view.
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// A touch's phase (UIKit's `UITouch.Phase`, with its raw values).
  public enum Phase: Int, Hashable, Sendable {
    /// The finger touched the screen.
    case began = 0
    /// The finger moved.
    case moved = 1
    /// The finger rests without moving.
    case stationary = 2
    /// The finger left the screen.
    case ended = 3
    /// The system cancelled the touch.
    case cancelled = 4
  }

  /// The view the touch began in (UIKit's `view`). Weak, as the touch does not keep it.
  open weak var view: UIView?
  /// The touch's phase (UIKit's `phase`).
  open var phase: Phase = .began
  /// The number of taps (UIKit's `tapCount`).
  open var tapCount = 1

  /// Creates a touch.
  public override init() {
    super.init()
  }

  /// The touch's location in `view`'s coordinates (UIKit's `location(in:)`): the origin, as no
  /// finger is anywhere.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: `.zero`.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// The touch's previous location (UIKit's `previousLocation(in:)`): the origin.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: `.zero`.
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// An event: touches, motion or a press (UIKit's `UIEvent`). Compose delivers no events; the type
/// exists so that responders' event methods can be overridden and called from a test.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// An event's kind (UIKit's `UIEvent.EventType`, with its raw values).
  public enum EventType: Int, Hashable, Sendable {
    /// Touches.
    case touches = 0
    /// Motion.
    case motion = 1
    /// Remote control.
    case remoteControl = 2
    /// Presses.
    case presses = 3
  }

  /// The event's kind (UIKit's `type`).
  open var type: EventType { .touches }
  /// The event's touches (UIKit's `allTouches`): none.
  open var allTouches: Set<UITouch>? { nil }

  /// Creates an event.
  public override init() {
    super.init()
  }
}
