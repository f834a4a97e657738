/// Why a scenario file cannot be read: where (a line and column for a syntax error, a JSON key
/// path for a value the schema rejects) and a one-line reason.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public enum Location: Hashable, Sendable {
    /// A line and column (1-based; the column counts characters).
    case position(line: Int, column: Int)
    /// A JSON key path such as `steps[2].child`; empty for the top level.
    case keyPath(String)
    /// The file as a whole (it cannot be opened, or is too large).
    case file
  }

  /// Where the problem is.
  public var location: Location
  /// The one-line reason.
  public var reason: String

  /// Creates an error.
  public init(_ location: Location, _ reason: String) {
    self.location = location
    self.reason = reason
  }

  /// `3:14: expected ',' or '}'...` or `steps[2].child: unknown component "x"`.
  public var description: String {
    switch location {
    case .position(let line, let column): return "\(line):\(column): \(reason)"
    case .keyPath(let path): return "\(path.isEmpty ? "(top level)" : path): \(reason)"
    case .file: return reason
    }
  }
}

extension ScenarioError {
  /// A syntax error of the file's JSON, at its line and column.
  init(_ error: JSONParser.SyntaxError) {
    self.init(.position(line: error.position.line, column: error.position.column), error.reason)
  }
}
