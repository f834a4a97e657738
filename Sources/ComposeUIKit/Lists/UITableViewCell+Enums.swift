import Foundation

extension UITableViewCell {
  /// The standard layout of a cell's labels (UIKit's `UITableViewCell.CellStyle`). It decides
  /// which labels the cell has: ``UITableViewCell/detailTextLabel`` exists for every style but
  /// `.default`.
  public enum CellStyle: Int, Hashable, Sendable {
    /// A label and an optional image; no detail label.
    case `default` = 0
    /// A label on the left and a detail label on the right.
    case value1 = 1
    /// A detail label on the left and a label on the right.
    case value2 = 2
    /// A label with a detail label below it.
    case subtitle = 3
  }

  /// The standard accessory of a cell (UIKit's `UITableViewCell.AccessoryType`). Inert.
  public enum AccessoryType: Int, Hashable, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An information button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An information button.
    case detailButton = 4
  }

  /// How a selected cell is drawn (UIKit's `UITableViewCell.SelectionStyle`). Inert: selection
  /// itself is modelled (``UITableViewCell/isSelected``), its drawing is not.
  public enum SelectionStyle: Int, Hashable, Sendable {
    /// No visible change when selected.
    case none = 0
    /// The blue style.
    case blue = 1
    /// The gray style.
    case gray = 2
    /// The default style.
    case `default` = 3
  }

  /// The separator drawn between cells (UIKit's `UITableViewCell.SeparatorStyle`, the type of
  /// ``UITableView/separatorStyle``). Inert.
  public enum SeparatorStyle: Int, Hashable, Sendable {
    /// No separator.
    case none = 0
    /// A single line, the default.
    case singleLine = 1
    /// An etched double line.
    case singleLineEtched = 2
  }

  /// The editing control of a row (UIKit's `UITableViewCell.EditingStyle`), the type
  /// `tableView(_:commit:forRowAt:)` receives. Compose has no editing mode; the data source method
  /// exists so that code implementing it compiles.
  public enum EditingStyle: Int, Hashable, Sendable {
    /// No editing control.
    case none = 0
    /// The delete control.
    case delete = 1
    /// The insert control.
    case insert = 2
  }
}
