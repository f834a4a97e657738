import Compose

/// `--events <kinds>`: kinds of lifecycle event, comma-separated (`containment,appearance`).
package struct EventKinds: ArgumentValue, Sendable, Equatable {
  /// The kinds.
  package var filter: LifecycleEventFilter

  /// Every kind with its name on the command line.
  static let names: [(name: String, kinds: LifecycleEventFilter.Kinds)] = [
    ("containment", .containment), ("appearance", .appearance), ("layout", .layout),
    ("list", .list), ("load-view", .loadView), ("placement", .placement), ("state", .state),
    ("environment", .environment),
  ]

  /// The kinds printed by default: all but layout.
  package init(_ filter: LifecycleEventFilter = .standard) {
    self.filter = filter
  }

  package init?(argument: String) {
    var kinds: LifecycleEventFilter.Kinds = []
    for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(part)
      guard let found = Self.names.first(where: { $0.name == name }) else { return nil }
      kinds.formUnion(found.kinds)
    }
    filter = LifecycleEventFilter(kinds)
  }

  package static var acceptedValues: [String] { names.map(\.name) }

  package var argumentDescription: String? {
    Self.names.filter { filter.kinds.contains($0.kinds) }.map(\.name).joined(separator: ",")
  }
}
