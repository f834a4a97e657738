import BenchmarkSupport
import Compose

/// Measurement 4: applying a new item array with 10% changes to a 100,000-row list whose
/// viewport shows 20 rows, against the diff of the same arrays alone.
enum BatchUpdateBenchmark {
  static let rowCount = 100_000

  /// The old rows and new rows with 10% changes: 3% deleted, 3% inserted, 3% updated (a new
  /// version of the same identity), 1% moved, at random positions (deterministic).
  static func inputs(count: Int, seed: UInt64) -> (old: [Row], new: [Row]) {
    var random = SplitMix64(seed: seed)
    let old = (0..<count).map { Row(id: $0, version: 0) }
    var role = [UInt8](repeating: 0, count: count)  // 0 kept, 1 deleted, 2 updated, 3 moved
    let picked = Array(0..<count).shuffled(using: &random)
    let share = count / 100
    for index in picked[0..<3 * share] { role[index] = 1 }
    for index in picked[3 * share..<6 * share] { role[index] = 2 }
    for index in picked[6 * share..<7 * share] { role[index] = 3 }
    var staying: [Row] = []
    var placedAtRandom: [Row] = []
    for row in old {
      switch role[row.id] {
      case 1: continue
      case 2: staying.append(Row(id: row.id, version: 1))
      case 3: placedAtRandom.append(row)
      default: staying.append(row)
      }
    }
    placedAtRandom += (0..<3 * share).map { Row(id: count + $0, version: 0) }
    placedAtRandom.shuffle(using: &random)
    let new = interleave(staying, placedAtRandom, using: &random)
    return (old, new)
  }

  static func run(_ reporter: Reporter) {
    let prefix = "batch.\(sizeLabel(rowCount))"
    let names = ["diff", "apply", "apply_to_diff"].map { "\(prefix).\($0)" }
    guard reporter.wantsAny(names) else { return }
    let (old, new) = inputs(count: rowCount, seed: 2026)
    let repetitions = reporter.quick ? 5 : 9
    let diff = median(repetitions: repetitions) {
      time { blackHole(Changeset(from: old, to: new)) }
    }
    let bench = ListBench<[Row]>(items: old)
    var problems: [String] = []
    let apply = median(repetitions: repetitions) {
      // Each timed apply goes from `old` to `new`; the untimed one brings `old` back.
      let duration = time {
        bench.adapter.apply(new)
        bench.list.layoutIfNeeded()
      }
      if bench.adapter.hostedComponents.map(\.row)
        != Array(new.prefix(ListBench<[Row]>.viewportRows))
      {
        problems.append("the displayed rows are not the first new rows")
      }
      bench.adapter.apply(old)
      bench.list.layoutIfNeeded()
      return duration
    }
    bench.close()
    let ratio = apply.seconds / diff.seconds
    reporter.add(Measurement("\(prefix).diff", diff.milliseconds, "ms"))
    reporter.add(Measurement("\(prefix).apply", apply.milliseconds, "ms"))
    reporter.add(
      Measurement(
        "\(prefix).apply_to_diff", ratio, "x", atMost: 2, "2 (the diff is most of the apply)",
        .timing))
    for problem in Set(problems) { reporter.note("\(prefix): \(problem)") }
    reporter.add(
      Measurement(
        "\(prefix).problems", Double(problems.count), "problems",
        bar: .init(
          text: "0 (the viewport shows the new rows)", holds: problems.isEmpty, kind: .count)))
  }
}
