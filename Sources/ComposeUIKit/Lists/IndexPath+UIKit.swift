import Compose
import Foundation

#if !os(iOS)
  // UIKit adds these to Foundation's `IndexPath`; swift-corelibs-foundation has none of them.
  extension IndexPath {
    /// Creates the index path of `row` in `section` (UIKit's `IndexPath(row:section:)`).
    ///
    /// - Parameters:
    ///   - row: The row within the section.
    ///   - section: The section.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// Creates the index path of `item` in `section` (UIKit's `IndexPath(item:section:)`).
    ///
    /// - Parameters:
    ///   - item: The item within the section.
    ///   - section: The section.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The section: the first index (UIKit's `section`). `0` for an empty index path.
    public var section: Int {
      get { isEmpty ? 0 : self[0] }
      set {
        if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[0] = newValue }
      }
    }

    /// The row within the section: the second index (UIKit's `row`). `0` for an index path of
    /// fewer than two indexes.
    public var row: Int {
      get { count < 2 ? 0 : self[1] }
      set {
        if count < 2 { self = IndexPath(indexes: [section, newValue]) } else { self[1] = newValue }
      }
    }

    /// The item within the section, for a collection view: the same index as `row`
    /// (UIKit's `item`).
    public var item: Int {
      get { row }
      set { row = newValue }
    }
  }
#endif

extension IndexPath {
  /// The engine's position of the same row.
  var listIndexPath: ListIndexPath { ListIndexPath(row: row, section: section) }

  /// The index path of an engine position.
  init(_ indexPath: ListIndexPath) {
    self.init(row: indexPath.row, section: indexPath.section)
  }
}
