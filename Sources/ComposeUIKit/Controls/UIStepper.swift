import Foundation

/// A pair of minus and plus buttons over a value (UIKit's `UIStepper`). ``value`` stays within
/// ``minimumValue`` and ``maximumValue``; setting it from code sends no actions.
/// ``composeIncrement()`` and ``composeDecrement()`` stand for the user's taps on plus and
/// minus, which step the value (wrapping around when ``wraps`` is set) and send `.valueChanged`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// Storage of ``value``.
  private var valueStorage: Double = 0

  /// The value (UIKit's `value`); `0` by default, pinned to the range.
  open var value: Double {
    get { valueStorage }
    set { valueStorage = min(max(newValue, minimumValue), maximumValue) }
  }

  /// The least value (UIKit's `minimumValue`); `0` by default.
  open var minimumValue: Double = 0 {
    didSet { value = valueStorage }
  }

  /// The greatest value (UIKit's `maximumValue`); `100` by default.
  open var maximumValue: Double = 100 {
    didSet { value = valueStorage }
  }

  /// How much a tap changes the value (UIKit's `stepValue`); `1` by default. A tap with a
  /// step that is not positive (UIKit raises for one) changes nothing.
  open var stepValue: Double = 1
  /// Whether stepping past one end goes round to the other (UIKit's `wraps`); `false` by
  /// default. As Apple documents: incrementing beyond ``maximumValue`` sets the value to
  /// ``minimumValue``, decrementing below ``minimumValue`` sets it to ``maximumValue``.
  open var wraps = false
  /// Whether holding a button repeats (UIKit's `autorepeat`). Stored only: nothing is held.
  open var autorepeat = true
  /// Whether held repeats send actions as they go (UIKit's `isContinuous`). Stored only.
  open var isContinuous = true

  /// The headless tap on plus (not UIKit API): unless disabled, adds ``stepValue`` (pinned to
  /// ``maximumValue``, or to ``minimumValue`` beyond it when ``wraps``) and, if the value changed,
  /// sends `.valueChanged`.
  ///
  /// - Returns: Whether the value changed.
  @discardableResult
  public func composeIncrement() -> Bool {
    step(by: stepValue)
  }

  /// The headless tap on minus (not UIKit API); see ``composeIncrement()``.
  ///
  /// - Returns: Whether the value changed.
  @discardableResult
  public func composeDecrement() -> Bool {
    step(by: -stepValue)
  }

  private func step(by change: Double) -> Bool {
    guard isEnabled, stepValue > 0 else { return false }
    let old = value
    let next = old + change
    if wraps && next > maximumValue {
      value = minimumValue
    } else if wraps && next < minimumValue {
      value = maximumValue
    } else {
      value = next
    }
    guard value != old else { return false }
    sendActions(for: .valueChanged)
    return true
  }
}
