import ComposeRender
import Foundation

/// `compose-preview`: runs scenes and scenario files and prints their lifecycle events and tree
/// diffs, or checks them against golden files.
///
/// An executable target of yours gets the same command line over scenes written with your own
/// components by calling ``main(scenes:)`` (see ``Scene``); `compose-preview` itself is
/// `PreviewCommand.main(scenes: Scene.all)`.
///
/// Each subcommand is a type declaring its arguments once (`PreviewSubcommand`); parsing, help
/// and usage errors are generated from those declarations, by hand (the package has no
/// dependencies) in swift-argument-parser's layout; a usage error is one line and the help hint.
/// Exit status: 0 success; 1 when
/// `check` did not match its golden file or `--audit` has findings; 2 when a run stopped before a
/// step, past the bounds of its work; 64 usage error or bad input; messages go to standard error.
///
/// ```swift
/// var output = ""
/// let status = PreviewCommand.run(
///   PreviewInvocation(
///     arguments: ["run", "profile", "--color", "never"],
///     output: { output += $0 }, error: { _ in }),
///   scenes: [profile])
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
  /// Exit status: `run --audit` or `check --audit` ran and the ``LifecycleAuditor`` has findings
  /// (legal calls made in the wrong order); what ran is printed all the same.
  public static let auditFindings: Int32 = 1
  /// Exit status: a run went past the bounds of its work (the steps' work, metered as they run,
  /// or the items one `apply` would diff) and stopped before a step; the steps that ran are
  /// printed, and one line on standard error names the step (its line and column in a scenario
  /// file) and why.
  public static let runStopped: Int32 = 2
  /// Exit status: a usage error or input that cannot be read.
  public static let usageError: Int32 = 64

  /// The tool's name, first in usage lines.
  nonisolated package static let name = "compose-preview"

  /// The tool's overview and discussion in its help.
  package static let configuration = CommandConfiguration(
    name: name, abstract: "Preview Compose component trees and their lifecycle events.",
    discussion: """
      Runs scenes and scenario files step by step, printing every lifecycle event and the
      diff of the component tree after each step.
      """)

  /// The subcommands, in the order the tool's help lists them.
  package static var subcommands: [any PreviewSubcommand.Type] {
    [List.self, Run.self, Check.self, Help.self]
  }

  /// The subcommand called `name`, if there is one.
  package static func subcommand(named name: String) -> (any PreviewSubcommand.Type)? {
    subcommands.first { $0.configuration.name == name }
  }

  /// Runs the command line of the process over `scenes` and exits with its status: the whole of
  /// an executable target's `main.swift`.
  ///
  /// `list` shows the scenes, `run` and `check` take them by name (and scenario files by path),
  /// with every option `compose-preview` has.
  ///
  /// ```swift
  /// // Sources/ProfilePreview/main.swift
  /// import ComposePreviewKit
  ///
  /// PreviewCommand.main(scenes: [.profile, .profileSignedOut])
  /// ```
  ///
  /// - Parameter scenes: The scenes, in the order `list` shows them. Names that cannot be typed
  ///   as a target, or that two scenes share, are reported on standard error with exit status 64.
  ///
  /// Help and usage lines call the tool by the executable's file name.
  public static func main(scenes: [Scene]) -> Never {
    var invocation = PreviewInvocation.process()
    if let path = CommandLine.arguments.first, let file = path.split(separator: "/").last {
      invocation.commandName = String(file)
    }
    exit(run(invocation, scenes: scenes))
  }

  /// Runs the command described by `invocation` over `scenes` and returns the exit status.
  ///
  /// - Parameters:
  ///   - invocation: The arguments, environment, terminal and streams to use.
  ///   - scenes: The scenes `list` shows and `run` and `check` take by name.
  /// - Returns: 0, 1, 2 or 64.
  public static func run(_ invocation: PreviewInvocation, scenes: [Scene]) -> Int32 {
    if let problem = Scene.namingProblem(in: scenes) {
      invocation.error("Error: \(problem); give each scene its own name.\n")
      return usageError
    }
    var invocation = invocation
    invocation.scenes = scenes
    do {
      return try dispatch(invocation)
    } catch let failure as UsageError {
      // One line, then where the help is (the usage line is in the help).
      let command = failure.commandName.flatMap(subcommand(named:))
      let more = command.map { "\(name) \($0.configuration.name) --help" } ?? "\(name) --help"
      invocation.error(
        invocation.naming("Error: \(failure.message)\nSee '\(more)' for more information.\n"))
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

  /// Runs the subcommand named first, or answers `--help` and `--version`; a subcommand given
  /// `-h` or `--help` anywhere prints its help instead of running.
  private static func dispatch(_ invocation: PreviewInvocation) throws -> Int32 {
    let arguments = invocation.arguments
    guard let first = arguments.first, first != "-h", first != "--help" else {
      invocation.output(invocation.naming(helpText) + "\n")
      return success
    }
    if first == "--version" {
      invocation.output(version + "\n")
      return success
    }
    if first == "--generate-completion-script" || first.hasPrefix("--generate-completion-script=") {
      return try generateCompletionScript(arguments, invocation)
    }
    guard let command = subcommand(named: first) else {
      throw UsageError(
        first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'")
    }
    let rest = Array(arguments.dropFirst())
    if command != Help.self, rest.contains("-h") || rest.contains("--help") {
      invocation.output(invocation.naming(command.helpText) + "\n")
      return success
    }
    return try command.parseAndRun(rest, invocation)
  }

  /// The tool's help: overview, usage, its own options and the subcommands' abstracts.
  package static var helpText: String {
    let subcommandRows = subcommands.map {
      HelpLayout.line($0.configuration.name, $0.configuration.abstract)
    }
    return [
      "OVERVIEW: \(configuration.abstract)",
      configuration.discussion,
      "USAGE: \(name) <subcommand>",
      "OPTIONS:\n" + HelpLayout.row("--version", "Show the version.") + "\n"
        + "  --generate-completion-script <shell>\n"
        + HelpLayout.row("", "Print a completion script for bash, zsh or fish.") + "\n"
        + HelpLayout.row("-h, --help", HelpLayout.helpAbstract),
      "SUBCOMMANDS:\n" + subcommandRows.joined(separator: "\n"),
      "  See '\(name) help <subcommand>' for detailed help.",
    ].joined(separator: "\n\n")
  }
}
