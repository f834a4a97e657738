import Compose
import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import ComposeTestFixtures
import Foundation
import Testing

/// A scenario file's memory is flat in its number of steps: the file is checked whole
/// before anything runs, one step at a time, and then run one step at a time, each read from the
/// text when it is about to run, so that no more than a step or two is ever decoded at once.
@MainActor @Suite struct StepStreamingTests {
  /// The steps of a file: the root set, then `count - 1` steps showing and hiding the window.
  static func steps(_ count: Int) -> [String] {
    [#"{"action": "set-root", "component": "root"}"#]
      + (1..<count).map { #"{"action": "\#($0 % 2 == 1 ? "show-window" : "hide-window")"}"# }
  }

  static let prefix = #"{"components": [{"name": "root"}], "steps": ["#

  static func file(_ steps: [String]) -> [UInt8] {
    Array((prefix + steps.joined(separator: ",\n") + "]}\n").utf8)
  }

  /// 30,000 steps at full size (`COMPOSE_RANDOM_FULL=1`), 3,000 by default (``TestSize``).
  static let longFile = TestSize.scale(full: 30_000, small: 3_000)

  @Test func checkingAFileHandsOverEachStepAndKeepsNone() throws {
    var checked = 0
    let file = try ScenarioFile.read(json: Self.file(Self.steps(Self.longFile))) { _ in
      checked += 1
    }
    #expect(checked == Self.longFile)
    #expect(file.stepCount == Self.longFile)
    #expect(file.header.steps.isEmpty, "the checked file keeps its declarations, not its steps")
    #expect(file.header.components.map(\.name) == ["root"])
  }

  @Test func theReaderParsesAStepOnlyWhenAskedForIt() throws {
    let steps = Self.steps(Self.longFile)
    let file = try ScenarioFile.read(json: Self.file(steps))
    var reader = file.makeSteps()
    // Where each step's text starts: after the prefix and the steps before it and their ",\n".
    var starts: [Int] = []
    var offset = Self.prefix.utf8.count
    for step in steps.prefix(4) {
      starts.append(offset)
      offset += step.utf8.count + 2
    }
    #expect(reader.offset <= starts[0], "nothing is read before the first step is asked for")
    for index in 0..<3 {
      let step = try #require(try reader.next())
      #expect(step.step.actionName == ["set-root", "show-window", "hide-window"][index])
      #expect(reader.count == index + 1)
      #expect(
        reader.offset > starts[index] && reader.offset < starts[index + 1],
        "after step \(index), the reader is within its text, not past the next step's start")
    }
  }

  @Test func theReaderEndsAfterTheLastStep() throws {
    let file = try ScenarioFile.read(json: Self.file(Self.steps(3)))
    var reader = file.makeSteps()
    var names: [String] = []
    while let step = try reader.next() { names.append(step.step.actionName) }
    #expect(names == ["set-root", "show-window", "hide-window"])
    #expect(try reader.next() == nil)
    #expect(reader.count == 3)
  }

  @Test func aRunReadsEachStepJustBeforeItRuns() throws {
    let file = try ScenarioFile.read(json: Self.file(Self.steps(2_000)))
    var read = 0
    var steps = 0
    var mostReadAhead = 0
    file.stream(
      auditor: nil, start: { _ in #expect(read <= 1, "at most the first step before the start") },
      each: { _ in
        steps += 1
        mostReadAhead = max(mostReadAhead, read - steps)
      }, read: { read = $0 })
    #expect(steps == 2_000)
    #expect(read == 2_000)
    #expect(mostReadAhead <= 1, "the step that runs, and the one after it at most")
  }

  @Test func aRunFromTheTextIsTheRunOfTheDecodedScenario() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/scenarios")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count >= 7)
    for name in names {
      let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
      let decoded = try Scenario.decode(json: bytes).run(auditor: LifecycleAuditor())
      var streamed = EventLog()
      try ScenarioFile.read(json: bytes).stream(
        auditor: LifecycleAuditor(), start: { streamed.initialTree = $0 },
        each: { streamed.steps.append($0) })
      #expect(streamed == decoded, "\(name)")
    }
  }

  @Test func aSyntaxErrorAfterThousandsOfStepsIsReportedBeforeAnythingRuns() {
    var text = Self.file(Self.steps(30_000))
    text.insert(contentsOf: Array(", }".utf8), at: text.count - 3)
    let preview = PreviewHarness()
    preview.files["long.json"] = text
    #expect(preview.run("run", "long.json") == 64)
    #expect(preview.output.isEmpty, "nothing runs")
    // The steps are on lines 1 to 30,000, the last one followed by the stray ", }".
    #expect(
      preview.error.hasPrefix("Error: long.json:30000:")
        && preview.error.contains("expected a JSON value, found '}'"), "\(preview.error)")
    #expect(preview.error.split(separator: "\n").count == 1)
  }

  @Test func anInvalidLastStepIsReportedBeforeAnythingRuns() {
    var steps = Self.steps(Self.longFile)
    steps[Self.longFile - 1] = #"{"action": "set-root", "component": "nobody"}"#
    let preview = PreviewHarness()
    preview.files["long.json"] = Self.file(steps)
    #expect(preview.run("run", "long.json") == 64)
    #expect(preview.output.isEmpty, "nothing runs")
    #expect(
      preview.error
        == "Error: long.json: steps[\(Self.longFile - 1)].component: no component is named "
        + "\"nobody\"\n")
  }
}
