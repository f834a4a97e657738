import Compose
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

/// A layout direction of traits (UIKit's `UITraitEnvironmentLayoutDirection`, with its raw
/// values).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
  /// Unspecified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// The traits of an interface environment (UIKit's `UITraitCollection`): the kind of device, the
/// size classes, light or dark, the text size, the layout direction and the scale.
///
/// A view controller's and a view's ``UITraitEnvironment/traitCollection`` gives every trait,
/// from its window: a new `UIWindow` is the iPhone of ``UIScreen/main`` in portrait (phone idiom,
/// compact width, regular height, scale 3, the large text size, light, left to right) until a
/// test rotates it, resizes it, makes it a tablet or changes the system's style or text size
/// (`UIWindow.composeRotate(to:)`, `composeResize(to:)`, `composeSetDevice(_:orientation:)`,
/// `UIApplication.composeSetUserInterfaceStyle(_:)`). A collection a test or app makes gives
/// only the traits it names, the others unspecified, as in UIKit.
public final class UITraitCollection: NSObject, Sendable {
  /// Light or dark (UIKit's `userInterfaceStyle`).
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The width's size class (UIKit's `horizontalSizeClass`).
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The height's size class (UIKit's `verticalSizeClass`).
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The device's kind (UIKit's `userInterfaceIdiom`).
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The screen's scale (UIKit's `displayScale`); `0` when unspecified.
  public let displayScale: CGFloat
  /// The text size (UIKit's `preferredContentSizeCategory`).
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The layout direction (UIKit's `layoutDirection`).
  public let layoutDirection: UITraitEnvironmentLayoutDirection

  init(
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
    layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.displayScale = displayScale
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.layoutDirection = layoutDirection
  }

  /// The collection of the engine's `traits`, every trait given.
  convenience init(_ traits: Traits) {
    self.init(
      userInterfaceStyle: UIUserInterfaceStyle(traits.style),
      horizontalSizeClass: UIUserInterfaceSizeClass(traits.horizontalSizeClass),
      verticalSizeClass: UIUserInterfaceSizeClass(traits.verticalSizeClass),
      userInterfaceIdiom: traits.idiom == .pad ? .pad : .phone,
      displayScale: CGFloat(traits.displayScale),
      preferredContentSizeCategory: UIContentSizeCategory(rawValue: traits.contentSizeCategory),
      layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
  }

  /// An empty collection: every trait unspecified (UIKit's `init()`).
  public override convenience init() {
    self.init(userInterfaceStyle: .unspecified)
  }

  /// A collection giving only an appearance (UIKit's `init(userInterfaceStyle:)`).
  ///
  /// - Parameter userInterfaceStyle: The appearance.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified)
  }

  /// A collection giving only a width size class (UIKit's `init(horizontalSizeClass:)`).
  ///
  /// - Parameter horizontalSizeClass: The size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: .unspecified)
  }

  /// A collection giving only a height size class (UIKit's `init(verticalSizeClass:)`).
  ///
  /// - Parameter verticalSizeClass: The size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      userInterfaceStyle: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: verticalSizeClass)
  }

  /// A collection giving only a text size (UIKit's `init(preferredContentSizeCategory:)`).
  ///
  /// - Parameter preferredContentSizeCategory: The text size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// A collection giving only a device kind (UIKit's `init(userInterfaceIdiom:)`).
  ///
  /// - Parameter userInterfaceIdiom: The device kind.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(userInterfaceStyle: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
  }

  /// A collection giving only a layout direction (UIKit's `init(layoutDirection:)`).
  ///
  /// - Parameter layoutDirection: The direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
  }

  /// A collection giving only a scale (UIKit's `init(displayScale:)`).
  ///
  /// - Parameter displayScale: The scale.
  public convenience init(displayScale: CGFloat) {
    self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
  }

  /// The traits of `traitCollections` together, a later collection's specified trait winning
  /// (UIKit's `init(traitsFrom:)`).
  ///
  /// - Parameter traitCollections: The collections, in increasing precedence.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var style = UIUserInterfaceStyle.unspecified
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var idiom = UIUserInterfaceIdiom.unspecified
    var scale: CGFloat = 0
    var category = UIContentSizeCategory.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    for collection in traitCollections {
      if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
      if collection.horizontalSizeClass != .unspecified {
        horizontal = collection.horizontalSizeClass
      }
      if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
      if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
      if collection.displayScale != 0 { scale = collection.displayScale }
      if collection.preferredContentSizeCategory != .unspecified {
        category = collection.preferredContentSizeCategory
      }
      if collection.layoutDirection != .unspecified { direction = collection.layoutDirection }
    }
    self.init(
      userInterfaceStyle: style, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
      userInterfaceIdiom: idiom, displayScale: scale, preferredContentSizeCategory: category,
      layoutDirection: direction)
  }

  /// The traits in effect (UIKit's `current`): those of the key window of
  /// `UIApplication.shared`, else the modelled iPhone's in portrait; a new instance at each
  /// read (no global state).
  @MainActor public static var current: UITraitCollection {
    UITraitCollection(UIApplication.shared.keyWindow?.composeWindow.traits ?? Traits())
  }

  /// Whether every trait `traitCollection` specifies has the same value here (UIKit's
  /// `containsTraits(in:)`).
  ///
  /// - Parameter traitCollection: The traits to look for.
  /// - Returns: Whether this collection holds them.
  public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
    guard let other = traitCollection else { return true }
    func same<Value: Equatable>(_ value: Value, _ otherValue: Value, unspecified: Value) -> Bool {
      otherValue == unspecified || value == otherValue
    }
    return same(userInterfaceStyle, other.userInterfaceStyle, unspecified: .unspecified)
      && same(horizontalSizeClass, other.horizontalSizeClass, unspecified: .unspecified)
      && same(verticalSizeClass, other.verticalSizeClass, unspecified: .unspecified)
      && same(userInterfaceIdiom, other.userInterfaceIdiom, unspecified: .unspecified)
      && same(displayScale, other.displayScale, unspecified: 0)
      && same(
        preferredContentSizeCategory, other.preferredContentSizeCategory,
        unspecified: .unspecified)
      && same(layoutDirection, other.layoutDirection, unspecified: .unspecified)
  }

  /// Whether colours resolve differently under `traitCollection` (UIKit's
  /// `hasDifferentColorAppearance(comparedTo:)`): whether the appearance differs.
  ///
  /// - Parameter traitCollection: The other traits.
  /// - Returns: Whether the appearances differ.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    traitCollection?.userInterfaceStyle != userInterfaceStyle
  }

  /// The engine's overrides for the traits this collection specifies.
  var overrides: TraitOverrides {
    TraitOverrides(
      horizontalSizeClass: horizontalSizeClass.engineValue,
      verticalSizeClass: verticalSizeClass.engineValue, style: userInterfaceStyle.engineValue,
      contentSizeCategory: preferredContentSizeCategory == .unspecified
        ? nil : preferredContentSizeCategory.rawValue,
      layoutDirection: layoutDirection == .unspecified
        ? nil : (layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
  }

  /// The engine's traits of this collection, an unspecified trait taken from `base`.
  func engineTraits(over base: Traits) -> Traits {
    var result = overrides.applied(to: base)
    if userInterfaceIdiom == .pad { result.idiom = .pad }
    if userInterfaceIdiom == .phone { result.idiom = .phone }
    if displayScale != 0 { result.displayScale = Double(displayScale) }
    return result
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
      && layoutDirection == other.layoutDirection
  }

  /// The hash of the traits.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(layoutDirection)
    return hasher.finalize()
  }
}

extension UIUserInterfaceStyle {
  init(_ style: Traits.Style) {
    switch style {
    case .unspecified: self = .unspecified
    case .light: self = .light
    case .dark: self = .dark
    }
  }

  /// The engine's style; `nil` for unspecified.
  var engineValue: Traits.Style? {
    switch self {
    case .unspecified: nil
    case .light: .light
    case .dark: .dark
    }
  }
}

extension UIUserInterfaceSizeClass {
  init(_ sizeClass: Traits.SizeClass) {
    switch sizeClass {
    case .unspecified: self = .unspecified
    case .compact: self = .compact
    case .regular: self = .regular
    }
  }

  /// The engine's size class; `nil` for unspecified.
  var engineValue: Traits.SizeClass? {
    switch self {
    case .unspecified: nil
    case .compact: .compact
    case .regular: .regular
    }
  }
}

/// What has traits (UIKit's `UITraitEnvironment`): views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits (UIKit's `traitCollection`).
  var traitCollection: UITraitCollection { get }
  /// Called when the traits changed (UIKit's `traitCollectionDidChange(_:)`): after a rotation,
  /// a resize, a change of the system's style or text size, or of an override above, parent
  /// before child, only where the traits in effect changed.
  ///
  /// - Parameter previousTraitCollection: The traits before.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
