/// A rectangle an archive stores (`<rect key="frame" x="0" y="0" width="320" height="44"/>`).
public struct ArchiveRect: Sendable, Hashable {
  /// The origin's x.
  public let x: Double
  /// The origin's y.
  public let y: Double
  /// The width.
  public let width: Double
  /// The height.
  public let height: Double

  /// A rectangle.
  ///
  /// - Parameters:
  ///   - x: The origin's x.
  ///   - y: The origin's y.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// A colour an archive stores (`<color key="textColor" …/>`), as Interface Builder writes it.
public enum ArchiveColor: Sendable, Hashable {
  /// Red, green, blue and alpha components (0…1) in a colour space: `sRGB`, `displayP3`,
  /// `calibratedRGB`, `deviceRGB` (the `customColorSpace`, else the `colorSpace`, as written).
  case components(red: Double, green: Double, blue: Double, alpha: Double, space: String)
  /// A grey (`white="0.33"`) with its alpha.
  case white(Double, alpha: Double)
  /// A named colour of the asset catalogue (`name="AccentColor"`).
  case named(String)
  /// A system colour (`systemColor="systemBackgroundColor"`, or the older
  /// `cocoaTouchSystemColor="darkTextColor"`).
  case system(String)
}

/// A font an archive stores (`<fontDescription key="fontDescription" type="system"
/// pointSize="17"/>`).
public struct ArchiveFont: Sendable, Hashable {
  /// `system`, `boldSystem`, `italicSystem`, or `nil` for a named font.
  public let type: String?
  /// The weight of a system font (`semibold`), if written.
  public let weight: String?
  /// The size in points, `nil` for a text style font.
  public let pointSize: Double?
  /// The font's name (`Helvetica-Bold`), for a named font.
  public let name: String?
  /// The font's family, for a named font.
  public let family: String?
  /// A Dynamic Type text style (`UICTFontTextStyleBody`).
  public let textStyle: String?
}

/// A button's title, images and colours for one state (`<state key="normal" title="Follow"/>`).
public struct ArchiveButtonState: Sendable, Hashable {
  /// The state: `normal`, `highlighted`, `selected` or `disabled`.
  public let state: String
  /// The title.
  public let title: String?
  /// The image's name.
  public let image: String?
  /// The background image's name.
  public let backgroundImage: String?
  /// The colours, by key (`titleColor`, `titleShadowColor`).
  public let colors: [String: ArchiveColor]
  /// The text of the attributed title (`<attributedString key="attributedTitle">`'s fragments),
  /// if any; its attributes are drawing only.
  public let attributedTitle: String?
}

/// An element's accessibility (`<accessibility key="accessibilityConfiguration"
/// identifier="…" label="…"/>`).
public struct ArchiveAccessibility: Sendable, Hashable {
  /// The accessibility identifier.
  public let identifier: String?
  /// The accessibility label.
  public let label: String?
  /// The accessibility hint.
  public let hint: String?

  /// An accessibility configuration.
  ///
  /// - Parameters:
  ///   - identifier: The accessibility identifier.
  ///   - label: The accessibility label.
  ///   - hint: The accessibility hint.
  public init(identifier: String?, label: String?, hint: String?) {
    self.identifier = identifier
    self.label = label
    self.hint = hint
  }
}

/// A layout constraint as the archive stores it: kept, never solved.
public struct ArchiveConstraint: Sendable, Hashable {
  /// Its identifier in the archive.
  public let id: String
  /// The first item's identifier (`nil`: the view that holds the constraint).
  public let firstItem: String?
  /// The first attribute (`leading`, `top`, `width`).
  public let firstAttribute: String?
  /// `equal` (`nil`), `lessThanOrEqual` or `greaterThanOrEqual`.
  public let relation: String?
  /// The second item's identifier.
  public let secondItem: String?
  /// The second attribute.
  public let secondAttribute: String?
  /// The multiplier, as written (`1:2` or `0.5`).
  public let multiplier: String?
  /// The constant.
  public let constant: Double
  /// The priority (1000 when not written).
  public let priority: Double
  /// The constraint's identifier property, if set.
  public let identifier: String?
  /// Where it is written.
  public let location: ArchiveLocation
}

/// A user-defined runtime attribute: a key path and the value Interface Builder sets on the
/// object after `init(coder:)`.
public struct ArchiveRuntimeAttribute: Sendable, Hashable {
  /// A runtime attribute's value.
  public enum Value: Sendable, Hashable {
    /// `type="string"` (or `localizedString`).
    case string(String)
    /// `type="number"`: an `integer` or `real` child.
    case number(Double)
    /// `type="boolean"`.
    case boolean(Bool)
    /// `type="color"`.
    case color(ArchiveColor)
    /// `type="nil"`.
    case none
    /// Any other type (`point`, `size`, `rect`, `range`, `image`), kept as written.
    case other(type: String, node: ArchiveNode)
  }

  /// The key path (`layer.cornerRadius`).
  public let keyPath: String
  /// The value.
  public let value: Value
  /// Where it is written.
  public let location: ArchiveLocation
}
