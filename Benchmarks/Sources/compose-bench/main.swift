#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// compose-bench: the quick and full benchmark suites of Compose. See BENCHMARKS.md.

let usage = """
  usage: compose-bench [--quick] [--json | --markdown] [--filter <substring>] [--check]
                       [--cpu-clock]
         compose-bench --child scroll-rss <rows>   (one scroll; prints its peak memory)
         compose-bench --child chain <depth>       (one chain attach and detach, to profile)
         compose-bench --child tree <count>        (Compose's and the floor's tree, interleaved)
         compose-bench --child instructions <tree|scroll> <count>
                                 (Compose's and the floor's, once each, for callgrind:
                                  Benchmarks/instructions.sh)

    --quick      smaller sizes where the full ones would exceed a minute (see BENCHMARKS.md)
    --json       print a JSON array of {name, value, unit[, bar, barKind, holds]} at the end
    --markdown   print the rows of BENCHMARKS.md's results table at the end
    --filter S   measure only the figures whose name contains S
    --check      exit 1 if a count bar fails, or a ratio-to-floor bar is missed by more than
                 half (above 1.5 x the bar); timing bars are printed, never fail
    --cpu-clock  time with the thread's CPU clock instead of the wall clock (a shared machine)
  """

var arguments = Array(CommandLine.arguments.dropFirst())
var quick = false
var check = false
var format = OutputFormat.lines
var filter: String?
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--quick": quick = true
  case "--check": check = true
  case "--cpu-clock": break  // read by `time(_:)`
  case "--json": format = .json
  case "--markdown": format = .markdown
  case "--filter" where !arguments.isEmpty: filter = arguments.removeFirst()
  case "--child" where arguments.count == 2 && arguments[0] == "scroll-rss":
    guard let rows = Int(arguments[1]), rows > ListBench<[Row]>.viewportRows else {
      writeToStandardError(usage + "\n")
      exit(64)
    }
    ScrollBenchmark.childScrollRSS(rows: rows)
    exit(0)
  case "--child" where arguments.count == 2 && arguments[0] == "chain":
    // One attach and detach of a chain, for profiling (see TreeBenchmark.attachChain).
    guard let depth = Int(arguments[1]), depth > 0 else {
      writeToStandardError(usage + "\n")
      exit(64)
    }
    let run = TreeBenchmark.attachAndDetach(depth: depth)
    print("attach: \(run.attach.milliseconds) ms, detach: \(run.detach.milliseconds) ms")
    exit(run.problems.isEmpty ? 0 : 1)
  case "--child" where arguments.count == 2 && arguments[0] == "tree":
    // Compose's and the floor's tree, in a fresh process (see TreeBenchmark.run).
    guard let count = Int(arguments[1]), count > 0 else {
      writeToStandardError(usage + "\n")
      exit(64)
    }
    let run = TreeBenchmark.compareWithFloor(count: count)
    print(
      "compose: \(Int64(run.compose.seconds * 1e9)) ns, floor: \(Int64(run.floor.seconds * 1e9)) ns"
    )
    for problem in Set(run.problems) { writeToStandardError(problem + "\n") }
    exit(run.problems.isEmpty ? 0 : 1)
  case "--child" where arguments.count == 3 && arguments[0] == "instructions":
    guard let count = Int(arguments[2]), count > ListBench<[Row]>.viewportRows,
      let problems = InstructionProbe.run(arguments[1], count: count)
    else {
      writeToStandardError(usage + "\n")
      exit(64)
    }
    for problem in problems { writeToStandardError(problem + "\n") }
    exit(problems.isEmpty ? 0 : 1)
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    writeToStandardError("unknown argument \(argument)\n" + usage + "\n")
    exit(64)
  }
}

let reporter = Reporter(quick: quick, filter: filter, format: format)
let started = ContinuousClock.now
DiffBenchmark.run(reporter)
ScrollBenchmark.run(reporter)
TreeBenchmark.run(reporter)
BatchUpdateBenchmark.run(reporter)
ObservationBenchmark.run(reporter)
reporter.finish()
reporter.note(
  "compose-bench: \(reporter.measurements.count) figures in \((ContinuousClock.now - started).seconds) s"
)
if check {
  let failed = reporter.failedBars
  for measurement in failed { writeToStandardError("bar failed: \(measurement.line)\n") }
  if !failed.isEmpty { exit(1) }
}
