import Foundation

/// Runs this executable again with `arguments` (`--child ...`), for figures that need a fresh
/// process (peak memory, a heap no earlier run has shaped), and returns its exit status and
/// standard output; `nil`, with a note, when it cannot start.
func runChild(_ arguments: [String], _ reporter: Reporter) -> (status: Int32, output: String)? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  do {
    try process.run()
  } catch {
    reporter.note("could not start the child process: \(error)")
    return nil
  }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Runs `compose-bench --child <arguments>` (with `--cpu-clock` when this run has it), which
/// prints two numbers and exits 0, or 1 for a problem it found: returns the status and the two
/// numbers; `nil`, with a note, when the child failed otherwise.
func runTimedChild(_ arguments: [String], _ reporter: Reporter) -> (
  status: Int32, numbers: [Double]
)? {
  let all = (usesThreadCPUClock ? ["--cpu-clock"] : []) + ["--child"] + arguments
  guard let (status, output) = runChild(all, reporter) else { return nil }
  let numbers = output.split(whereSeparator: { " ,:\n".contains($0) }).compactMap { Double($0) }
  guard numbers.count == 2, status == 0 || status == 1 else {
    reporter.note("child \(arguments.joined(separator: " ")) exited \(status): \(output)")
    return nil
  }
  return (status, numbers)
}
