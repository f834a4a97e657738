/// Writes a string as a JSON string literal (RFC 8259 §7): quotes and backslashes escaped, the
/// control characters as `\n`, `\r`, `\t` or `\u00XX`, everything else as it is. One writer for
/// the trace-event output here and the preview's JSON output (`ComposePreviewKit`).
public enum JSONStringLiteral {
  /// Appends `value`, quoted and escaped, to `out`.
  ///
  /// - Parameters:
  ///   - value: The string.
  ///   - out: The text it is appended to.
  public static func write(_ value: String, to out: inout String) {
    out += "\""
    // Most strings need no escape: append them whole.
    if !value.utf8.contains(where: {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }) {
      out += value
      out += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// `value` as a JSON string literal.
  ///
  /// - Parameter value: The string.
  /// - Returns: The literal, quotes included.
  public static func literal(_ value: String) -> String {
    var out = ""
    write(value, to: &out)
    return out
  }
}
