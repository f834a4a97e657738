import Foundation

/// Items laid out together along one axis in a compositional layout (UIKit's
/// `NSCollectionLayoutGroup`). Compose counts the cells one group holds (its `count`, or as many
/// repetitions of its subitems as fit its size, at least one) and gives each cell an equal share
/// of the group's length along the collection view's scrolling direction: cells follow each
/// other one per line, so the number of cells visible at once is UIKit's. Spacing is inert.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The axis a group lays its subitems along.
  enum Axis {
    case horizontal, vertical
  }

  let axis: Axis
  /// The fixed number of repetitions of the single subitem, if given.
  let repeatCount: Int?
  /// The group's items (UIKit's `subitems`).
  public let subitems: [NSCollectionLayoutItem]
  /// Inert (UIKit's `interItemSpacing`): stored.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem],
    repeatCount: Int?
  ) {
    self.axis = axis
    self.subitems = subitems
    self.repeatCount = repeatCount
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A group laying `subitems` out horizontally, repeated while they fit (UIKit's
  /// `horizontal(layoutSize:subitems:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items.
  /// - Returns: The group.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repeatCount: nil)
  }

  /// A group of `count` equal items side by side (UIKit's `horizontal(layoutSize:subitem:count:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item.
  ///   - count: How many times it repeats.
  /// - Returns: The group.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repeatCount: count)
  }

  /// A group repeating `subitem` `count` times horizontally (UIKit's
  /// `horizontal(layoutSize:repeatingSubitem:count:)`, iOS 16).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item.
  ///   - count: How many times it repeats.
  /// - Returns: The group.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repeatCount: count)
  }

  /// A group laying `subitems` out vertically, repeated while they fit (UIKit's
  /// `vertical(layoutSize:subitems:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items.
  /// - Returns: The group.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: subitems, repeatCount: nil)
  }

  /// A group of `count` equal items stacked (UIKit's `vertical(layoutSize:subitem:count:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item.
  ///   - count: How many times it repeats.
  /// - Returns: The group.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repeatCount: count)
  }

  /// A group repeating `subitem` `count` times vertically (UIKit's
  /// `vertical(layoutSize:repeatingSubitem:count:)`, iOS 16).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item.
  ///   - count: How many times it repeats.
  /// - Returns: The group.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repeatCount: count)
  }

  /// The cells one placement of this group holds in a container of `container` size: `count`
  /// repetitions of its subitem, or as many repetitions of its subitems as fit along its axis
  /// (at least one), each subitem counting its own cells.
  override func cellCount(in container: CGSize) -> Int {
    let size = layoutSize.resolved(in: container)
    let cellsPerPass = subitems.reduce(0) { $0 + $1.cellCount(in: size) }
    guard cellsPerPass > 0 else { return 1 }
    if let repeatCount { return max(1, repeatCount) * cellsPerPass }
    let groupLength = axis == .horizontal ? size.width : size.height
    let passLength = subitems.reduce(CGFloat(0)) { total, item in
      let itemSize = item.layoutSize.resolved(in: size)
      return total + (axis == .horizontal ? itemSize.width : itemSize.height)
    }
    guard passLength > 0, groupLength > 0 else { return cellsPerPass }
    // A small tolerance, so that three items of a third fill a group; at most 1000 passes.
    let passes = min(1000, max(1, Int((groupLength / passLength + 1e-6).rounded(.down))))
    return passes * cellsPerPass
  }
}
