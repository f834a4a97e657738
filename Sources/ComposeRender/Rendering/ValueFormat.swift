/// How every output writes numbers and durations: the tree render, the event log, step titles and
/// the JSON report all format a unit here, so that they agree.
public enum ValueFormat {
  /// `300`, `12.5`, `-0.25`: a whole number without a fractional part, other numbers as Swift
  /// prints them (`inf`, `nan` included).
  ///
  /// - Parameter value: The number.
  /// - Returns: The text.
  public static func number(_ value: Double) -> String {
    guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return "\(value)" }
    return String(Int64(value))
  }

  /// `0.3s`, `1.25s`, `2s`: seconds with at most three decimals (whole milliseconds, see
  /// ``milliseconds(_:)``).
  ///
  /// - Parameter duration: The duration, non-negative.
  /// - Returns: The text.
  public static func seconds(_ duration: Duration) -> String {
    let milliseconds = milliseconds(duration)
    let whole = milliseconds / 1000
    var fraction = String(milliseconds % 1000)
    if fraction == "0" { return "\(whole)s" }
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(whole).\(fraction)s"
  }

  /// The duration in whole milliseconds, rounded toward zero: the precision every output keeps.
  ///
  /// - Parameter duration: The duration.
  /// - Returns: The number of milliseconds.
  public static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }

  /// `"text"` with quotes, backslashes and control characters escaped, so that it stays on its
  /// line (titles in the tree render, names in scenario step titles).
  ///
  /// - Parameter text: The text.
  /// - Returns: The text quoted.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
