import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import ComposeTestFixtures
import Foundation
import Testing

/// Legal input runs; runs are metered. A file is no longer refused from an
/// estimate of what its steps might cost: its run is metered as it happens, and a run that goes
/// past the bounds stops before a step, with that step's line and column and an exit status of its
/// own (`PreviewCommand.runStopped`), after printing the steps that ran.
@MainActor @Suite struct ScenarioMeterTests {
  /// A container of `components` (itself included) set as the root, then `steps - 1` steps
  /// alternating `show-window` and `hide-window`, one step a line: step `i` is on line `i + 2`.
  static func showAndHide(components: Int, steps: Int) -> String {
    let children = (0..<(components - 1)).map { "{\"name\": \"c\($0)\"}" }
      .joined(separator: ", ")
    let toggles = (1..<steps).map {
      ",\n{\"action\": \"\($0 % 2 == 1 ? "show-window" : "hide-window")\"}"
    }
    return "{\"components\": [{\"name\": \"root\", \"kind\": \"container\", \"children\": ["
      + children + "]}],\n\"steps\": [{\"action\": \"set-root\", \"component\": \"root\"}"
      + toggles.joined() + "]}\n"
  }

  /// The numbers of the steps a text report printed (`step 3: ...`).
  static func printedSteps(_ output: String) -> [Int] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("step "), let colon = line.firstIndex(of: ":") else { return nil }
      return Int(line[line.index(line.startIndex, offsetBy: 5)..<colon])
    }
  }

  /// A list of 1,000,000 rows shown in two steps, then an `apply` (line 4, column 5) that would
  /// diff more items than `ScenarioLimits.maximumDiffedItems`: the run stops before it.
  static let oversizedApply = """
    {"components": [{"name": "feed", "kind": "list", "rows": 1000000}],
     "steps": [{"action": "set-root", "component": "feed"},
      {"action": "show-window"},
        {"action": "apply", "list": "feed", "items": [0, 1, 2]}]}
    """

  /// The issue's file: a list nested four deep, three rows at each level, four steps (605 bytes
  /// in the issue). It was refused as 536,521 budget units; it runs, and its deepest rows appear.
  @Test func aLegalNestedFileRuns() {
    let text = """
      {"components": [{"name": "feed", "kind": "list", "rows": 3,
        "row": {"kind": "list", "rows": 3, "row": {"kind": "list", "rows": 3,
          "row": {"kind": "list", "rows": 3}}}}],
       "steps": [{"action": "set-root", "component": "feed"}, {"action": "show-window"},
        {"action": "scroll", "list": "feed", "offset": 100}, {"action": "run-until-idle"}]}
      """
    let preview = PreviewHarness()
    preview.files["nested.json"] = Array(text.utf8)
    #expect(preview.run("run", "nested.json") == PreviewCommand.success, "\(preview.error)")
    #expect(preview.error.isEmpty)
    #expect(Self.printedSteps(preview.output) == [1, 2, 3, 4])
    // Rows of nested lists are named `<list> <outer>.<inner>` (docs/Scenarios.md).
    #expect(preview.output.contains("Row \"feed 2.2.2.2\""))
  }

  /// The issue's runaway file (100 components shown and hidden by 9,999 steps) runs until its
  /// work passes the bound, then stops before a step: the steps before it are printed, and one
  /// line on standard error names the step after the last printed one by its line and column.
  ///
  /// The meter's bound is a fixed amount of work (seconds of it), so this runs at full size only
  /// (`COMPOSE_RANDOM_FULL=1`, CI's full-size step); by default the `apply` bound's stops below
  /// show the same stop before a located step.
  @Test(.enabled(if: TestSize.isFull, "the work bound takes seconds to reach"))
  func aRunawayFileStopsBeforeAStepWithItsLineAndColumnAndItsOwnStatus() throws {
    let text = Self.showAndHide(components: 100, steps: 9_999)
    let preview = PreviewHarness()
    preview.files["runaway.json"] = Array(text.utf8)
    #expect(preview.run("run", "runaway.json") == PreviewCommand.runStopped)
    #expect(PreviewCommand.runStopped != PreviewCommand.usageError)
    #expect(PreviewCommand.runStopped != PreviewCommand.checkFailed)
    let printed = Self.printedSteps(preview.output)
    let last = try #require(printed.last, "the steps that ran are printed")
    #expect(printed == Array(1...last))
    #expect(last > 1 && last < 9_999)
    let lines = preview.error.split(separator: "\n")
    #expect(lines.count == 1)
    // Step number `last + 1` is the step at index `last`, on line `last + 2`, at column 1.
    #expect(
      lines.first?.hasPrefix("Error: runaway.json:\(last + 2):1: the run stopped before this step")
        == true, "\(preview.error)")
    #expect(preview.error.contains("at most \(ScenarioLimits.maximumWork)"))
  }

  /// A stopped run in JSON: the report is still a complete document holding the steps that ran,
  /// and the status the same. (The stop here is the `apply` bound's, which is reached in two steps;
  /// the work bound stops a run at the same place in the loop, between steps.)
  @Test func aStoppedRunStillFinishesItsJSONReport() throws {
    let preview = PreviewHarness()
    preview.files["apply.json"] = Array(Self.oversizedApply.utf8)
    #expect(preview.run("run", "apply.json", "--format", "json") == PreviewCommand.runStopped)
    let document = try JSONSerialization.jsonObject(with: Data(preview.output.utf8))
    let report = try #require(document as? [String: Any], "the report is one JSON object")
    let steps = try #require(report["steps"] as? [Any], "\(report.keys.sorted())")
    #expect(steps.count == 2, "the two steps before the stop")
    #expect(preview.error.contains("apply.json:4:5:"), "\(preview.error)")
  }

  /// A long file over a tiny tree is legal and runs whole: the meter charges what steps do, not
  /// their number.
  /// 5,000 steps at full size (`COMPOSE_RANDOM_FULL=1`), 500 by default (``TestSize``).
  @Test func aLongFileOfStepsOverATinyTreeRunsWhole() {
    let steps = TestSize.scale(full: 5_000, small: 500)
    let preview = PreviewHarness()
    preview.files["long.json"] = Array(Self.showAndHide(components: 1, steps: steps).utf8)
    #expect(preview.run("run", "long.json") == PreviewCommand.success, "\(preview.error)")
    #expect(Self.printedSteps(preview.output).count == steps)
  }

  /// An `apply` diffs the list's items against those applied; the diff's memory grows with both
  /// (an `apply` on a list of 1,000,000 rows peaked at 200 MB), so a run stops before an apply
  /// that would diff more than `ScenarioLimits.maximumDiffedItems`, and the apply never runs.
  @Test func anApplyThatWouldDiffTooManyItemsStopsBeforeItRuns() {
    let preview = PreviewHarness()
    preview.files["apply.json"] = Array(Self.oversizedApply.utf8)
    #expect(preview.run("run", "apply.json") == PreviewCommand.runStopped)
    #expect(Self.printedSteps(preview.output) == [1, 2])
    #expect(
      preview.error.hasPrefix("Error: apply.json:4:5: the run stopped before this step"),
      "\(preview.error)")
    // The list's 1,000,000 items and the 3 applied.
    #expect(preview.error.contains("would diff 1000003 items"), "\(preview.error)")
    #expect(preview.error.contains("at most \(ScenarioLimits.maximumDiffedItems)"))
  }

  @Test func anApplyWithinTheBoundRuns() {
    let text = """
      {"components": [{"name": "feed", "kind": "list", "rows": 10000}],
       "steps": [{"action": "set-root", "component": "feed"}, {"action": "show-window"},
        {"action": "apply", "list": "feed", "items": [2, 1, 0]}]}
      """
    let preview = PreviewHarness()
    preview.files["apply.json"] = Array(text.utf8)
    #expect(preview.run("run", "apply.json") == PreviewCommand.success, "\(preview.error)")
    #expect(Self.printedSteps(preview.output) == [1, 2, 3])
  }

  /// `check` of a run that stops compares nothing and records nothing.
  @Test func aCheckOfAStoppedRunRecordsNothing() {
    let preview = PreviewHarness()
    preview.files["apply.json"] = Array(Self.oversizedApply.utf8)
    let status = preview.run("check", "apply.json", "--golden", "golden.txt", "--record", "all")
    #expect(status == PreviewCommand.runStopped)
    #expect(preview.files["golden.txt"] == nil)
    #expect(preview.error.contains("apply.json:4:5:"), "\(preview.error)")
  }

  /// A scenario written in Swift stops the same way; its log ends with a step saying where (the
  /// step's key path) and why.
  @Test func aSwiftScenarioThatStopsEndsItsLogWithTheStop() throws {
    let scenario = Scenario(
      components: [
        ComponentDeclaration(name: "feed", kind: .list(ListSpec(rows: 1_000_000, row: .component)))
      ],
      steps: [
        StepDeclaration(.setRoot("feed")), StepDeclaration(.showWindow),
        StepDeclaration(.apply(list: "feed", items: [0])),
      ])
    let log = scenario.run()
    #expect(log.steps.count == 3)
    let last = try #require(log.steps.last)
    #expect(last.title == "the run stopped")
    #expect(last.notes.first?.hasPrefix("steps[2]: the run stopped before this step") == true)
  }
}
