#if canImport(Testing)
  import Testing
#endif

/// Where in a test a harness was made or an expectation was written, for failure messages.
///
/// Every call that can fail takes `fileID`, `filePath`, `line` and `column` with the caller's
/// defaults, so a failure points at the test's own line, under Swift Testing and XCTest alike.
public struct TestLocation: Sendable, CustomStringConvertible {
  /// `#fileID`.
  public var fileID: String
  /// `#filePath` (a `StaticString`, as XCTest wants it).
  public var filePath: StaticString
  /// `#line`.
  public var line: Int
  /// `#column`.
  public var column: Int

  /// Creates a location; the defaults are the caller's.
  public init(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `fileID:line:column`.
  public var description: String { "\(fileID):\(line):\(column)" }

  #if canImport(Testing)
    var sourceLocation: SourceLocation {
      SourceLocation(fileID: fileID, filePath: "\(filePath)", line: line, column: column)
    }
  #endif
}
