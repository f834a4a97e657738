/// One figure of a run, with the bar it must reach when the issue sets one.
struct Measurement {
  /// Whether a bar counts something (CI fails on it with `--check`), times something (printed
  /// only: CI machines are too noisy to fail on time), or is a ratio to a floor measured in the
  /// same run (`--check` fails when it is missed by more than half: above 1.5 × the bar).
  enum BarKind: String {
    case count
    case timing
    case ratio
  }

  /// How far past its bound a ratio-to-floor figure may be before `--check` fails: a ratio of
  /// two figures taken in one run, interleaved, is steady enough to gate, with this margin.
  static let ratioMargin = 1.5

  /// What a figure must reach, and whether it does.
  struct Bar {
    var text: String
    var holds: Bool
    var kind: BarKind
    /// Whether `--check` fails on this figure: a count bar that does not hold, a ratio bar
    /// missed by more than half.
    var failsCheck: Bool

    init(text: String, holds: Bool, kind: BarKind, failsCheck: Bool? = nil) {
      self.text = text
      self.holds = holds
      self.kind = kind
      self.failsCheck = failsCheck ?? (kind == .count && !holds)
    }
  }

  var name: String
  var value: Double
  var unit: String
  var bar: Bar?
  /// Why the figure was not measured (the value is then meaningless).
  var skipped: String?

  init(_ name: String, _ value: Double, _ unit: String, bar: Bar? = nil) {
    self.name = name
    self.value = value
    self.unit = unit
    self.bar = bar
  }

  /// A figure whose bar is `value <= bound`; the bar reads `<= ` and then `text` (the bound, and
  /// what it stands for).
  init(
    _ name: String, _ value: Double, _ unit: String, atMost bound: Double, _ text: String,
    _ kind: BarKind
  ) {
    self.init(name, value, unit, bar: Bar(text: "<= \(text)", holds: value <= bound, kind: kind))
  }

  /// A ratio-to-floor figure with the bar `value <= bound`: `--check` fails when the value is
  /// above `ratioMargin × bound` (the bar missed by more than half).
  static func ratio(_ name: String, _ value: Double, atMost bound: Double) -> Measurement {
    let limit = bound * ratioMargin
    let text = "\(format(bound))x the floor; --check fails above \(format(limit))"
    return Measurement(
      name, value, "x",
      bar: Bar(
        text: "<= " + text, holds: value <= bound, kind: .ratio, failsCheck: !(value <= limit)))
  }

  static func skipped(_ name: String, because reason: String) -> Measurement {
    var measurement = Measurement(name, 0, "")
    measurement.skipped = reason
    return measurement
  }

  /// `name: value unit`, then the bar and whether it holds.
  var line: String {
    if let skipped { return "\(name): skipped (\(skipped))" }
    var line = "\(name): \(format(value)) \(unit)"
    if let bar { line += "  [bar \(bar.text), holds: \(bar.holds ? "yes" : "no")]" }
    return line
  }

  /// The JSON object of the figure.
  var json: String {
    var fields = ["\"name\": \(quoted(name))"]
    if let skipped {
      fields.append("\"skipped\": \(quoted(skipped))")
    } else {
      fields.append("\"value\": \(value.isFinite ? "\(value)" : "null")")
      fields.append("\"unit\": \(quoted(unit))")
    }
    if let bar {
      fields.append("\"bar\": \(quoted(bar.text))")
      fields.append("\"barKind\": \(quoted(bar.kind.rawValue))")
      fields.append("\"holds\": \(bar.holds)")
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// A row of BENCHMARKS.md's table: `| name | value unit | bar | holds |`.
  var markdownRow: String {
    if let skipped { return "| `\(name)` | skipped: \(skipped) | | |" }
    let barText = bar.map { "\($0.text) (\($0.kind.rawValue))" } ?? ""
    let holds = bar.map { $0.holds ? "yes" : "**no**" } ?? ""
    return "| `\(name)` | \(format(value)) \(unit) | \(barText) | \(holds) |"
  }
}

/// `1234567` as `1234567`, `0.01234` as `0.0123`, `3.14159` as `3.14`: at least three
/// significant digits, no exponent.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
  var digits = 2
  var magnitude = abs(value)
  while magnitude < 100, digits < 9, magnitude != 0 {
    magnitude *= 10
    digits += 1
  }
  digits = max(0, digits - 2)
  let scale = (0..<digits).reduce(1.0) { product, _ in product * 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}

private func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}
