import Foundation

extension UICellAccessory {
  /// Where an accessory sits in a list cell (UIKit's `UICellAccessory.Placement`). Stored only.
  public enum Placement {
    /// Where among the accessories on its side it goes: given them, returns an index (UIKit's
    /// `UICellAccessory.Placement.Position`).
    public typealias Position = (_ accessories: [UICellAccessory]) -> Int

    /// On the leading edge.
    case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    /// On the trailing edge.
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
  }

  /// How wide the space kept for an accessory is (UIKit's `UICellAccessory.LayoutDimension`).
  /// Stored only.
  public enum LayoutDimension: Hashable, Sendable {
    /// The system's standard width.
    case standard
    /// The accessory's own width.
    case actual
    /// A width in points.
    case custom(CGFloat)
  }

  /// An app's own view as an accessory (UIKit's `UICellAccessory.CustomViewConfiguration`).
  /// Stored only: the view is not placed in the cell.
  @preconcurrency @MainActor
  public struct CustomViewConfiguration {
    /// The view (UIKit's `customView`).
    public var customView: UIView
    /// Where it sits (UIKit's `placement`).
    public var placement: Placement
    /// Whether it is hidden (UIKit's `isHidden`).
    public var isHidden: Bool?
    /// The space kept for it (UIKit's `reservedLayoutWidth`).
    public var reservedLayoutWidth: LayoutDimension?
    /// Its tint (UIKit's `tintColor`).
    public var tintColor: UIColor?
    /// Whether it keeps its size (UIKit's `maintainsFixedSize`).
    public var maintainsFixedSize: Bool?

    /// Creates a configuration (UIKit's
    /// `init(customView:placement:isHidden:reservedLayoutWidth:tintColor:maintainsFixedSize:)`).
    ///
    /// - Parameters:
    ///   - customView: The view.
    ///   - placement: Where it sits.
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The space kept for it.
    ///   - tintColor: Its tint.
    ///   - maintainsFixedSize: Whether it keeps its size.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// The look of an outline's expand control (UIKit's
  /// `UICellAccessory.OutlineDisclosureOptions`). Stored only.
  public struct OutlineDisclosureOptions: Hashable, Sendable {
    /// The control's style (UIKit's `OutlineDisclosureOptions.Style`).
    public enum Style: Int, Hashable, Sendable {
      /// A header's style when the cell is a header, otherwise a cell's.
      case automatic
      /// A section header's chevron.
      case header
      /// A cell's chevron.
      case cell
    }

    /// The style (UIKit's `style`).
    public var style: Style
    /// Whether it is hidden (UIKit's `isHidden`).
    public var isHidden: Bool?
    /// The space kept for it (UIKit's `reservedLayoutWidth`).
    public var reservedLayoutWidth: LayoutDimension?

    /// Creates options (UIKit's `init(style:isHidden:reservedLayoutWidth:tintColor:)`, without
    /// the tint).
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The space kept for it.
    public init(
      style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
    }
  }

  /// An app's own view as an accessory (UIKit's `customView(configuration:)`). The accessory
  /// knows the view by its identity; the view is not placed in the cell.
  ///
  /// - Parameter configuration: The view and where it sits.
  /// - Returns: The accessory.
  @MainActor
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state, _), .trailing(let state, _): displayed = state
    }
    return UICellAccessory(
      kind: .customView(ObjectIdentifier(configuration.customView)), displayed: displayed)
  }
}
