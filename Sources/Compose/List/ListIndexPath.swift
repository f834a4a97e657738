/// The position of a row in a ``ListView``: its section and its row within the section.
///
/// Compose's own value, shaped like UIKit's `IndexPath(row:section:)`. It is not named
/// `IndexPath` so that a file importing Foundation next to Compose (every UIKit file does) never
/// finds the name ambiguous; the engine keeps a type of its own because it does not depend on
/// Foundation.
///
/// Index paths order by section, then row. The description is `[section, row]`, for example
/// `[0, 3]`, as Foundation prints an index path.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The row within the section.
  public var row: Int
  /// The section.
  public var section: Int

  /// Creates the index path of `row` in `section`.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  /// Orders by section, then by row.
  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`, for example `[0, 3]`.
  public var description: String { "[\(section), \(row)]" }
}
