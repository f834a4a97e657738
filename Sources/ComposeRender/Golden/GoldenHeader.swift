/// The first line of a golden file: the options its content was made with.
///
/// `# compose golden 1: filter=appearance,containment full=true`: the options are `key=value`
/// pairs sorted by key, so a golden says how to reproduce it, and a check made with other options
/// is told so instead of failing on a confusing diff.
public struct GoldenHeader: Hashable, Sendable, CustomStringConvertible {
  /// The text every header line starts with.
  public static let prefix = "# compose golden 1:"

  /// The options, by name.
  public var options: [String: String]

  /// Creates a header.
  ///
  /// - Parameter options: The options the content was made with. Keys and values must not
  ///   contain spaces, `=` or line breaks (they are replaced by `_`).
  public init(options: [String: String] = [:]) {
    var cleaned: [String: String] = [:]
    for (key, value) in options { cleaned[Self.clean(key)] = Self.clean(value) }
    self.options = cleaned
  }

  /// Parses a header line, or returns `nil` when `line` is not one.
  ///
  /// - Parameter line: The first line of a golden file, without its line break.
  public init?(line: Substring) {
    guard line.hasPrefix(Self.prefix) else { return nil }
    var options: [String: String] = [:]
    for pair in line.dropFirst(Self.prefix.count).split(separator: " ") {
      guard let equals = pair.firstIndex(of: "=") else { return nil }
      options[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    self.options = options
  }

  /// The header line, without a line break.
  public var description: String {
    let pairs = options.keys.sorted().map { "\($0)=\(options[$0]!)" }
    return ([Self.prefix] + pairs).joined(separator: " ")
  }

  private static func clean(_ text: String) -> String {
    String(text.map { $0 == " " || $0 == "=" || $0.isNewline ? "_" : $0 })
  }
}
