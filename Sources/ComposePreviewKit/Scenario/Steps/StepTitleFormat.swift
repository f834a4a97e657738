import ComposeRender

/// Numbers and durations in step titles, as the event log prints them.
enum StepTitleFormat {
  /// `300` or `12.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  /// A duration as the event log prints it: `0.3s`.
  static func seconds(_ duration: Duration) -> String {
    EventLogPrinter.format(duration)
  }

  /// `list`, or `list[row 2].list` for the nested list of a row.
  static func list(_ list: String, innerRow: Int?) -> String {
    innerRow.map { "\(list)[row \($0)].list" } ?? list
  }
}
