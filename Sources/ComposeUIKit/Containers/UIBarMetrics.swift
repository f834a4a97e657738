/// The bar sizes a background image is set for (UIKit's `UIBarMetrics`). Stored only.
public enum UIBarMetrics: Int, Hashable, Sendable {
  /// The default height.
  case `default` = 0
  /// The compact height of a phone in landscape.
  case compact = 1
  /// The default height with a prompt.
  case defaultPrompt = 101
  /// The compact height with a prompt.
  case compactPrompt = 102
}

/// Where a bar sits (UIKit's `UIBarPosition`). Stored only.
public enum UIBarPosition: Int, Hashable, Sendable {
  /// Unspecified.
  case any = 0
  /// At the bottom.
  case bottom = 1
  /// At the top.
  case top = 2
  /// At the top, attached to the status bar.
  case topAttached = 3
}
