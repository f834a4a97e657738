/// A value a keyed diff can match across two collections: an identity that stays the same while
/// the value changes, and a content comparison for that identity.
///
/// Identity and content are separate, as in DifferenceKit (`differenceIdentifier`,
/// `isContentEqual(to:)`) and IGListKit (`diffIdentifier`, `isEqualToDiffableObject:`): two values
/// with the same ``diffIdentifier`` are the same item (a row that may have moved), and
/// ``isContentEqual(to:)`` says whether that item changed (a row to reconfigure).
///
/// Types that are `Identifiable` get ``diffIdentifier`` from `id`, and types that are `Equatable`
/// get ``isContentEqual(to:)`` from `==`:
///
/// ```swift
/// struct Photo: Identifiable, Equatable, Diffable {
///   var id: Int
///   var caption: String
/// }
/// ```
public protocol Diffable {
  /// The type of the identity.
  associatedtype DiffIdentifier: Hashable

  /// The identity of the item, stable across edits of its content.
  var diffIdentifier: DiffIdentifier { get }

  /// Whether `other`, an item with the same identity, has the same content.
  func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Identifiable {
  /// The item's `id`.
  public var diffIdentifier: ID { id }
}

extension Diffable where Self: Equatable {
  /// `self == other`.
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension Int: Diffable {
  /// The integer itself: an integer is its own identity and content.
  public var diffIdentifier: Int { self }
}

extension String: Diffable {
  /// The string itself: a string is its own identity and content.
  public var diffIdentifier: String { self }
}
