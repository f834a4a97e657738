/// A finding of the port step at a line of an original file.
public struct PortDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: String, Sendable {
    /// The file cannot compile on Linux as written (a module absent on Linux).
    case error
    /// The port changed nothing here, and what it names does not run on Linux as on iOS.
    case warning
    /// Something the port did that a reader may want to know.
    case note
  }

  /// How serious it is.
  public let severity: Severity
  /// The original file's path.
  public let path: String
  /// The 1-based line in the original file.
  public let line: Int
  /// The 1-based column.
  public let column: Int
  /// What it is and what to write instead.
  public let message: String

  /// The compiler's format: `path:line:column: warning: message`.
  public var description: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// One rewritten file.
public struct PortedFile: Equatable, Sendable {
  /// The original file's path relative to the source folder (the output file's path under the
  /// output folder).
  public let relativePath: String
  /// The rewritten text, starting with `#sourceLocation` naming the original file.
  public let text: String
}

/// The port of one module.
public struct PortResult: Sendable {
  /// The rewritten files, in the order given.
  public let files: [PortedFile]
  /// The generated file declaring the module's `ComposePortedSelectors`.
  public let selectorTable: String
  /// The generated file declaring the module's `ComposePortedArchives`: its storyboards and
  /// xibs and the custom classes they name.
  public let archiveTable: String
  /// What the port met that it could not port, and what it did of note.
  public let diagnostics: [PortDiagnostic]

  /// The name of the generated table's file.
  public static let selectorTableFileName = "ComposePortedSelectors.swift"
  /// The name of the generated archive table's file.
  public static let archiveTableFileName = "ComposePortedArchives.swift"
}

/// One original file of a module.
public struct OriginalFile: Sendable {
  /// The path `#sourceLocation` and diagnostics name (the original file's).
  public let path: String
  /// The path relative to the source folder.
  public let relativePath: String
  /// The text.
  public let text: String

  /// An original file.
  ///
  /// - Parameters:
  ///   - path: The path diagnostics name.
  ///   - relativePath: The path relative to the source folder.
  ///   - text: The text.
  public init(path: String, relativePath: String, text: String) {
    self.path = path
    self.relativePath = relativePath
    self.text = text
  }
}
