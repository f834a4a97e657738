/// `--color <color>`: when `run` colours its text output.
package enum ColorMode: String, CaseIterable, ArgumentValue, Sendable {
  /// Colour only when standard output is a terminal.
  case auto
  /// Colour even when standard output is not a terminal.
  case always
  /// Never colour.
  case never
}
