import Compose
import Foundation

/// The items of one section as an outline: root items, each with child items, each either
/// expanded or collapsed (UIKit's `NSDiffableDataSourceSectionSnapshot`, iOS 14). Apply it to a
/// section with ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``:
/// the section then shows the ``visibleItems``, the items whose ancestors are all expanded, in
/// outline order.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<Item>()
/// outline.append([.fruit, .vegetables])
/// outline.append([.apple, .pear], to: .fruit)
/// outline.expand([.fruit])
/// dataSource.apply(outline, to: .main)  // fruit, apple, pear, vegetables
/// ```
///
/// Every item is in the outline once. A change that UIKit refuses with an exception (an item
/// already in the outline or given twice, a parent or a neighbour that is not in it) leaves the
/// outline as it was and is recorded in ``composeDiagnostics``; applying the outline reports it on
/// the collection view. Deleting, expanding or collapsing items that are not in the outline does
/// nothing. Walks are iterative: an outline may be as deep as its items allow.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  /// The root items, in order.
  var roots: [ItemIdentifierType] = []
  /// The children of each item that has some, in order.
  var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  /// The parent of every item; `nil` (stored as `.some(nil)`) for a root item.
  var parentOf: [ItemIdentifierType: ItemIdentifierType?] = [:]
  /// The expanded items.
  var expandedSet: Set<ItemIdentifierType> = []

  /// The changes this outline refused, oldest first (not UIKit API: UIKit raises an exception
  /// instead). Each is a `Diagnostic.Code.invalidSnapshotChange`.
  public internal(set) var composeDiagnostics: [Diagnostic] = []

  /// Creates an empty outline (UIKit's `init()`).
  public init() {}

  // MARK: Reading

  /// Every item, in outline order: each item followed by its children, expanded or not (UIKit's
  /// `items`).
  ///
  /// - Complexity: O(items).
  public var items: [ItemIdentifierType] { outline(expandedOnly: false, from: roots) }

  /// The items shown: the root items, and the children of expanded items whose ancestors are all
  /// expanded, in outline order (UIKit's `visibleItems`).
  ///
  /// - Complexity: O(visible items).
  public var visibleItems: [ItemIdentifierType] { outline(expandedOnly: true, from: roots) }

  /// The root items, in order (UIKit's `rootItems`).
  public var rootItems: [ItemIdentifierType] { roots }

  /// The expanded items, in outline order (UIKit's `expandedItems`).
  public var expandedItems: [ItemIdentifierType] { items.filter { expandedSet.contains($0) } }

  /// Whether `item` is in the outline (UIKit's `contains(_:)`).
  public func contains(_ item: ItemIdentifierType) -> Bool { parentOf[item] != nil }

  /// Whether `item` is expanded (UIKit's `isExpanded(_:)`).
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedSet.contains(item) }

  /// Whether `item` is shown: in the outline with every ancestor expanded (UIKit's
  /// `isVisible(_:)`).
  ///
  /// - Complexity: O(level of `item`).
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard contains(item) else { return false }
    var current = item
    while case .some(.some(let parent)) = parentOf[current] {
      guard expandedSet.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// The parent of `item`, `nil` for a root item or an item not in the outline (UIKit's
  /// `parent(of:)`).
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
    parentOf[item] ?? nil
  }

  /// How deep `item` is: 0 for a root item (UIKit's `level(of:)`); `NSNotFound` when it is not
  /// in the outline.
  ///
  /// - Complexity: O(level of `item`).
  public func level(of item: ItemIdentifierType) -> Int {
    guard contains(item) else { return NSNotFound }
    var level = 0
    var current = item
    while case .some(.some(let parent)) = parentOf[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The position of `item` in ``items``, `nil` when it is not in the outline (UIKit's
  /// `index(of:)`).
  ///
  /// - Complexity: O(items).
  public func index(of item: ItemIdentifierType) -> Int? {
    guard contains(item) else { return nil }
    return items.firstIndex(of: item)
  }

  /// The outline below `parent` as an outline of its own, with `parent` as its one root item
  /// when `includingParent` (UIKit's `snapshot(of:includingParent:)`). Empty when `parent` is not
  /// in the outline.
  ///
  /// - Parameters:
  ///   - parent: The item whose descendants to copy.
  ///   - includingParent: Whether `parent` is the copy's root.
  /// - Returns: The copy, with the expanded state of its items.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    var copy = NSDiffableDataSourceSectionSnapshot()
    guard contains(parent) else { return copy }
    let descendants = outline(expandedOnly: false, from: childrenOf[parent] ?? [])
    if includingParent {
      copy.roots = [parent]
      copy.parentOf[parent] = .some(nil)
      if expandedSet.contains(parent) { copy.expandedSet.insert(parent) }
      if let children = childrenOf[parent] { copy.childrenOf[parent] = children }
    } else {
      copy.roots = childrenOf[parent] ?? []
      for root in copy.roots { copy.parentOf[root] = .some(nil) }
    }
    for item in descendants {
      if copy.parentOf[item] == nil { copy.parentOf[item] = parentOf[item] }
      if let children = childrenOf[item] { copy.childrenOf[item] = children }
      if expandedSet.contains(item) { copy.expandedSet.insert(item) }
    }
    return copy
  }

  /// A text picture of the outline, one item a line, indented by level, `+` before expanded
  /// items with children and `-` before collapsed ones (UIKit's `visualDescription()`).
  public func visualDescription() -> String {
    var lines: [String] = []
    var stack: [(item: ItemIdentifierType, level: Int)] = roots.reversed().map { ($0, 0) }
    while let (item, level) = stack.popLast() {
      let children = childrenOf[item] ?? []
      let mark = children.isEmpty ? " " : (expandedSet.contains(item) ? "+" : "-")
      lines.append(String(repeating: "  ", count: level) + "\(mark) \(item)")
      for child in children.reversed() { stack.append((child, level + 1)) }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Changing

  /// Adds `items` as the last children of `parent`, or as the last root items (UIKit's
  /// `append(_:to:)`).
  ///
  /// - Parameters:
  ///   - items: New items.
  ///   - parent: Their parent, already in the outline; `nil` for root items.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    let call = "append(_:to:)"
    if let problem = problemAdding(items) { return refuse(call, problem) }
    if let parent, !contains(parent) {
      return refuse(call, "the parent \(String(reflecting: parent)) is not in the outline")
    }
    link(items, under: parent)
    if let parent {
      childrenOf[parent, default: []].append(contentsOf: items)
    } else {
      roots.append(contentsOf: items)
    }
  }

  /// Adds `items` just before `item`, with its parent (UIKit's `insert(_:before:)`).
  ///
  /// - Parameters:
  ///   - items: New items.
  ///   - item: The item they go before, in the outline.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    insert(items, beside: item, after: false, call: "insert(_:before:)")
  }

  /// Adds `items` just after `item`, with its parent (UIKit's `insert(_:after:)`).
  ///
  /// - Parameters:
  ///   - items: New items.
  ///   - item: The item they go after, in the outline.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    insert(items, beside: item, after: true, call: "insert(_:after:)")
  }

  /// Removes `items` with all their descendants (UIKit's `delete(_:)`). Items not in the
  /// outline are ignored.
  ///
  /// - Parameter items: The items to remove.
  /// - Complexity: O(items removed + the siblings of each).
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where contains(item) {
      let parent = parentOf[item] ?? nil
      if let parent {
        childrenOf[parent]?.removeAll { $0 == item }
        if childrenOf[parent]?.isEmpty == true { childrenOf[parent] = nil }
      } else {
        roots.removeAll { $0 == item }
      }
      for gone in outline(expandedOnly: false, from: [item]) {
        parentOf[gone] = nil
        childrenOf[gone] = nil
        expandedSet.remove(gone)
      }
    }
  }

  /// Removes every item (UIKit's `deleteAll()`).
  public mutating func deleteAll() {
    roots = []
    childrenOf = [:]
    parentOf = [:]
    expandedSet = []
  }

  /// Expands `items`: their children are shown when they are (UIKit's `expand(_:)`). Items not in
  /// the outline are ignored.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where contains(item) { expandedSet.insert(item) }
  }

  /// Collapses `items`: their descendants are hidden (UIKit's `collapse(_:)`).
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { expandedSet.remove(item) }
  }

  /// Replaces the descendants of `parent` with the outline `snapshot` (UIKit's
  /// `replace(childrenOf:using:)`).
  ///
  /// - Parameters:
  ///   - parent: An item in the outline.
  ///   - snapshot: Its new descendants; its root items become `parent`'s children.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType,
    using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    let call = "replace(childrenOf:using:)"
    guard contains(parent) else {
      return refuse(call, "the parent \(String(reflecting: parent)) is not in the outline")
    }
    var without = self
    without.delete(childrenOf[parent] ?? [])
    if let problem = without.problemAdding(snapshot.items) { return refuse(call, problem) }
    self = without
    graft(snapshot, under: parent, at: childrenOf[parent]?.count ?? 0)
  }

  /// Adds the outline `snapshot` just before `item`, with its parent (UIKit's
  /// `insert(_:before:)` taking a section snapshot).
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    before item: ItemIdentifierType
  ) {
    insert(snapshot, beside: item, after: false, call: "insert(_:before:)")
  }

  /// Adds the outline `snapshot` just after `item`, with its parent (UIKit's `insert(_:after:)`
  /// taking a section snapshot).
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    after item: ItemIdentifierType
  ) {
    insert(snapshot, beside: item, after: true, call: "insert(_:after:)")
  }

  // MARK: Engine

  /// The outline order below `start` (each item, then its children), descending into every item
  /// or, with `expandedOnly`, into expanded ones only. Iterative.
  func outline(expandedOnly: Bool, from start: [ItemIdentifierType]) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    var stack = Array(start.reversed())
    while let item = stack.popLast() {
      result.append(item)
      guard !expandedOnly || expandedSet.contains(item), let children = childrenOf[item] else {
        continue
      }
      stack.append(contentsOf: children.reversed())
    }
    return result
  }

  private mutating func insert(
    _ items: [ItemIdentifierType], beside item: ItemIdentifierType, after: Bool, call: String
  ) {
    if let problem = problemAdding(items) { return refuse(call, problem) }
    guard let (parent, index) = position(of: item, after: after) else {
      return refuse(call, "the item \(String(reflecting: item)) is not in the outline")
    }
    link(items, under: parent)
    if let parent {
      childrenOf[parent, default: []].insert(contentsOf: items, at: index)
    } else {
      roots.insert(contentsOf: items, at: index)
    }
  }

  private mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    beside item: ItemIdentifierType, after: Bool, call: String
  ) {
    if let problem = problemAdding(snapshot.items) { return refuse(call, problem) }
    guard let (parent, index) = position(of: item, after: after) else {
      return refuse(call, "the item \(String(reflecting: item)) is not in the outline")
    }
    graft(snapshot, under: parent, at: index)
  }

  /// The parent of `item` and the index among its siblings just before or after it.
  private func position(of item: ItemIdentifierType, after: Bool)
    -> (parent: ItemIdentifierType?, index: Int)?
  {
    guard let parent = parentOf[item] else { return nil }
    let siblings = parent.map { childrenOf[$0] ?? [] } ?? roots
    guard let index = siblings.firstIndex(of: item) else { return nil }
    return (parent, after ? index + 1 : index)
  }

  /// Adds the items of `snapshot` (already checked to be new) under `parent`, its root items at
  /// `index` among `parent`'s children (or the roots).
  private mutating func graft(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    under parent: ItemIdentifierType?, at index: Int
  ) {
    link(snapshot.roots, under: parent)
    if let parent {
      childrenOf[parent, default: []].insert(contentsOf: snapshot.roots, at: index)
    } else {
      roots.insert(contentsOf: snapshot.roots, at: index)
    }
    for case (let item, .some(let itemParent)) in snapshot.parentOf {
      parentOf[item] = .some(itemParent)
    }
    for (item, children) in snapshot.childrenOf { childrenOf[item] = children }
    expandedSet.formUnion(snapshot.expandedSet)
  }

  private mutating func link(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?) {
    for item in items { parentOf[item] = .some(parent) }
  }

  /// Why `items` cannot be added (one given twice, or already in the outline), `nil` when they
  /// can.
  private func problemAdding(_ items: [ItemIdentifierType]) -> String? {
    var seen = Set<ItemIdentifierType>()
    var repeated: [ItemIdentifierType] = []
    var present: [ItemIdentifierType] = []
    for item in items {
      if !seen.insert(item).inserted {
        repeated.append(item)
      } else if contains(item) {
        present.append(item)
      }
    }
    if !repeated.isEmpty { return "item identifiers given twice: \(Self.list(repeated))" }
    if !present.isEmpty { return "item identifiers already in the outline: \(Self.list(present))" }
    return nil
  }

  private mutating func refuse(_ call: String, _ reason: String) {
    composeDiagnostics.append(
      Diagnostic(
        code: .invalidSnapshotChange, path: "NSDiffableDataSourceSectionSnapshot",
        message: "\(call): \(reason); the outline is unchanged (UIKit raises an exception)"))
  }

  private static func list(_ items: [ItemIdentifierType]) -> String {
    NSDiffableDataSourceSnapshot<Int, ItemIdentifierType>.list(items)
  }
}
