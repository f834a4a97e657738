/// Compares an output with its golden file and decides what to write: the rules of
/// ``GoldenRecordMode`` as a pure function, with no file access.
///
/// `ComposeTesting` and `compose-preview check` read the golden file, call
/// ``evaluate(golden:output:header:mode:isContinuousIntegration:)``, write ``write`` when it is
/// not `nil`, and report the ``verdict``.
///
/// ```swift
/// let comparison = GoldenComparison.evaluate(
///   golden: try? String(contentsOfFile: path), output: trace,
///   header: GoldenHeader(options: ["filter": "appearance"]), mode: .missing,
///   isContinuousIntegration: false)
/// if let text = comparison.write { try text.write(toFile: path, atomically: true, encoding: .utf8) }
/// ```
public struct GoldenComparison: Hashable, Sendable {
  /// The outcome of one comparison.
  public enum Verdict: Hashable, Sendable {
    /// The golden file exists, was made with the same options and has the same content.
    case matched
    /// There was no golden file and it is written now (``write`` holds it). A failure: review it
    /// and run again.
    case recordedNew
    /// The golden file differed (`diff`: `-` golden, `+` output) or was made with other options,
    /// and is rewritten now. A failure: review it and run again.
    case recordedChange(diff: String)
    /// The golden file matched and is rewritten anyway (mode ``GoldenRecordMode/all``). A
    /// failure, as every recording is.
    case recordedAgain
    /// There is no golden file, and the mode or `CI` forbids writing one.
    case missing
    /// The content differs (`diff`: `-` golden, `+` output).
    case mismatched(diff: String)
    /// The golden file was made with other options (`golden`), so its content cannot be
    /// compared with this output (made with `output`).
    case optionsDiffer(golden: GoldenHeader?, output: GoldenHeader)

    /// Whether the check passes: only ``matched`` does.
    public var passes: Bool { self == .matched }
  }

  /// What happened.
  public var verdict: Verdict
  /// The whole file to write (header line, then the output), or `nil` to leave the file alone.
  public var write: String?

  /// Applies the record mode to one golden file.
  ///
  /// - Parameters:
  ///   - golden: The golden file's text, or `nil` when it does not exist.
  ///   - output: What the check produced, without a header.
  ///   - header: The options `output` was made with.
  ///   - mode: The record mode in force (``GoldenRecordMode/resolve(explicit:environment:)``).
  ///   - isContinuousIntegration: Whether this is a CI run: then nothing is written.
  /// - Returns: The verdict, and the text to write if any.
  /// - Complexity: O(*n* + *d*²) for *n* lines differing in *d* places (``LineDiff``).
  public static func evaluate(
    golden: String?, output: String, header: GoldenHeader, mode: GoldenRecordMode,
    isContinuousIntegration: Bool
  ) -> GoldenComparison {
    let file = header.description + "\n" + output
    let mayWrite = !isContinuousIntegration
    guard let golden else {
      return mayWrite && mode != .never
        ? GoldenComparison(verdict: .recordedNew, write: file)
        : GoldenComparison(verdict: .missing, write: nil)
    }
    let (goldenHeader, body) = split(golden)
    let rewrites = mayWrite && (mode == .all || mode == .failed)
    if goldenHeader != header {
      if rewrites {
        return GoldenComparison(
          verdict: .recordedChange(diff: LineDiff.diff(golden, file) ?? ""), write: file)
      }
      return GoldenComparison(
        verdict: .optionsDiffer(golden: goldenHeader, output: header), write: nil)
    }
    // The diff of the whole files (their headers are equal), so its line numbers are the file's.
    guard body != output, let diff = LineDiff.diff(golden, file) else {
      return mayWrite && mode == .all
        ? GoldenComparison(verdict: .recordedAgain, write: file)
        : GoldenComparison(verdict: .matched, write: nil)
    }
    return rewrites
      ? GoldenComparison(verdict: .recordedChange(diff: diff), write: file)
      : GoldenComparison(verdict: .mismatched(diff: diff), write: nil)
  }

  /// The header of a golden file's text (`nil` for a file without one) and the rest.
  public static func split(_ text: String) -> (header: GoldenHeader?, body: String) {
    let firstLine = text.prefix { $0 != "\n" }
    guard let header = GoldenHeader(line: firstLine) else { return (nil, text) }
    return (header, String(text.dropFirst(firstLine.count + 1)))
  }
}
