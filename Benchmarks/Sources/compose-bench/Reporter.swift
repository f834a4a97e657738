#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output format of a run.
enum OutputFormat {
  /// One `name: value unit` line per figure, printed as it is measured.
  case lines
  /// A JSON array of objects at the end.
  case json
  /// Rows of BENCHMARKS.md's results table at the end.
  case markdown
}

/// The options of a run, and the figures it collected.
final class Reporter {
  let quick: Bool
  let filter: String?
  let format: OutputFormat
  private(set) var measurements: [Measurement] = []

  init(quick: Bool, filter: String?, format: OutputFormat) {
    self.quick = quick
    self.filter = filter
    self.format = format
  }

  /// Whether the figure called `name` is asked for.
  func wants(_ name: String) -> Bool {
    guard let filter else { return true }
    return name.contains(filter)
  }

  /// Whether any of `names` is asked for: a benchmark measures nothing otherwise.
  func wantsAny(_ names: [String]) -> Bool { names.contains(where: wants) }

  /// Keeps `measurement` (if asked for) and prints its line in the lines format.
  func add(_ measurement: Measurement) {
    guard wants(measurement.name) else { return }
    measurements.append(measurement)
    if format == .lines {
      print(measurement.line)
      fflush(nil)
    }
  }

  /// A note on stderr (progress, sanity problems): never mixed into the figures.
  func note(_ text: String) {
    writeToStandardError(text + "\n")
  }

  /// The figures that fail `--check`: count bars that do not hold, ratio-to-floor bars
  /// missed by more than half.
  var failedBars: [Measurement] {
    measurements.filter { $0.bar?.failsCheck == true }
  }

  /// Prints the JSON array or the table rows, for the formats that print at the end.
  func finish() {
    switch format {
    case .lines:
      break
    case .json:
      print("[")
      for (index, measurement) in measurements.enumerated() {
        print("  " + measurement.json + (index == measurements.count - 1 ? "" : ","))
      }
      print("]")
    case .markdown:
      print("| Figure | Value | Bar | Holds |")
      print("|---|---|---|---|")
      for measurement in measurements { print(measurement.markdownRow) }
    }
  }
}

/// `1000` as `1k`, `1000000` as `1m`: the short size in a figure's name.
func sizeLabel(_ count: Int) -> String {
  if count >= 1_000_000, count.isMultiple(of: 1_000_000) { return "\(count / 1_000_000)m" }
  if count >= 1_000, count.isMultiple(of: 1_000) { return "\(count / 1_000)k" }
  return "\(count)"
}

/// Writes `text` to the standard error, unbuffered.
func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
