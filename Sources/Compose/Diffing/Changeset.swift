/// The difference between two collections of identifiable items: which items were deleted,
/// inserted, moved and updated, computed by a keyed diff.
///
/// Indices follow the convention of a list's batch updates (and of UIKit's
/// `performBatchUpdates`): ``deletions`` and the sources of ``moves`` are indices in the old
/// collection, ``insertions`` and the destinations of ``moves`` are indices in the new one. Items
/// present in both collections whose relative order did not change are *stationary* and are not
/// listed, even when insertions and deletions shift their positions.
///
/// Moves are minimal: the stationary items are a longest run of items whose relative order is
/// unchanged, so the number of moves is the number of matched items minus the length of the
/// longest increasing subsequence of their new positions. Moving one item to the front of 1,000
/// reports one move, not 999.
///
/// ```swift
/// let changeset = Changeset(from: ["a", "b", "c", "d"], to: ["d", "a", "c", "e"])
/// // deletions: [1] ("b"), insertions: [3] ("e"), moves: [3 → 0] ("d")
/// ["a", "b", "c", "d"].applying(changeset)  // ["d", "a", "c", "e"]
/// ```
///
/// Duplicated identifiers are matched occurrence by occurrence: the first occurrence of an
/// identifier in the old collection with the first in the new one, the second with the second, and
/// so on; occurrences without a partner are deletions or insertions. The diff never traps on them;
/// ``duplicateIdentifierCount`` says how many items shared an identifier with an earlier one.
public struct Changeset<Element> {
  /// An item that kept its identity and changed position relative to the stationary items.
  public struct Move: Hashable, Sendable, CustomStringConvertible {
    /// Its index in the old collection.
    public var from: Int
    /// Its index in the new collection.
    public var to: Int

    /// Creates a move.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }

    /// `3 → 0`.
    public var description: String { "\(from) → \(to)" }
  }

  /// An item inserted at an index of the new collection.
  public struct Insertion {
    /// Its index in the new collection.
    public var index: Int
    /// The inserted item.
    public var element: Element

    @usableFromInline
    init(index: Int, element: Element) {
      self.index = index
      self.element = element
    }
  }

  /// An item present in both collections whose content changed (it may also have moved).
  public struct Update {
    /// Its index in the old collection.
    public var from: Int
    /// Its index in the new collection.
    public var to: Int
    /// The new content.
    public var element: Element

    @usableFromInline
    init(from: Int, to: Int, element: Element) {
      self.from = from
      self.to = to
      self.element = element
    }
  }

  /// Indices in the old collection of the items that are gone, ascending.
  public internal(set) var deletions: [Int] = []
  /// The items that are new, by ascending index in the new collection.
  public internal(set) var insertions: [Insertion] = []
  /// The items that changed position, by ascending destination.
  public internal(set) var moves: [Move] = []
  /// The items whose content changed, by ascending index in the new collection. A moved item
  /// whose content changed is listed both here and in ``moves``.
  public internal(set) var updates: [Update] = []
  /// The number of items in the old collection.
  public internal(set) var oldCount = 0
  /// The number of items in the new collection.
  public internal(set) var newCount = 0
  /// How many items (old and new together) repeated an identifier already seen in the same
  /// collection.
  public internal(set) var duplicateIdentifierCount = 0

  /// A changeset made of these parts; the diff computes them.
  @usableFromInline
  init(
    oldCount: Int, newCount: Int, deletions: [Int], insertions: [Insertion], moves: [Move],
    updates: [Update], duplicateIdentifierCount: Int
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
    self.duplicateIdentifierCount = duplicateIdentifierCount
  }

  /// Whether the two collections were equal item by item (same identities, same order, same
  /// content).
  public var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// The number of changes: deletions, insertions, moves and updates.
  public var count: Int { deletions.count + insertions.count + moves.count + updates.count }
}

extension Changeset: Sendable where Element: Sendable {}
extension Changeset.Insertion: Sendable where Element: Sendable {}
extension Changeset.Update: Sendable where Element: Sendable {}
extension Changeset: Equatable where Element: Equatable {}
extension Changeset.Insertion: Equatable where Element: Equatable {}
extension Changeset.Update: Equatable where Element: Equatable {}

extension Changeset: CustomStringConvertible {
  /// `deletions: [1], insertions: [3], moves: [3 → 0], updates: []`: indices only.
  public var description: String {
    "deletions: \(deletions), insertions: \(insertions.map(\.index)), moves: \(moves), "
      + "updates: \(updates.map { Move(from: $0.from, to: $0.to) })"
  }
}
