import ComposePreviewKit
import Testing

/// The work budget bounds what a scenario file can cost before anything runs: the steps' work is
/// counted from the tree the declarations can build (its components, the events a step can cause
/// for each, and the square of the tree for a step that shows or hides it), so a file under 1 MiB
/// either runs in seconds or is refused with exit 64 and one line at the first step over it.
/// `generate.sh` here writes the same files for timing the real process.
@Suite struct WorkBudgetTests {
  /// A container of `components` (itself included) set as the root, then `steps - 1` steps
  /// alternating `show-window` and `hide-window`, as `generate.sh` writes it.
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

  @Test func theIssuesFileOfAHundredComponentsAndTenThousandStepsIsRefusedBeforeRunning() {
    let text = Self.showAndHide(components: 100, steps: 9_999)
    #expect(text.utf8.count > 250_000 && text.utf8.count < 1_048_576)
    let preview = PreviewHarness()
    preview.files["issue.json"] = Array(text.utf8)
    #expect(preview.run("run", "issue.json") == 64)
    #expect(preview.output.isEmpty, "nothing runs")
    let lines = preview.error.split(separator: "\n")
    #expect(lines.count == 1)
    let line = String(lines.first ?? "")
    #expect(line.hasPrefix("Error: issue.json: steps["), "located at a step: \(line)")
    #expect(line.contains("work budget of \(ScenarioLimits.maximumWork)"), "\(line)")
  }

  @Test func theFirstStepOverTheBudgetIsTheOneNamed() throws {
    // 100 components: a show or hide step costs 1 + 100 + 4 × 100 + 100² / 50 = 701 units.
    let perStep =
      1 + 100 + ScenarioLimits.eventsPerComponent * 100
      + 100 * 100 / ScenarioLimits.squareDivisor
    let fitting = ScenarioLimits.maximumWork / perStep
    let accepted = Self.showAndHide(components: 100, steps: fitting)
    #expect(throws: Never.self) { try Scenario.decode(json: Array(accepted.utf8)) }
    let refused = Self.showAndHide(components: 100, steps: fitting + 1)
    let error = try #require(throws: ScenarioError.self) {
      try Scenario.decode(json: Array(refused.utf8))
    }
    #expect(error.description.contains("steps[\(fitting)]"), "\(error.description)")
    #expect(!error.description.contains("\n"))
  }

  @Test func aLongFileOfStepsOverATinyTreeIsAccepted() {
    // 30,000 steps over one component: the budget counts the tree, not the steps alone.
    let text = Self.showAndHide(components: 1, steps: 30_000)
    #expect(throws: Never.self) { try Scenario.decode(json: Array(text.utf8)) }
  }

  @Test func singleContainmentCallsCostOnlyTheTreesSnapshot() {
    // `will-move` calls one hook: 1 + 100 units a step, where a show step costs 701.
    let children = (0..<99).map { "{\"name\": \"c\($0)\"}" }.joined(separator: ", ")
    let calls = Array(
      repeating: "{\"action\": \"will-move\", \"component\": \"c0\", \"parent\": \"root\"}",
      count: 1_000
    ).joined(separator: ", ")
    let text =
      "{\"components\": [{\"name\": \"root\", \"kind\": \"container\", \"children\": ["
      + children + "]}], \"steps\": [" + calls + "]}"
    #expect(throws: Never.self) { try Scenario.decode(json: Array(text.utf8)) }
  }

  @Test func listRowsAliveCountTheEventsOfAScrollThatReplacesThem() throws {
    // 20 visible rows keep 25 alive: 1 + 26 + 4 × 26 + 16 × 25 + 26² / 50 = 544 units a step.
    func scrolls(_ count: Int) -> [UInt8] {
      let steps = (0..<count).map {
        "{\"action\": \"scroll\", \"list\": \"feed\", \"offset\": \($0 * 5000)}"
      }
      return Array(
        ("{\"components\": [{\"name\": \"feed\", \"kind\": \"list\", \"rows\": 1000000, "
          + "\"visible\": 20}], \"steps\": [" + steps.joined(separator: ", ") + "]}").utf8)
    }
    let fitting = ScenarioLimits.maximumWork / 544
    #expect(throws: Never.self) { try Scenario.decode(json: scrolls(fitting)) }
    let error = try #require(throws: ScenarioError.self) {
      try Scenario.decode(json: scrolls(fitting + 1))
    }
    #expect(error.description.hasPrefix("steps[\(fitting)]"), "\(error.description)")
    #expect(error.description.contains("25 of them list rows"), "\(error.description)")
  }
}
