import ComposeRender
import Foundation

/// Reading and writing golden trace files, and the failure message of each verdict.
enum GoldenStorage {
  static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Writes `text` to `path`, creating missing directories; the error's description, or `nil`.
  static func write(_ text: String, to path: String) -> String? {
    do {
      let url = URL(fileURLWithPath: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// The failure message of a verdict, or `nil` when it passes.
  static func message(
    for verdict: GoldenComparison.Verdict, path: String, mode: GoldenRecordMode
  ) -> String? {
    switch verdict {
    case .matched:
      return nil
    case .recordedNew:
      return "recorded the golden trace \(path) (record mode \(mode.rawValue)): review it and "
        + "run the test again"
    case .recordedChange(let diff):
      return "recorded a new golden trace over \(path) (record mode \(mode.rawValue)): review "
        + "the change and run the test again\n\(diff)"
    case .recordedAgain:
      return "recorded \(path) again (record mode all): run the test again without it"
    case .missing:
      return "no golden trace \(path), and record mode \(mode.rawValue) or CI lets nothing be "
        + "written: record it locally (COMPOSE_RECORD=missing, or record: .missing)"
    case .mismatched(let diff):
      return "the trace differs from the golden trace \(path) (- golden, + trace):\n\(diff)"
    case .optionsDiffer(let golden, let output):
      return "the golden trace \(path) was recorded with other options "
        + "(\(golden.map(\.description) ?? "no header")); this check uses \(output)"
    }
  }
}

/// The process environment (`ProcessInfo`), the default of ``LifecycleHarness``'s.
public func currentEnvironment() -> [String: String] {
  ProcessInfo.processInfo.environment
}
