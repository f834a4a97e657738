import ComposeRender

/// Numbers, durations and list names in step titles, formatted as the event log formats them
/// (``ValueFormat``, the one formatter of each unit).
enum StepTitleFormat {
  /// `300` or `12.5`.
  static func number(_ value: Double) -> String { ValueFormat.number(value) }

  /// A duration as Swift writes it: `.seconds(2)`, or `.milliseconds(300)` when it is not a
  /// whole number of seconds.
  static func duration(_ duration: Duration) -> String {
    let milliseconds = ValueFormat.milliseconds(duration)
    return milliseconds % 1000 == 0
      ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
  }

  /// `list`, or `list.nestedList(row: 2)` for the nested list of a row.
  static func list(_ list: String, innerRow: Int?) -> String {
    innerRow.map { "\(list).nestedList(row: \($0))" } ?? list
  }
}
