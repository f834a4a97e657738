/// Identifiers in the order they were first added, each once: a snapshot's reloaded and
/// reconfigured items and its reloaded sections.
struct OrderedIdentifiers<Element: Hashable & Sendable>: Sendable {
  /// The identifiers, in the order they were first added.
  private(set) var elements: [Element] = []
  /// The same identifiers, for membership.
  private var members: Set<Element> = []

  /// Whether there is no identifier.
  var isEmpty: Bool { elements.isEmpty }

  /// Whether `element` is one of the identifiers.
  func contains(_ element: Element) -> Bool {
    members.contains(element)
  }

  /// Adds the identifiers of `newElements` that are not there yet, in their order.
  ///
  /// - Complexity: O(`newElements`).
  mutating func append(contentsOf newElements: [Element]) {
    for element in newElements where members.insert(element).inserted {
      elements.append(element)
    }
  }

  /// Removes the identifiers for which `isRemoved` is true.
  ///
  /// - Complexity: O(identifiers), nothing when there are none.
  mutating func removeAll(where isRemoved: (Element) -> Bool) {
    guard !elements.isEmpty else { return }
    elements.removeAll(where: isRemoved)
    members = Set(elements)
  }

  /// Removes every identifier.
  mutating func removeAll() {
    elements = []
    members = []
  }
}
