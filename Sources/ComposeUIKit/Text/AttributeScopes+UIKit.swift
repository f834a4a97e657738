import Foundation

extension AttributeScopes {
  /// UIKit's attributes of an `AttributedString` (UIKit's `AttributeScopes.UIKitAttributes`):
  /// `font`, `foregroundColor` and `backgroundColor`, with Foundation's. Stored, never drawn.
  public struct UIKitAttributes: AttributeScope {
    /// The text's font.
    public let font: FontAttribute
    /// The text's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// Foundation's attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The text's font (UIKit's `AttributeScopes.UIKitAttributes.FontAttribute`).
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = UIFont
      /// The attribute's name, that of `NSAttributedString.Key.font`.
      public static let name = "NSFont"
    }

    /// The text's colour (UIKit's `AttributeScopes.UIKitAttributes.ForegroundColorAttribute`).
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = UIColor
      /// The attribute's name, that of `NSAttributedString.Key.foregroundColor`.
      public static let name = "NSColor"
    }

    /// The colour behind the text (UIKit's
    /// `AttributeScopes.UIKitAttributes.BackgroundColorAttribute`).
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = UIColor
      /// The attribute's name, that of `NSAttributedString.Key.backgroundColor`.
      public static let name = "NSBackgroundColor"
    }
  }

  /// UIKit's attribute scope (UIKit's `AttributeScopes.uiKit`).
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// Looks up UIKit's attributes by name, so that `container.font = …` and
  /// `string.foregroundColor = …` compile as with UIKit.
  ///
  /// - Parameter keyPath: The attribute in ``AttributeScopes/UIKitAttributes``.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}
