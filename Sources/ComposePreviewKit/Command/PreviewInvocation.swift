import Foundation

/// Everything `compose-preview` reads from and writes to its process, so that tests can run the
/// command in-process with their own arguments, environment, terminal and streams.
public struct PreviewInvocation {
  /// The arguments, without the program name.
  public var arguments: [String]
  /// The environment variables (`NO_COLOR`, `COMPOSE_RECORD` and `CI` are read).
  public var environment: [String: String]
  /// Whether standard output is a terminal (`--color auto` colours only then).
  public var isTerminal: Bool
  /// Writes to standard output.
  public var output: (String) -> Void
  /// Writes to standard error.
  public var error: (String) -> Void
  /// Reads a file's bytes, or returns a one-line reason it cannot (``FileError/noSuchFile`` when
  /// there is no file at that path).
  public var readFile: (String) -> Result<[UInt8], FileError>
  /// Writes a file, creating the directories missing on its path, or returns a one-line reason
  /// it cannot.
  public var writeFile: (String, String) -> FileError?
  /// The scenes `list` shows and `run` and `check` take by name: those given to
  /// ``PreviewCommand/run(_:scenes:)``.
  package var scenes: [Scene] = []
  /// The tool's name in help and usage lines: the executable's file name under
  /// ``PreviewCommand/main(scenes:)``, `compose-preview` otherwise.
  package var commandName = PreviewCommand.name

  /// A file that cannot be read or written, with a one-line reason.
  public struct FileError: Error, Hashable, Sendable {
    /// The reason, for example `no such file`.
    public var reason: String

    /// Creates a file error.
    public init(_ reason: String) {
      self.reason = reason
    }

    /// There is no file at that path: `check` treats its golden file as missing then, and any
    /// other reason as input it cannot read.
    public static let noSuchFile = FileError("no such file")
  }

  /// Creates an invocation from its parts.
  public init(
    arguments: [String], environment: [String: String] = [:], isTerminal: Bool = false,
    output: @escaping (String) -> Void, error: @escaping (String) -> Void,
    readFile: @escaping (String) -> Result<[UInt8], FileError> = PreviewInvocation.readFile,
    writeFile: @escaping (String, String) -> FileError? = PreviewInvocation.writeFile
  ) {
    self.arguments = arguments
    self.environment = environment
    self.isTerminal = isTerminal
    self.output = output
    self.error = error
    self.readFile = readFile
    self.writeFile = writeFile
  }

  /// The real process: its arguments and environment, standard output and error, and the file
  /// system.
  public static func process() -> PreviewInvocation {
    PreviewInvocation(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      isTerminal: isatty(STDOUT_FILENO) == 1,
      output: { FileHandle.standardOutput.write(Data($0.utf8)) },
      error: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// Reads a file of at most ``ScenarioLimits/maximumFileSize`` bytes.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: Its bytes, or why it cannot be read.
  public static func readFile(_ path: String) -> Result<[UInt8], FileError> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(.noSuchFile)
    }
    if isDirectory.boolValue { return .failure(FileError("is a directory")) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(FileError("cannot be opened"))
    }
    defer { try? handle.close() }
    let limit = ScenarioLimits.maximumFileSize
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      return .failure(FileError("cannot be read"))
    }
    if data.count > limit {
      return .failure(FileError("the file is larger than \(limit) bytes"))
    }
    return .success([UInt8](data))
  }

  /// Writes `text` to the file at `path`, replacing it, after creating the directories missing
  /// on its path.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - text: The contents.
  /// - Returns: `nil`, or why it cannot be written.
  public static func writeFile(_ path: String, _ text: String) -> FileError? {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      return FileError("its directory cannot be created")
    }
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
      return nil
    } catch {
      return FileError("cannot be written")
    }
  }
}

/// The bounds on what a scenario file may be.
public enum ScenarioLimits {
  /// The largest scenario file read, in bytes (1 MiB).
  public static let maximumFileSize = JSONParser.maximumSize
  /// The deepest nesting of JSON arrays and objects accepted.
  public static let maximumDepth = JSONParser.maximumDepth
  /// The most rows the lists of a scenario can have loaded at once; a nested list counts once
  /// per row its list keeps alive (`visible` + 5).
  public static let maximumLoadedRows = ScenarioBudget.maximumLoadedRows
  /// The most components the tree of a scenario can hold at once: declared components and the
  /// rows the lists keep alive (`visible` + 5 each, with their nested lists).
  public static let maximumComponents = ScenarioBudget.maximumComponents
  /// The most work the steps of a run may do: the run is metered as it goes, and stops before a
  /// step when the steps before it did more (exit status ``PreviewCommand/runStopped``). A step
  /// costs 1, plus the components of the tree after it, plus its events and diagnostics, plus
  /// the items an `apply` diffed over ten.
  public static let maximumWork = ScenarioMeter.maximumWork
  /// The most items one `apply` step may diff (the list's items before it and those applied),
  /// which bounds the memory of a run's largest step: a run stops before an `apply` that would
  /// diff more (exit status ``PreviewCommand/runStopped``).
  public static let maximumDiffedItems = ScenarioMeter.maximumDiffedItems
}
