/// The environment a component's interface is shown in (UIKit's `UITraitCollection`): the kind of
/// device, the size classes, light or dark, the text size, the layout direction and the screen's
/// scale. A ``Window`` has traits (``Window/traits``), a component inherits them from its parent
/// (a presented component from its presenter, a root from its window) with its own
/// ``Component/traitOverrides`` applied.
public struct Traits: Hashable, Sendable, CustomStringConvertible {
  /// Whether an extent is constrained (UIKit's `UIUserInterfaceSizeClass`).
  public enum SizeClass: String, Hashable, Sendable {
    /// Not given.
    case unspecified
    /// Constrained: a phone's width, a phone's height in landscape.
    case compact
    /// Unconstrained: a tablet's extents, a phone's height in portrait.
    case regular
  }

  /// Light or dark (UIKit's `UIUserInterfaceStyle`).
  public enum Style: String, Hashable, Sendable {
    /// Not given.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
  }

  /// The kind of device (UIKit's `UIUserInterfaceIdiom`).
  public enum Idiom: String, Hashable, Sendable {
    /// A phone.
    case phone
    /// A tablet.
    case pad
  }

  /// The direction text and layouts run in (UIKit's `UITraitEnvironmentLayoutDirection`).
  public enum LayoutDirection: String, Hashable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
  }

  /// The kind of device (UIKit's `userInterfaceIdiom`).
  public var idiom: Idiom
  /// The width's size class (UIKit's `horizontalSizeClass`).
  public var horizontalSizeClass: SizeClass
  /// The height's size class (UIKit's `verticalSizeClass`).
  public var verticalSizeClass: SizeClass
  /// Light or dark (UIKit's `userInterfaceStyle`).
  public var style: Style
  /// The text size, by UIKit's name of the category (`UICTContentSizeCategoryL`, UIKit's
  /// `preferredContentSizeCategory`).
  public var contentSizeCategory: String
  /// The layout direction (UIKit's `layoutDirection`).
  public var layoutDirection: LayoutDirection
  /// Pixels per point (UIKit's `displayScale`).
  public var displayScale: Double

  /// Creates traits; by default those of a phone in portrait: compact width, regular height,
  /// light, the large text size, left to right, scale 3.
  public init(
    idiom: Idiom = .phone, horizontalSizeClass: SizeClass = .compact,
    verticalSizeClass: SizeClass = .regular, style: Style = .light,
    contentSizeCategory: String = "UICTContentSizeCategoryL",
    layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 3
  ) {
    self.idiom = idiom
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.style = style
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
  }

  /// `wC hR light`: the size classes and the style, what traces show.
  public var description: String {
    "w\(horizontalSizeClass.letter) h\(verticalSizeClass.letter) \(style.rawValue)"
  }

  /// The traits that differ from `other`, as `name: old -> new`, for a trace:
  /// `verticalSizeClass: regular -> compact`.
  ///
  /// - Parameter other: The traits before.
  /// - Returns: One entry per trait that changed, in declaration order.
  public func changes(from other: Traits) -> [String] {
    var result: [String] = []
    func add(_ name: String, _ old: String, _ new: String) {
      if old != new { result.append("\(name): \(old) -> \(new)") }
    }
    add("idiom", other.idiom.rawValue, idiom.rawValue)
    add("horizontalSizeClass", other.horizontalSizeClass.rawValue, horizontalSizeClass.rawValue)
    add("verticalSizeClass", other.verticalSizeClass.rawValue, verticalSizeClass.rawValue)
    add("style", other.style.rawValue, style.rawValue)
    add("contentSizeCategory", other.contentSizeCategory, contentSizeCategory)
    add("layoutDirection", other.layoutDirection.rawValue, layoutDirection.rawValue)
    add("displayScale", "\(other.displayScale)", "\(displayScale)")
    return result
  }
}

extension Traits.SizeClass {
  /// `C`, `R` or `?`.
  fileprivate var letter: String {
    switch self {
    case .compact: "C"
    case .regular: "R"
    case .unspecified: "?"
    }
  }
}

/// The traits a component forces on itself and what it contains (UIKit's
/// `overrideUserInterfaceStyle`, `setOverrideTraitCollection(_:forChild:)` and iOS 17's
/// `traitOverrides`): each trait given replaces the inherited one, each `nil` inherits.
public struct TraitOverrides: Hashable, Sendable {
  /// The width's size class, if forced.
  public var horizontalSizeClass: Traits.SizeClass?
  /// The height's size class, if forced.
  public var verticalSizeClass: Traits.SizeClass?
  /// Light or dark, if forced.
  public var style: Traits.Style?
  /// The text size, if forced.
  public var contentSizeCategory: String?
  /// The layout direction, if forced.
  public var layoutDirection: Traits.LayoutDirection?

  /// Overrides of the traits given; none by default.
  public init(
    horizontalSizeClass: Traits.SizeClass? = nil, verticalSizeClass: Traits.SizeClass? = nil,
    style: Traits.Style? = nil, contentSizeCategory: String? = nil,
    layoutDirection: Traits.LayoutDirection? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.style = style
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
  }

  /// No override.
  public static let none = TraitOverrides()

  /// `traits` with these overrides applied.
  ///
  /// - Parameter traits: The inherited traits.
  /// - Returns: The traits in effect.
  public func applied(to traits: Traits) -> Traits {
    var result = traits
    if let horizontalSizeClass { result.horizontalSizeClass = horizontalSizeClass }
    if let verticalSizeClass { result.verticalSizeClass = verticalSizeClass }
    if let style { result.style = style }
    if let contentSizeCategory { result.contentSizeCategory = contentSizeCategory }
    if let layoutDirection { result.layoutDirection = layoutDirection }
    return result
  }
}
