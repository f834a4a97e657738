import Compose
import Foundation

extension UITableView {
  /// The style of a table view (UIKit's `UITableView.Style`). Inert: Compose draws nothing, so
  /// every style lays its rows out the same way.
  public enum Style: Int, Hashable, Sendable {
    /// A plain table view.
    case plain = 0
    /// A table view whose sections are grouped.
    case grouped = 1
    /// A grouped table view whose sections are inset.
    case insetGrouped = 2
  }

  /// The animation of an insertion, deletion or reload (UIKit's `UITableView.RowAnimation`).
  /// Accepted and ignored: Compose applies every change at once, with the contract's callbacks.
  public enum RowAnimation: Int, Hashable, Sendable {
    /// The rows fade in or out.
    case fade = 0
    /// The rows slide in from, or out to, the right.
    case right = 1
    /// The rows slide in from, or out to, the left.
    case left = 2
    /// The rows slide in from, or out toward, the top.
    case top = 3
    /// The rows slide in from, or out toward, the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// The rows are kept centred while the space opens or closes.
    case middle = 6
    /// The table view chooses the animation.
    case automatic = 100
  }

  /// Where ``UITableView/scrollToRow(at:at:animated:)`` puts a row in the visible area (UIKit's
  /// `UITableView.ScrollPosition`): the engine's `ListView.ScrollPosition`, with its
  /// arithmetic.
  public enum ScrollPosition: Int, Hashable, Sendable {
    /// The least scroll that shows the whole row (none when it is visible already).
    case none = 0
    /// The row at the top of the visible area.
    case top = 1
    /// The row in the middle of the visible area.
    case middle = 2
    /// The row at the bottom of the visible area.
    case bottom = 3

    /// The engine's position.
    var listPosition: ListView.ScrollPosition {
      switch self {
      case .none: .none
      case .top: .top
      case .middle: .middle
      case .bottom: .bottom
      }
    }
  }

  /// The value that asks for a row height chosen by the table (UIKit's
  /// `UITableView.automaticDimension`). Compose has no Auto Layout to size a row from its
  /// content: a row of this height is ``UITableView/standardRowHeight`` tall.
  public static let automaticDimension: CGFloat = -1

  /// The height of a row whose height is ``automaticDimension`` (not UIKit API: UIKit sizes such
  /// a row from its constraints; Compose uses UIKit's default row height).
  public static let standardRowHeight: CGFloat = 44
}
