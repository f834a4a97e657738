import Foundation

/// A picker of dates and times (UIKit's `UIDatePicker`). ``date`` stays within ``minimumDate``
/// and ``maximumDate``; setting it from code sends no actions. ``composePick(_:)`` stands for
/// the user's choice, which sends `.valueChanged`. The wheels and calendars are not drawn.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What the picker picks (UIKit's `UIDatePicker.Mode`, with its raw values).
  public enum Mode: Int, Sendable {
    /// A time.
    case time = 0
    /// A date.
    case date = 1
    /// A date and a time (the default).
    case dateAndTime = 2
    /// A duration in hours and minutes.
    case countDownTimer = 3
    /// A month and a year.
    case yearAndMonth = 4
  }

  /// How the picker looks (UIKit's `UIDatePickerStyle`, with its raw values).
  public enum Style: Int, Sendable {
    /// The platform's.
    case automatic = 0
    /// Wheels.
    case wheels = 1
    /// A compact label that opens a calendar.
    case compact = 2
    /// An inline calendar.
    case inline = 3
  }

  /// Storage of ``date``.
  private var dateStorage = Date()

  /// The chosen date (UIKit's `date`); the moment the picker was made, by default, as in UIKit.
  /// Set outside ``minimumDate``…``maximumDate``, it is pinned to them (unless the minimum is
  /// after the maximum: then both are ignored, as Apple documents).
  open var date: Date {
    get { dateStorage }
    set { dateStorage = pinned(newValue) }
  }

  /// The earliest date (UIKit's `minimumDate`); `nil` for none.
  open var minimumDate: Date? {
    didSet { dateStorage = pinned(dateStorage) }
  }

  /// The latest date (UIKit's `maximumDate`); `nil` for none.
  open var maximumDate: Date? {
    didSet { dateStorage = pinned(dateStorage) }
  }

  /// What the picker picks (UIKit's `datePickerMode`). Stored only.
  open var datePickerMode: Mode = .dateAndTime
  /// The look asked for (UIKit's `preferredDatePickerStyle`). Stored only.
  open var preferredDatePickerStyle: Style = .automatic
  /// The look used (UIKit's `datePickerStyle`): the preferred one, wheels for `.automatic`.
  open var datePickerStyle: Style {
    preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
  }
  /// The locale of the picker's text (UIKit's `locale`). Stored only.
  open var locale: Locale?
  /// The calendar (UIKit's `calendar`). Stored only.
  open var calendar: Calendar! = Calendar.current
  /// The time zone (UIKit's `timeZone`). Stored only.
  open var timeZone: TimeZone?
  /// The minutes between choices (UIKit's `minuteInterval`). Stored only.
  open var minuteInterval = 1
  /// The duration of a count-down timer, in seconds (UIKit's `countDownDuration`). Stored
  /// only.
  open var countDownDuration: TimeInterval = 0

  /// Sets the date (UIKit's `setDate(_:animated:)`), pinned to the range; sends no actions.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - animated: Ignored.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// The headless choice (not UIKit API): unless the picker is disabled, sets ``date`` to
  /// `date` (pinned to the range) and, if it changed, sends `.valueChanged`.
  ///
  /// - Parameter date: The date the user picks.
  /// - Returns: Whether the date changed.
  @discardableResult
  public func composePick(_ date: Date) -> Bool {
    guard isEnabled else { return false }
    let old = self.date
    self.date = date
    guard self.date != old else { return false }
    sendActions(for: .valueChanged)
    return true
  }

  /// `date` within the range; as Apple documents, a minimum after the maximum makes both
  /// ignored.
  private func pinned(_ date: Date) -> Date {
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }
}
