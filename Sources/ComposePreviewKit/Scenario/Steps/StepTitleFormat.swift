import ComposeRender

/// Numbers, durations and list names in step titles, formatted as the event log formats them
/// (``ValueFormat``, the one formatter of each unit).
enum StepTitleFormat {
  /// `300` or `12.5`.
  static func number(_ value: Double) -> String { ValueFormat.number(value) }

  /// A duration as the event log prints it: `0.3s`.
  static func seconds(_ duration: Duration) -> String { ValueFormat.seconds(duration) }

  /// `list`, or `list[row 2].list` for the nested list of a row.
  static func list(_ list: String, innerRow: Int?) -> String {
    innerRow.map { "\(list)[row \($0)].list" } ?? list
  }
}
