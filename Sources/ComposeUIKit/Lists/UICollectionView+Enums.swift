import Compose
import Foundation

extension UICollectionView {
  /// The direction a flow layout scrolls in (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Hashable, Sendable {
    /// Items follow each other top to bottom.
    case vertical = 0
    /// Items follow each other left to right.
    case horizontal = 1
  }

  /// Where ``UICollectionView/scrollToItem(at:at:animated:)`` puts an item (UIKit's
  /// `UICollectionView.ScrollPosition`, an option set). With items one per line, the position
  /// along the scrolling direction counts: `top`/`left` put the item at the leading edge,
  /// `centeredVertically`/`centeredHorizontally` in the middle, `bottom`/`right` at the trailing
  /// edge; the empty set scrolls the least that shows the item.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a position from its raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// At the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)

    /// The engine's position along `axis`.
    func listPosition(along axis: ListView.Axis) -> ListView.ScrollPosition {
      let (leading, centre, trailing): (ScrollPosition, ScrollPosition, ScrollPosition) =
        axis == .vertical
        ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
      if contains(leading) { return .top }
      if contains(centre) { return .middle }
      if contains(trailing) { return .bottom }
      return .none
    }
  }
}
