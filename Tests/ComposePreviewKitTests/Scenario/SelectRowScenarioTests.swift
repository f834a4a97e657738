import Compose
import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import Testing

/// The `select-row` scenario step: a tap on a declared list's row.
@Suite struct SelectRowScenarioTests {
  let file = """
    {
      "window": "main",
      "components": [{"name": "feed", "kind": "list", "rows": 6, "visible": 3}],
      "steps": [
        {"action": "set-root", "component": "feed"},
        {"action": "show-window"},
        {"action": "select-row", "list": "feed", "row": 1},
        {"action": "select-row", "list": "feed", "row": 2}
      ]
    }
    """

  @Test func selectRowStepDecodesAndHasASwiftTitle() throws {
    let scenario = try Scenario.decode(json: Array(file.utf8))
    #expect(scenario.steps[2].step == .selectRow(list: "feed", row: 1))
    let log = scenario.run()
    #expect(log.steps[2].title == "feed.simulateTap(at: ListIndexPath(row: 1, section: 0))")
    #expect(log.steps.allSatisfy { $0.diagnostics.isEmpty && $0.notes.isEmpty })
  }

  @Test func selectRowStepShowsTheSelectedRowInTheTree() throws {
    let log = try Scenario.decode(json: Array(file.utf8)).run()
    func selected(_ step: Int) -> [String] {
      treeLines(log.steps[step].tree!).filter { $0.hasSuffix("  selected") }
    }
    #expect(selected(1).isEmpty)
    #expect(selected(2).count == 1 && selected(2)[0].contains("indexPath [0, 1]"))
    #expect(selected(3).count == 1 && selected(3)[0].contains("indexPath [0, 2]"))
  }

  @Test func selectRowStepRefusesARowPastTheList() {
    let bad = file.replacingOccurrences(of: "\"row\": 2", with: "\"row\": 6")
    #expect(throws: ScenarioError.self) { try Scenario.decode(json: Array(bad.utf8)) }
  }
}
