/// How every output writes numbers and durations: the tree render, the event log, step titles and
/// the JSON report all format a unit here, so that they agree.
package enum ValueFormat {
  /// `300`, `12.5`, `-0.25`: a whole number without a fractional part, other numbers as Swift
  /// prints them (`inf`, `nan` included).
  ///
  /// - Parameter value: The number.
  /// - Returns: The text.
  package static func number(_ value: Double) -> String {
    guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return "\(value)" }
    return String(Int64(value))
  }

  /// `0.3s`, `1.25s`, `2s`: seconds with at most three decimals (whole milliseconds, see
  /// ``milliseconds(_:)``).
  ///
  /// - Parameter duration: The duration, non-negative.
  /// - Returns: The text.
  package static func seconds(_ duration: Duration) -> String {
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
  package static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
