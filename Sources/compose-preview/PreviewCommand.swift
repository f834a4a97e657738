import ComposeRender
import Foundation

/// `compose-preview`: runs a built-in scene and prints its lifecycle events.
///
/// Argument parsing is by hand (the package has no dependencies); the help layout follows
/// swift-argument-parser's. Exit status: 0 success, 64 usage error.
enum PreviewCommand {
  static let version = "0.1.0"

  static let overview = """
    OVERVIEW: Preview Compose component trees and their lifecycle events.

    USAGE: compose-preview <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      run                     Run a built-in scene and print its lifecycle events, step by step.
      list                    List the built-in scenes.
      help                    Show subcommand help information.

      See 'compose-preview help <subcommand>' for detailed help.
    """

  static let subcommandHelp: [String: String] = [
    "run": """
    OVERVIEW: Run a built-in scene and print its lifecycle events, step by step.

    USAGE: compose-preview run <scene>

    ARGUMENTS:
      <scene>                 The name of a built-in scene (see 'compose-preview list').

    OPTIONS:
      -h, --help              Show help information.
    """,
    "list": """
    OVERVIEW: List the built-in scenes.

    USAGE: compose-preview list

    OPTIONS:
      -h, --help              Show help information.
    """,
    "help": """
    OVERVIEW: Show subcommand help information.

    USAGE: compose-preview help [<subcommand>]
    """,
  ]

  /// Runs the command with `arguments` (without the program name) and returns the exit status.
  static func run(
    arguments: [String],
    output: (String) -> Void = { print($0, terminator: "") },
    error: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) -> Int32 {
    guard let first = arguments.first else {
      output(overview + "\n")
      return 0
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h"), subcommandHelp[first] != nil {
      output(subcommandHelp[first]! + "\n")
      return 0
    }
    switch first {
    case "--help", "-h":
      output(overview + "\n")
      return 0
    case "--version":
      output(version + "\n")
      return 0
    case "help":
      guard let topic = rest.first else {
        output(overview + "\n")
        return 0
      }
      guard let text = subcommandHelp[topic] else {
        return usage("unknown subcommand '\(topic)'", error: error)
      }
      output(text + "\n")
      return 0
    case "list":
      for scene in Scene.all {
        output(scene.name.padding(toLength: 24, withPad: " ", startingAt: 0) + scene.summary + "\n")
      }
      return 0
    case "run":
      guard rest.count == 1, let name = rest.first else {
        return usage("'run' takes exactly one scene name", error: error)
      }
      guard let scene = Scene.all.first(where: { $0.name == name }) else {
        let names = Scene.all.map(\.name).joined(separator: ", ")
        return usage("unknown scene '\(name)' (built-in scenes: \(names))", error: error)
      }
      output(EventLogPrinter().render(scene.run()))
      return 0
    default:
      return usage("unknown subcommand '\(first)'", error: error)
    }
  }

  private static func usage(_ message: String, error: (String) -> Void) -> Int32 {
    error(
      "Error: \(message)\nUsage: compose-preview <subcommand>\n  See 'compose-preview --help' for more information.\n"
    )
    return 64
  }
}
