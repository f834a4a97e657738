import Foundation

/// An on/off switch (UIKit's `UISwitch`). Setting ``isOn`` or calling ``setOn(_:animated:)``
/// from code sends no actions, as in UIKit; ``composeToggle()`` stands for the user's tap, which
/// flips the switch and sends `.valueChanged`. Colours and images are stored only.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// A switch's look (UIKit's `UISwitch.Style`, with its raw values).
  public enum Style: Int, Sendable {
    /// The platform's.
    case automatic = 0
    /// A checkbox (Mac Catalyst).
    case checkbox = 1
    /// A sliding switch.
    case sliding = 2
  }

  /// Whether the switch is on (UIKit's `isOn`); `false` by default.
  open var isOn = false
  /// The colour of the track when on (UIKit's `onTintColor`). Stored only.
  open var onTintColor: UIColor?
  /// The colour of the knob (UIKit's `thumbTintColor`). Stored only.
  open var thumbTintColor: UIColor?
  /// The image when on (UIKit's `onImage`). Stored only.
  open var onImage: UIImage?
  /// The image when off (UIKit's `offImage`). Stored only.
  open var offImage: UIImage?
  /// The look asked for (UIKit's `preferredStyle`). Stored only.
  open var preferredStyle: Style = .automatic
  /// The look used (UIKit's `style`): a sliding switch on the modelled phone.
  open var style: Style { .sliding }

  /// Turns the switch on or off (UIKit's `setOn(_:animated:)`); sends no actions.
  ///
  /// - Parameters:
  ///   - on: Whether it is on.
  ///   - animated: Ignored.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The headless tap (not UIKit API): unless the switch is disabled, flips ``isOn`` and sends
  /// `.valueChanged`, as the user's tap does.
  ///
  /// - Returns: Whether the switch changed.
  @discardableResult
  public func composeToggle() -> Bool {
    guard isEnabled else { return false }
    isOn.toggle()
    sendActions(for: .valueChanged)
    return true
  }
}
