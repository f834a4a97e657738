import Foundation

/// A slider over a range of values (UIKit's `UISlider`). ``value`` stays within
/// ``minimumValue`` and ``maximumValue``, as in UIKit; setting it from code sends no actions.
/// ``composeSlide(to:)`` stands for the user's drag, which sends `.valueChanged`. Colours and
/// images are stored only.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// Storage of ``value``.
  private var valueStorage: Float = 0
  /// Storage of ``minimumValue``.
  private var minimumStorage: Float = 0
  /// Storage of ``maximumValue``.
  private var maximumStorage: Float = 1

  /// The value (UIKit's `value`); `0` by default. Set beyond the range, it is pinned to it.
  open var value: Float {
    get { valueStorage }
    set { valueStorage = min(max(newValue, minimumStorage), maximumStorage) }
  }

  /// The least value (UIKit's `minimumValue`); `0` by default. Raising it past ``value`` moves
  /// the value up, as Apple documents; raising it past ``maximumValue`` raises the maximum too,
  /// so that the range is never empty.
  open var minimumValue: Float {
    get { minimumStorage }
    set {
      minimumStorage = newValue
      maximumStorage = max(maximumStorage, newValue)
      value = valueStorage
    }
  }

  /// The greatest value (UIKit's `maximumValue`); `1` by default. Lowering it below ``value``
  /// moves the value down, as Apple documents; lowering it below ``minimumValue`` lowers the
  /// minimum too.
  open var maximumValue: Float {
    get { maximumStorage }
    set {
      maximumStorage = newValue
      minimumStorage = min(minimumStorage, newValue)
      value = valueStorage
    }
  }

  /// Whether a drag sends `.valueChanged` as it goes or only at its end (UIKit's
  /// `isContinuous`). Stored only: the headless drag sends it once.
  open var isContinuous = true
  /// The track's colour before the thumb (UIKit's `minimumTrackTintColor`). Stored only.
  open var minimumTrackTintColor: UIColor?
  /// The track's colour after the thumb (UIKit's `maximumTrackTintColor`). Stored only.
  open var maximumTrackTintColor: UIColor?
  /// The thumb's colour (UIKit's `thumbTintColor`). Stored only.
  open var thumbTintColor: UIColor?
  /// The image at the minimum end (UIKit's `minimumValueImage`). Stored only.
  open var minimumValueImage: UIImage?
  /// The image at the maximum end (UIKit's `maximumValueImage`). Stored only.
  open var maximumValueImage: UIImage?
  /// The thumb images by state.
  private var thumbImages: [UIControl.State: UIImage] = [:]

  /// Sets the value (UIKit's `setValue(_:animated:)`), pinned to the range; sends no actions.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - animated: Ignored.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Sets the thumb's image for `state` (UIKit's `setThumbImage(_:for:)`). Stored only.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state] = image
  }

  /// The thumb's image for `state` (UIKit's `thumbImage(for:)`).
  ///
  /// - Parameter state: The state.
  /// - Returns: The image set for it, or `nil`.
  open func thumbImage(for state: UIControl.State) -> UIImage? {
    thumbImages[state]
  }

  /// The headless drag (not UIKit API): unless the slider is disabled, moves the value to
  /// `value` (pinned to the range) and, if it changed, sends `.valueChanged`.
  ///
  /// - Parameter value: Where the user lets go.
  /// - Returns: Whether the value changed.
  @discardableResult
  public func composeSlide(to value: Float) -> Bool {
    guard isEnabled else { return false }
    let old = self.value
    self.value = value
    guard self.value != old else { return false }
    sendActions(for: .valueChanged)
    return true
  }
}
