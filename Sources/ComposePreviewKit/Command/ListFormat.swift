/// `list --format <format>`: how `list` prints the scenes.
package enum ListFormat: String, CaseIterable, ArgumentValue, Sendable {
  /// One line per scene: its name, then its summary.
  case text
  /// `{"scenes": [{"name": ..., "summary": ...}], "schemaVersion": 1}`, with sorted keys.
  case json
}
