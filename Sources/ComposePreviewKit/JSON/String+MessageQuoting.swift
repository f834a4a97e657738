extension String {
  /// The longest text a message quotes from a file, in Unicode scalars; longer text is cut and
  /// ends with `…`.
  static let maximumQuotedLength = 60

  /// The text in double quotes for a one-line message: quotes, backslashes, control characters
  /// and line or paragraph separators are escaped as JSON writes them (`\n`, `\u2028`), and text
  /// longer than ``maximumQuotedLength`` is cut. Whatever a file holds, the message stays one
  /// short line.
  var messageQuoted: String {
    var out = "\""
    var count = 0
    for scalar in unicodeScalars {
      if count == Self.maximumQuotedLength {
        out += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _
      where scalar.properties.generalCategory == .control
        || scalar.properties.generalCategory == .format
        || scalar.properties.generalCategory == .lineSeparator
        || scalar.properties.generalCategory == .paragraphSeparator:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
