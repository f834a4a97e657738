import ComposePreviewKit
import ComposePreviewScenes
import ComposeTestFixtures
import Testing

/// Legal input runs: a tree of 10,000 components is a legal scenario. The limit had
/// been lowered to 2,000 because one step over the tree cost n²/50 units (the engine's checks at
/// the end of an operation walked the siblings of every child they checked, and the layout of a
/// view placed where it is not visible walked every view placed so before it).
@MainActor @Suite struct ComponentLimitTests {
  @Test func theLimitIsTenThousandComponents() {
    #expect(ScenarioLimits.maximumComponents == 10_000)
  }

  /// A container of 9,999 children, installed, shown and hidden: accepted, and it runs whole.
  /// Running it takes seconds: the run is checked at full size only (`COMPOSE_RANDOM_FULL=1`,
  /// CI's full-size step, ``TestSize``); the file is accepted at every size.
  @Test func aTreeOfTenThousandComponentsIsAcceptedAndRuns() throws {
    let text = ScenarioMeterTests.showAndHide(components: 10_000, steps: 3)
    #expect(throws: Never.self) { try Scenario.decode(json: Array(text.utf8)) }
    guard TestSize.isFull else { return }
    let preview = PreviewHarness()
    preview.files["wide.json"] = Array(text.utf8)
    #expect(preview.run("run", "wide.json") == PreviewCommand.success, "\(preview.error)")
    #expect(preview.error.isEmpty)
    #expect(ScenarioMeterTests.printedSteps(preview.output) == [1, 2, 3])
    #expect(preview.output.contains("Component \"c9998\""))
  }

  /// One component more is refused before anything runs, at the declaration that passes it.
  @Test func oneComponentMoreIsRefused() throws {
    let text = ScenarioMeterTests.showAndHide(components: 10_001, steps: 3)
    let error = try #require(throws: ScenarioError.self) {
      try Scenario.decode(json: Array(text.utf8))
    }
    #expect(error.description.contains("up to 10001 components"), "\(error.description)")
    #expect(error.description.contains("at most 10000"))
  }
}
