import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// Bounded mutation fuzzing of the valid example scenarios (`docs/scenarios/*.json`): every
/// seeded mutant is either run (exit 0, output, nothing on standard error), stopped by the meter
/// (exit 2, the steps that ran, one line with a step's line and column), or refused before
/// anything runs (exit 64, no output, one line with the location the reader reports). A trap would
/// end the test process: rerun with `COMPOSE_FUZZ_VERBOSE=1` to print each seed and mutant before
/// it runs; `COMPOSE_FUZZ_MUTANTS=20000` searches longer.
@Suite struct ScenarioMutationFuzzTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
      "docs/scenarios")

  /// The example files, sorted so that seeds name the same mutant everywhere.
  nonisolated static let examples: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  /// `COMPOSE_FUZZ_MUTANTS` for a longer search; else 400 at full size (`COMPOSE_RANDOM_FULL=1`,
  /// as CI runs the random tests) and 60 at smoke size, the default.
  static let mutantsPerFile: Int = {
    let environment = ProcessInfo.processInfo.environment
    if let count = environment["COMPOSE_FUZZ_MUTANTS"].flatMap({ Int($0) }) { return count }
    let full = environment["COMPOSE_RANDOM_FULL"].map { !$0.isEmpty && $0 != "0" } ?? false
    return full ? 400 : 60
  }()

  /// The seed of mutant `index` of example `file`.
  static func seed(file: Int, mutant: Int) -> UInt64 { UInt64(file) << 32 | UInt64(mutant) }

  @Test func everyExampleIsFuzzed() {
    #expect(Self.examples.count >= 7)
  }

  @Test(arguments: examples.indices)
  func mutantsRunOrAreRefusedWithOneLocatedLine(file: Int) throws {
    let name = Self.examples[file]
    let original = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name)))
    let verbose = ProcessInfo.processInfo.environment["COMPOSE_FUZZ_VERBOSE"] != nil
    var counts = (ran: 0, refused: 0)
    for mutant in 0..<Self.mutantsPerFile {
      let seed = Self.seed(file: file, mutant: mutant)
      var mutator = ScenarioMutator(seed: seed)
      let bytes = mutator.mutate(original)
      let text = String(decoding: bytes, as: UTF8.self)
      if verbose { print("mutant \(name) seed \(seed):\n\(text)") }
      guard let problem = Self.problem(running: bytes) else {
        if (try? Scenario.decode(json: bytes)) != nil {
          counts.ran += 1
        } else {
          counts.refused += 1
        }
        continue
      }
      Issue.record("\(name), seed \(seed): \(problem)\nmutant:\n\(text)")
      return
    }
    // Both outcomes are exercised: the mutations are neither all fatal nor all harmless.
    // At least one mutant in 40 runs and one in 4 is refused (10 and 100 of 400).
    #expect(counts.ran * 40 > Self.mutantsPerFile, "\(name): \(counts)")
    #expect(counts.refused * 4 > Self.mutantsPerFile, "\(name): \(counts)")
  }

  /// What is wrong with running `bytes` as a scenario file, or `nil`.
  static func problem(running bytes: [UInt8]) -> String? {
    let preview = PreviewHarness()
    preview.files["mutant.json"] = bytes
    let status = preview.run("run", "mutant.json")
    let decoded = Result { () throws(ScenarioError) in try Scenario.decode(json: bytes) }
    switch (status, decoded) {
    case (0, .success):
      if !preview.error.isEmpty { return "exit 0 with standard error: \(preview.error)" }
      if preview.output.isEmpty { return "exit 0 with no output" }
      return nil
    case (PreviewCommand.runStopped, .success):
      let lines = preview.error.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.count != 2 || !lines[1].isEmpty { return "stopped with \(preview.error)" }
      if !lines[0].hasPrefix("Error: mutant.json:") || !lines[0].contains(": the run stopped") {
        return "stopped without a located line: \(preview.error)"
      }
      return nil
    case (64, .failure(let error)):
      if !preview.output.isEmpty { return "exit 64 after output (half-run)" }
      let separator = if case .position = error.location { "" } else { " " }
      let expected = "Error: mutant.json:\(separator)\(error.description)\n"
      if preview.error != expected { return "expected \(expected), printed \(preview.error)" }
      if error.description.contains(where: \.isNewline) { return "more than one line" }
      if case .file = error.location { return "no line and column or key path" }
      return nil
    default:
      return "exit \(status), decoded: \(decoded), standard error: \(preview.error)"
    }
  }
}
