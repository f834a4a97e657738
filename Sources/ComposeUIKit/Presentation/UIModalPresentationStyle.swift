import Compose

/// How a presented view controller covers the screen (UIKit's `UIModalPresentationStyle`, with
/// UIKit's raw values).
///
/// Compose models two behaviours (contract §5): the presenter disappears (``fullScreen``,
/// ``currentContext``, ``none``) or stays appeared (the sheets ``automatic``, ``pageSheet``,
/// ``formSheet`` and ``popover``, which adapts to a sheet on a phone, and ``overFullScreen``,
/// ``overCurrentContext``, ``custom``). Only sheets can be swiped down.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
  /// Covers the screen; the presenter disappears.
  case fullScreen = 0
  /// A sheet (the default for a plain view controller of `automatic`).
  case pageSheet = 1
  /// A smaller sheet.
  case formSheet = 2
  /// Covers the presenting context; modelled as ``fullScreen``.
  case currentContext = 3
  /// A custom presentation; modelled as ``overFullScreen`` (the presenter stays).
  case custom = 4
  /// Covers the screen; the presenter stays appeared.
  case overFullScreen = 5
  /// Covers the presenting context, which stays; modelled as ``overFullScreen``.
  case overCurrentContext = 6
  /// A popover; adapts to a sheet, as on a phone.
  case popover = 7
  /// No adaptation; modelled as ``fullScreen``.
  case none = -1
  /// The system's choice: a sheet, as on iOS 13 and later (the default).
  case automatic = -2

  /// The engine's style for this one.
  var engineStyle: PresentationStyle {
    switch self {
    case .fullScreen, .currentContext, .none: .fullScreen
    case .overFullScreen, .overCurrentContext, .custom: .overFullScreen
    case .automatic: .automatic
    case .pageSheet, .popover: .pageSheet
    case .formSheet: .formSheet
    }
  }
}
