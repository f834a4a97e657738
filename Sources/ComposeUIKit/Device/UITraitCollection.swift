import Foundation

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, with its raw values).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// Unspecified.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2
}

/// A size class (UIKit's `UIUserInterfaceSizeClass`, with its raw values).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  /// Unspecified.
  case unspecified = 0
  /// Compact.
  case compact = 1
  /// Regular.
  case regular = 2
}

/// A kind of device (UIKit's `UIUserInterfaceIdiom`, with its raw values).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  /// Unspecified.
  case unspecified = -1
  /// A phone.
  case phone = 0
  /// A tablet.
  case pad = 1
  /// A television.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Vision Pro.
  case vision = 6
}

/// The user's preferred text size (UIKit's `UIContentSizeCategory`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The category's name.
  public let rawValue: String

  /// Creates a category.
  ///
  /// - Parameter rawValue: The category's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Unspecified.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large, the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// The smallest accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")

  /// Whether the category is one of the accessibility sizes (UIKit's
  /// `isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// The traits of an interface environment (UIKit's `UITraitCollection`). Compose models one
/// device, the iPhone of ``UIScreen/main`` in portrait: phone idiom, compact width, regular
/// height, scale 3, the large text size, light appearance unless an `overrideUserInterfaceStyle`
/// says otherwise. Traits never change, so `traitCollectionDidChange(_:)` is never called.
public final class UITraitCollection: NSObject, Sendable {
  /// Light or dark (UIKit's `userInterfaceStyle`).
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The width's size class (UIKit's `horizontalSizeClass`).
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The height's size class (UIKit's `verticalSizeClass`).
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The device's kind (UIKit's `userInterfaceIdiom`).
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The screen's scale (UIKit's `displayScale`).
  public let displayScale: CGFloat
  /// The text size (UIKit's `preferredContentSizeCategory`).
  public let preferredContentSizeCategory: UIContentSizeCategory

  init(
    userInterfaceStyle: UIUserInterfaceStyle = .light,
    horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
    verticalSizeClass: UIUserInterfaceSizeClass = .regular,
    userInterfaceIdiom: UIUserInterfaceIdiom = .phone, displayScale: CGFloat = 3,
    preferredContentSizeCategory: UIContentSizeCategory = .large
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.displayScale = displayScale
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// The traits of the modelled iPhone (see the type's description).
  public override convenience init() {
    self.init(userInterfaceStyle: .light)
  }

  /// A collection giving only an appearance (UIKit's `init(userInterfaceStyle:)`).
  ///
  /// - Parameter userInterfaceStyle: The appearance.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .compact,
      verticalSizeClass: .regular)
  }

  /// A collection giving only a width size class (UIKit's `init(horizontalSizeClass:)`).
  ///
  /// - Parameter horizontalSizeClass: The size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      userInterfaceStyle: .light, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: .regular)
  }

  /// A collection giving only a height size class (UIKit's `init(verticalSizeClass:)`).
  ///
  /// - Parameter verticalSizeClass: The size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      userInterfaceStyle: .light, horizontalSizeClass: .compact,
      verticalSizeClass: verticalSizeClass)
  }

  /// The traits in effect (UIKit's `current`): the modelled iPhone's, a new instance at each
  /// read (no global state).
  public static var current: UITraitCollection { UITraitCollection() }

  /// Whether colours resolve differently under `traitCollection` (UIKit's
  /// `hasDifferentColorAppearance(comparedTo:)`): whether the appearance differs.
  ///
  /// - Parameter traitCollection: The other traits.
  /// - Returns: Whether the appearances differ.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    traitCollection?.userInterfaceStyle != userInterfaceStyle
  }

  /// Whether two collections give the same traits.
  ///
  /// - Parameter object: The other object.
  /// - Returns: Whether it is a collection with the same traits.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return userInterfaceStyle == other.userInterfaceStyle
      && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass
      && userInterfaceIdiom == other.userInterfaceIdiom && displayScale == other.displayScale
      && preferredContentSizeCategory == other.preferredContentSizeCategory
  }

  /// The hash of the traits.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(preferredContentSizeCategory)
    return hasher.finalize()
  }
}

/// What has traits (UIKit's `UITraitEnvironment`): views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits (UIKit's `traitCollection`).
  var traitCollection: UITraitCollection { get }
  /// Called when the traits changed (UIKit's `traitCollectionDidChange(_:)`); never called by
  /// Compose, whose traits do not change.
  ///
  /// - Parameter previousTraitCollection: The traits before.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
