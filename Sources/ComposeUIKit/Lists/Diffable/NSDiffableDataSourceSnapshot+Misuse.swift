import Compose

extension NSDiffableDataSourceSnapshot {
  /// Records that `call` was refused because of `reason`; the snapshot is left as it was.
  mutating func refuse(_ call: String, _ reason: String) {
    composeDiagnostics.append(
      Diagnostic(
        code: .invalidSnapshotChange, path: "NSDiffableDataSourceSnapshot",
        message: "\(call): \(reason); the snapshot is unchanged (UIKit raises an exception)"))
  }

  /// Why `identifiers` cannot be added as new items (one given twice, or already in the
  /// snapshot), `nil` when they can.
  ///
  /// - Complexity: O(`identifiers`).
  func problemAdding(items identifiers: [ItemIdentifierType]) -> String? {
    var seen = Set<ItemIdentifierType>()
    var repeated: [ItemIdentifierType] = []
    var present: [ItemIdentifierType] = []
    for identifier in identifiers {
      if !seen.insert(identifier).inserted {
        repeated.append(identifier)
      } else if sectionOfItem[identifier] != nil {
        present.append(identifier)
      }
    }
    if !repeated.isEmpty { return "item identifiers given twice: \(Self.list(repeated))" }
    if !present.isEmpty { return "item identifiers already in the snapshot: \(Self.list(present))" }
    return nil
  }

  /// Why `identifiers` cannot be added as new sections, `nil` when they can.
  ///
  /// - Complexity: O(`identifiers`).
  func problemAdding(sections identifiers: [SectionIdentifierType]) -> String? {
    var seen = Set<SectionIdentifierType>()
    var repeated: [SectionIdentifierType] = []
    var present: [SectionIdentifierType] = []
    for identifier in identifiers {
      if !seen.insert(identifier).inserted {
        repeated.append(identifier)
      } else if sectionPositions[identifier] != nil {
        present.append(identifier)
      }
    }
    if !repeated.isEmpty { return "section identifiers given twice: \(Self.list(repeated))" }
    if !present.isEmpty {
      return "section identifiers already in the snapshot: \(Self.list(present))"
    }
    return nil
  }

  /// The items of `identifiers` that are not in the snapshot, described, or `nil` when all are.
  func missing(items identifiers: [ItemIdentifierType]) -> String? {
    let missing = identifiers.filter { sectionOfItem[$0] == nil }
    return missing.isEmpty ? nil : "item identifiers not in the snapshot: \(Self.list(missing))"
  }

  /// The sections of `identifiers` that are not in the snapshot, described, or `nil` when all
  /// are.
  func missing(sections identifiers: [SectionIdentifierType]) -> String? {
    let missing = identifiers.filter { sectionPositions[$0] == nil }
    return missing.isEmpty
      ? nil : "section identifiers not in the snapshot: \(Self.list(missing))"
  }

  /// `[a, b, c]`, or the first five and how many more.
  static func list<Identifier>(_ identifiers: [Identifier]) -> String {
    let shown = identifiers.prefix(5).map { String(reflecting: $0) }.joined(separator: ", ")
    let more = identifiers.count > 5 ? " and \(identifiers.count - 5) more" : ""
    return "[\(shown)]\(more)"
  }
}
