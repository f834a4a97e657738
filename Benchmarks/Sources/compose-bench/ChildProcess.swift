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
