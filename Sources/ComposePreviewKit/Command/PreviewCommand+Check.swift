import ComposeRender

extension PreviewCommand {
  static func check(_ arguments: [String], _ invocation: PreviewInvocation) throws -> Int32 {
    let parsed = try ParsedArguments(
      arguments, flags: ["--full", "--record"], options: ["--format", "--golden"],
      subcommand: .check)
    guard let golden = parsed.values["--golden"] else {
      throw UsageError(message: "Missing expected argument '--golden <path>'", subcommand: .check)
    }
    let report = try self.report(parsed, invocation, subcommand: .check)
    if parsed.flags.contains("--record") && invocation.environment["CI"] != nil {
      throw InputError(
        message: "--record is refused when the CI environment variable is set; record golden "
          + "files locally")
    }
    let output = report.render(colored: false)
    if parsed.flags.contains("--record") {
      if let failure = invocation.writeFile(golden, output) {
        throw InputError(message: "\(golden): \(failure.reason)")
      }
      invocation.output("Recorded \(golden).\n")
      return success
    }
    let expected: String
    switch invocation.readFile(golden) {
    case .success(let bytes): expected = String(decoding: bytes, as: UTF8.self)
    case .failure(let failure):
      invocation.error(
        "Check failed: golden file \(golden): \(failure.reason) (record it with --record).\n")
      return checkFailed
    }
    guard let diff = LineDiff.diff(expected, output) else {
      invocation.output("The output of \(report.target) matches \(golden).\n")
      return success
    }
    invocation.output("--- \(golden)\n+++ output of \(report.target)\n" + diff)
    invocation.error(
      "Check failed: the output of \(report.target) differs from \(golden) "
        + "('-' golden, '+' output).\n")
    return checkFailed
  }
}
