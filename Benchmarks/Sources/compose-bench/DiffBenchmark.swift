import Compose

/// Measurement 1: Compose's keyed diff against the floor (a dictionary of the identifiers and one
/// scan of each array) and against the standard library's `difference(from:).inferringMoves()`.
enum DiffBenchmark {
  /// Above this many estimated steps of the standard library's Myers diff (O((n + m) · D) for
  /// D insertions and deletions), it would take minutes per run: it is skipped. (4e8 steps take
  /// about 17 s with String identifiers on the reference machine.)
  static let stdlibStepLimit = 5e8
  /// The limit in quick mode: runs of a second or more are skipped.
  static let quickStdlibStepLimit = 3e7
  /// Above this many steps the standard library runs once, without a warm-up: a run of seconds
  /// does not need one, and the speedup is far from its bar either way.
  static let singleRunStepLimit = 5e7

  static func run(_ reporter: Reporter) {
    let sizes = reporter.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    for kind in ["int", "string"] {
      for count in sizes {
        for scenario in DiffScenario.allCases {
          let prefix = "diff.\(kind).\(sizeLabel(count)).\(scenario.rawValue)"
          let names = [
            "compose", "floor", "stdlib", "ratio_to_floor", "speedup_over_stdlib", "moves",
          ]
          .map { "\(prefix).\($0)" }
          guard reporter.wantsAny(names) else { continue }
          let input = DiffInput(count: count, scenario: scenario, seed: UInt64(count) &+ 7)
          let bar100 = count == 10_000 && scenario == .shuffle
          if kind == "int" {
            let old = input.old.map { Int(bitPattern: UInt($0)) }
            let new = input.new.map { Int(bitPattern: UInt($0)) }
            measure(prefix, old, new, speedupBar: bar100, reporter)
          } else {
            measure(
              prefix, input.old.map(uuidString), input.new.map(uuidString),
              speedupBar: bar100, reporter)
          }
        }
      }
    }
  }

  private static func measure<ID: Diffable & Hashable>(
    _ prefix: String, _ old: [ID], _ new: [ID], speedupBar: Bool, _ reporter: Reporter
  ) {
    let repetitions = reporter.quick ? 5 : 9
    var changeset: Changeset<ID>?
    let (compose, floor) = interleavedMedians(
      repetitions: repetitions, seed: UInt64(old.count),
      { time { changeset = Changeset(from: old, to: new) } },
      { time { blackHole(floorScan(old, new)) } })
    let ratio = compose.seconds / floor.seconds
    reporter.add(Measurement("\(prefix).compose", compose.microseconds, "µs"))
    reporter.add(Measurement("\(prefix).floor", floor.microseconds, "µs"))
    // The bars: every scenario within 2.5x the floor, `String` replace-all at 100k within 1.2x.
    let bound = prefix == "diff.string.100k.replace-all" ? 1.2 : 2.5
    reporter.add(.ratio("\(prefix).ratio_to_floor", ratio, atMost: bound))

    let minimum = minimumMoves(from: old, to: new)
    let moves = changeset?.moves.count ?? -1
    reporter.add(
      Measurement(
        "\(prefix).moves", Double(moves), "moves",
        bar: .init(text: "== minimum \(minimum)", holds: moves == minimum, kind: .count)))
    if let changeset, old.applying(changeset) != new {
      reporter.add(
        Measurement(
          "\(prefix).applies", 0, "",
          bar: .init(text: "old.applying(changeset) == new", holds: false, kind: .count)))
    }

    // The standard library's Myers diff: D is the insertions plus deletions of a longest common
    // subsequence, which for unique identifiers is the stationary run the minimum moves use.
    let common = old.count - (changeset?.deletions.count ?? 0)
    let stationary = common - minimum
    let edits = Double(old.count + new.count - 2 * stationary)
    let steps = Double(old.count + new.count) * edits
    let names = ["\(prefix).stdlib", "\(prefix).speedup_over_stdlib"]
    guard reporter.wantsAny(names) else { return }
    let limit = reporter.quick ? quickStdlibStepLimit : stdlibStepLimit
    guard steps <= limit else {
      let reason =
        "difference(from:) is Myers' O((n + m) · D) with D = \(Int(edits)) edits: "
        + "~\(format((steps / 1e8).rounded() / 10))e9 steps, over the "
        + "\(format(limit / 1e9))e9 limit of "
        + (reporter.quick ? "--quick" : "a run")
      reporter.add(.skipped("\(prefix).stdlib", because: reason))
      return
    }
    let single = steps > singleRunStepLimit
    let stdlib = median(warmups: single ? 0 : 1, repetitions: single ? 1 : 3) {
      time { blackHole(new.difference(from: old).inferringMoves()) }
    }
    let speedup = stdlib.seconds / compose.seconds
    reporter.add(Measurement("\(prefix).stdlib", stdlib.microseconds, "µs"))
    reporter.add(
      Measurement(
        "\(prefix).speedup_over_stdlib", speedup, "x",
        bar: speedupBar ? .init(text: ">= 100", holds: speedup >= 100, kind: .timing) : nil))
  }

  /// The floor: a dictionary of the old identifiers, then one lookup per new one.
  @inline(never)
  private static func floorScan<ID: Hashable>(_ old: [ID], _ new: [ID]) -> Int {
    var positions = [ID: Int](minimumCapacity: old.count)
    for (index, id) in old.enumerated() { positions[id] = index }
    var matched = 0
    for id in new where positions[id] != nil { matched += 1 }
    return matched
  }
}
