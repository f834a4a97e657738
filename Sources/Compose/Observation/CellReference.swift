/// A value naming a list cell in events and snapshots, without holding it.
///
/// Cells are numbered per list, in creation order: `cell #3` is the third cell that list created,
/// whatever row it shows now, so a recycled cell keeps its number and reuse is visible.
public struct CellReference: Hashable, Sendable, CustomStringConvertible {
  /// The per-list instance number (`1` for the first cell the list created).
  public var number: Int
  /// The cell's reuse identifier.
  public var reuseIdentifier: String

  /// Creates a reference.
  public init(number: Int, reuseIdentifier: String) {
    self.number = number
    self.reuseIdentifier = reuseIdentifier
  }

  /// `cell #3 "photo"`.
  public var description: String { "cell #\(number) \"\(reuseIdentifier)\"" }
}
