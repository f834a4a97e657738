import Foundation

extension UIPageViewController {
  /// Styles for the page-turn transition (UIKit's `UIPageViewController.TransitionStyle`, with its
  /// raw values). Compose draws no transition: the style decides only how many pages a spread has
  /// (see ``UIPageViewController/spineLocation``).
  public enum TransitionStyle: Int, Hashable, Sendable {
    /// Page curl: pages turn like a book's.
    case pageCurl = 0
    /// Scrolling: pages slide.
    case scroll = 1
  }

  /// Orientations for page-turn transitions (UIKit's `UIPageViewController.NavigationOrientation`).
  /// Stored only.
  public enum NavigationOrientation: Int, Hashable, Sendable {
    /// Pages turn left and right.
    case horizontal = 0
    /// Pages turn up and down.
    case vertical = 1
  }

  /// Directions for page-turn transitions (UIKit's `UIPageViewController.NavigationDirection`).
  /// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` ignores it (the
  /// callbacks are the same either way); ``UIPageViewController/composeBeginSwipe(_:)`` asks the
  /// data source for the page after the current one (forward) or before it (reverse).
  public enum NavigationDirection: Int, Hashable, Sendable {
    /// To the next page.
    case forward = 0
    /// To the previous page.
    case reverse = 1
  }

  /// Locations for the spine (UIKit's `UIPageViewController.SpineLocation`), set with the
  /// ``OptionsKey/spineLocation`` option. A ``mid`` spine shows two pages at once.
  public enum SpineLocation: Int, Hashable, Sendable {
    /// No spine: the scroll style's.
    case none = 0
    /// At the left or top edge; one page at a time. The page curl's default.
    case min = 1
    /// In the middle; two pages at a time.
    case mid = 2
    /// At the right or bottom edge; one page at a time.
    case max = 3
  }

  /// Keys of the options dictionary of
  /// ``UIPageViewController/init(transitionStyle:navigationOrientation:options:)`` (UIKit's
  /// `UIPageViewController.OptionsKey`).
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Space between pages, in points, for the scroll style. Ignored: nothing is drawn.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// Where the spine is, for the page-curl style: a ``SpineLocation`` (or its raw value, as
    /// UIKit's `NSNumber`).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
  }
}

extension UIPageViewController.SpineLocation {
  /// The spine an options dictionary names for `style`: the page curl's is ``min`` unless the
  /// ``UIPageViewController/OptionsKey/spineLocation`` option says otherwise; the scroll style has
  /// none (UIKit's rule: a spine location is only valid for the page curl).
  static func resolved(
    for style: UIPageViewController.TransitionStyle,
    options: [UIPageViewController.OptionsKey: Any]?
  ) -> Self {
    guard style == .pageCurl else { return .none }
    switch options?[.spineLocation] {
    case let location as Self: return location
    case let number as NSNumber: return Self(rawValue: number.intValue) ?? .min
    case let raw as Int: return Self(rawValue: raw) ?? .min
    default: return .min
    }
  }
}
