/// The subcommands of `compose-preview`, with their help, laid out like swift-argument-parser's.
enum Subcommand: String, CaseIterable {
  case list
  case run
  case check
  case help

  var abstract: String {
    switch self {
    case .list: return "List the built-in scenes."
    case .run: return "Run a scene or a scenario file: each step's events and tree diff."
    case .check: return "Compare the output of a run with a golden file."
    case .help: return "Show subcommand help information."
    }
  }

  var usage: String {
    switch self {
    case .list: return "compose-preview list"
    case .run:
      return "compose-preview run <scene-or-file> [--full] [--audit] [--format <format>] "
        + "[--color <color>]"
    case .check:
      return "compose-preview check <scene-or-file> --golden <path> [--record <mode>] [--full] "
        + "[--format <format>]"
    case .help: return "compose-preview help [<subcommand>]"
    }
  }

  var helpText: String {
    let target = """
        <scene-or-file>         A built-in scene (see 'compose-preview list') or a scenario
                                JSON file (see docs/Scenarios.md).
      """
    let format = """
        --full                  Print the whole tree after each step, besides the diff.
        --format <format>       The output format: text or json. (default: text)
      """
    switch self {
    case .list:
      return """
        OVERVIEW: \(abstract)

        USAGE: \(usage)

        OPTIONS:
          -h, --help              Show help information.
        """
    case .run:
      return """
        OVERVIEW: \(abstract)

        For each step: its title, its lifecycle events and diagnostics, then the diff of the
        component tree ('-' before, '+' after). Exit status: 0 when it ran, 64 for a usage error
        or a scenario file that cannot be read (nothing is run then).

        USAGE: \(usage)

        ARGUMENTS:
        \(target)

        OPTIONS:
        \(format)
          --audit                 Run with a lifecycle auditor and print its findings
                                  (containment and appearance calls made in the wrong order).
          --color <color>         When to colour: auto, always or never. (default: auto)
                                  auto colours only on a terminal; a non-empty NO_COLOR
                                  environment variable turns colour off.
          -h, --help              Show help information.
        """
    case .check:
      return """
        OVERVIEW: \(abstract)

        Runs like 'run' without colour and compares the output with the golden file, whose
        first line records the options it was made with ('# compose golden 1: format=text
        full=true'); --full and --format default to those. Exit status: 0 when they match; 1
        when they differ (a line diff is printed, '-' golden, '+' output), the golden file is
        missing or was made with other options, or the golden file was just recorded (review
        it and run the check again); 64 for a usage error or bad input.

        USAGE: \(usage)

        ARGUMENTS:
        \(target)

        OPTIONS:
          --golden <path>         The golden file. Missing directories are created when it is
                                  recorded.
          --record <mode>         When to write the golden file: all (always), missing (when
                                  it does not exist), failed (when it does not exist or
                                  differs) or never. Without this option the COMPOSE_RECORD
                                  environment variable sets the mode. Nothing is written when
                                  the CI environment variable is set. (default: missing)
          --full                  Print the whole tree after each step, besides the diff.
                                  (default: as the golden file was made, else off)
          --format <format>       The output format: text or json. (default: as the golden
                                  file was made, else text)
          -h, --help              Show help information.
        """
    case .help:
      return """
        OVERVIEW: \(abstract)

        USAGE: \(usage)

        ARGUMENTS:
          <subcommand>            The subcommand to show help for.

        OPTIONS:
          -h, --help              Show help information.
        """
    }
  }

  static let overview = """
    OVERVIEW: Preview Compose component trees and their lifecycle events.

    Runs built-in scenes and scenario files step by step, printing every lifecycle event and the
    diff of the component tree after each step.

    USAGE: compose-preview <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
    \(allCases.map { "  " + $0.rawValue.padding(24) + $0.abstract }.joined(separator: "\n"))

      See 'compose-preview help <subcommand>' for detailed help.
    """
}

extension String {
  /// The string padded with spaces to `width` characters (one space at least).
  func padding(_ width: Int) -> String {
    count < width ? self + String(repeating: " ", count: width - count) : self + " "
  }
}
