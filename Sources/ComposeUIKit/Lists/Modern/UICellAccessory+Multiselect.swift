import Foundation

extension UICellAccessory {
  /// The look of a multiselect accessory (UIKit's `UICellAccessory.MultiselectOptions`). Stored
  /// only.
  public struct MultiselectOptions: Hashable, Sendable {
    /// Whether it is hidden (UIKit's `isHidden`).
    public var isHidden: Bool?
    /// The space kept for it (UIKit's `reservedLayoutWidth`).
    public var reservedLayoutWidth: LayoutDimension?
    /// Its tint (UIKit's `tintColor`).
    public var tintColor: UIColor?
    /// Its background (UIKit's `backgroundColor`).
    public var backgroundColor: UIColor?

    /// Creates options (UIKit's `init(isHidden:reservedLayoutWidth:tintColor:backgroundColor:)`).
    ///
    /// - Parameters:
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The space kept for it.
    ///   - tintColor: Its tint.
    ///   - backgroundColor: Its background.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The look of an insert or detail accessory (UIKit's `UICellAccessory.InsertOptions` and
  /// `DetailOptions`, which have the multiselect accessory's fields). One type here, where UIKit
  /// has three of the same shape. Stored only.
  public typealias InsertOptions = MultiselectOptions

  /// What a tap on an accessory runs (UIKit's `UICellAccessory.ActionHandler`).
  public typealias ActionHandler = () -> Void

  /// A multiselect circle, filled with a checkmark when the cell is selected (UIKit's
  /// `multiselect(displayed:options:)`). Stored only: Compose draws no accessories.
  ///
  /// - Parameters:
  ///   - displayed: When it shows; while editing by default, as in UIKit.
  ///   - options: Its look, stored only.
  /// - Returns: The accessory.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .multiselect, displayed: displayed)
  }

  /// An insert control (UIKit's `insert(displayed:options:actionHandler:)`). Stored only:
  /// nothing taps it, so the handler is never called.
  ///
  /// - Parameters:
  ///   - displayed: When it shows; while editing by default, as in UIKit.
  ///   - options: Its look, stored only.
  ///   - actionHandler: What a tap runs; never called.
  /// - Returns: The accessory.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .insert, displayed: displayed)
  }
}
