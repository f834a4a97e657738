import ComposeRender

/// `compose-preview`: runs built-in scenes and scenario files and prints their lifecycle events
/// and tree diffs, or checks them against golden files.
///
/// Arguments are parsed by hand (the package has no dependencies); the help layout follows
/// swift-argument-parser's. Exit status: 0 success, 1 check failed, 64 usage error or bad input;
/// messages go to standard error.
///
/// ```swift
/// var output = ""
/// let status = PreviewCommand.run(
///   PreviewInvocation(
///     arguments: ["run", "containment", "--color", "never"],
///     output: { output += $0 }, error: { _ in }))
/// ```
@MainActor
public enum PreviewCommand {
  /// The tool's version, printed by `--version`.
  public static let version = "0.2.0"

  /// Exit status: success.
  public static let success: Int32 = 0
  /// Exit status: `check` did not match its golden file: it differs, is missing, was made with
  /// other options, or was recorded just now (review it and run the check again).
  public static let checkFailed: Int32 = 1
  /// Exit status: a usage error or input that cannot be read.
  public static let usageError: Int32 = 64

  /// Runs the command described by `invocation` and returns the exit status.
  ///
  /// - Parameter invocation: The arguments, environment, terminal and streams to use.
  /// - Returns: 0, 1 or 64.
  public static func run(_ invocation: PreviewInvocation) -> Int32 {
    do {
      return try dispatch(invocation)
    } catch let failure as UsageError {
      let usage = failure.subcommand?.usage ?? "compose-preview <subcommand>"
      let more =
        failure.subcommand.map { "compose-preview \($0.rawValue) --help" }
        ?? "compose-preview --help"
      invocation.error(
        "Error: \(failure.message)\nUsage: \(usage)\n  See '\(more)' for more information.\n")
      return usageError
    } catch let failure as InputError {
      invocation.error("Error: \(failure.message)\n")
      return usageError
    } catch {
      invocation.error("Error: \(error)\n")
      return usageError
    }
  }

  /// Bad input that is not a usage error: a scenario file that cannot be read, a golden file
  /// that cannot be read or written, an unknown `COMPOSE_RECORD` value.
  struct InputError: Error {
    var message: String
  }

  private static func dispatch(_ invocation: PreviewInvocation) throws -> Int32 {
    let arguments = invocation.arguments
    guard let first = arguments.first else {
      invocation.output(Subcommand.overview + "\n")
      return success
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      invocation.output(Subcommand.overview + "\n")
      return success
    case "--version":
      invocation.output(version + "\n")
      return success
    default:
      break
    }
    guard let subcommand = Subcommand(rawValue: first) else {
      throw UsageError(
        message: first.hasPrefix("-")
          ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'",
        subcommand: nil)
    }
    if subcommand != .help, rest.contains("-h") || rest.contains("--help") {
      invocation.output(subcommand.helpText + "\n")
      return success
    }
    switch subcommand {
    case .help: return try help(rest, invocation)
    case .list: return try list(rest, invocation)
    case .run: return try runScenario(rest, invocation)
    case .check: return try check(rest, invocation)
    }
  }

  private static func help(_ arguments: [String], _ invocation: PreviewInvocation) throws -> Int32 {
    let topics = arguments.filter { $0 != "-h" && $0 != "--help" }
    guard let topic = topics.first else {
      invocation.output(Subcommand.overview + "\n")
      return success
    }
    guard topics.count == 1, let subcommand = Subcommand(rawValue: topic) else {
      throw UsageError(
        message: topics.count == 1
          ? "Unknown subcommand '\(topic)'" : "Unexpected argument '\(topics[1])'",
        subcommand: .help)
    }
    invocation.output(subcommand.helpText + "\n")
    return success
  }

  private static func list(_ arguments: [String], _ invocation: PreviewInvocation) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, flags: [], options: [], subcommand: .list)
    if let extra = parsed.positionals.first {
      throw UsageError(message: "Unexpected argument '\(extra)'", subcommand: .list)
    }
    for scene in Scene.all {
      invocation.output("  " + scene.name.padding(24) + scene.summary + "\n")
    }
    return success
  }
}
