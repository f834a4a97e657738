import Foundation

/// A cell of a list layout (UIKit's `UICollectionViewListCell`, iOS 14): accessories and an
/// indentation, stored only.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories shown at the edges. Stored only.
  open var accessories: [UICellAccessory] = []
  /// The indentation level. Stored only.
  open var indentationLevel = 0
  /// The width of one indentation level. Stored only.
  open var indentationWidth: CGFloat = 20
}

/// An accessory of a list cell (UIKit's `UICellAccessory`). Stored only.
public struct UICellAccessory: Hashable, Sendable {
  /// When an accessory shows (UIKit's `DisplayedState`).
  public enum DisplayedState: Int, Hashable, Sendable {
    /// Always.
    case always
    /// While the list is editing.
    case whenEditing
    /// While the list is not editing.
    case whenNotEditing
  }

  /// The accessory's kind.
  public enum Kind: Hashable, Sendable {
    /// A disclosure chevron.
    case disclosureIndicator
    /// A checkmark.
    case checkmark
    /// A delete control.
    case delete
    /// A reorder control.
    case reorder
    /// A multiselect circle (``UICellAccessory/multiselect(displayed:options:)``).
    case multiselect
    /// An insert control (``UICellAccessory/insert(displayed:options:actionHandler:)``).
    case insert
    /// An outline's expand control.
    case outlineDisclosure
    /// A text label.
    case label(String)
    /// A view of the app's own, known by its identity (see
    /// ``UICellAccessory/customView(configuration:)``).
    case customView(ObjectIdentifier)
  }

  /// The kind.
  public let kind: Kind
  /// When it shows.
  public let displayed: DisplayedState

  /// A disclosure chevron (UIKit's `disclosureIndicator(displayed:options:)`).
  ///
  /// - Parameter displayed: When it shows.
  /// - Returns: The accessory.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
  }

  /// A checkmark (UIKit's `checkmark(displayed:options:)`).
  ///
  /// - Parameter displayed: When it shows.
  /// - Returns: The accessory.
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .checkmark, displayed: displayed)
  }

  /// A delete control (UIKit's `delete(displayed:options:actionHandler:)`).
  ///
  /// - Parameter displayed: When it shows.
  /// - Returns: The accessory.
  public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(kind: .delete, displayed: displayed)
  }

  /// A reorder control (UIKit's `reorder(displayed:options:)`).
  ///
  /// - Parameter displayed: When it shows.
  /// - Returns: The accessory.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(kind: .reorder, displayed: displayed)
  }

  /// An outline's expand control (UIKit's `outlineDisclosure(displayed:options:actionHandler:)`).
  /// The options and the handler are stored only: nothing taps it.
  ///
  /// - Parameters:
  ///   - displayed: When it shows.
  ///   - options: Its style, stored only.
  ///   - actionHandler: What a tap does instead of expanding; never called.
  /// - Returns: The accessory.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .outlineDisclosure, displayed: displayed)
  }

  /// A text label (UIKit's `label(text:displayed:options:)`).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - displayed: When it shows.
  /// - Returns: The accessory.
  public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .label(text), displayed: displayed)
  }
}
