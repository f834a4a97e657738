import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import Foundation
import Testing

/// Scenario kinds and steps for lists and containers: what valid files mean, and where bad ones
/// are reported (nothing runs).
@Suite struct ScenarioContainerFileTests {
  func error(_ text: String) -> String? {
    do {
      _ = try Scenario.decode(json: Array(text.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  static let declarations = """
    {"name": "films", "kind": "list", "rows": 5, "row": {"kind": "list", "rows": 4, "axis": "horizontal"}},
    {"name": "nav", "kind": "navigation", "children": [{"name": "home"}]},
    {"name": "tabs", "kind": "tabs", "children": [{"name": "t0"}, {"name": "t1"}]},
    {"name": "states", "kind": "state-container", "children": [{"name": "feed"}]},
    {"name": "plain"}
    """

  func file(steps: String) -> String {
    "{\"components\": [\(Self.declarations)], \"steps\": [\(steps)]}"
  }

  @Test func validKindsAndStepsDecode() throws {
    let scenario = try Scenario.decode(
      json: Array(
        file(
          steps: """
            {"action": "set-root", "component": "films"},
            {"action": "scroll", "list": "films", "offset": 250.5},
            {"action": "scroll-to-row", "list": "films", "inner-row": 4, "row": 3},
            {"action": "apply", "list": "films", "items": [4, 0]},
            {"action": "push", "navigation": "nav", "component": "plain", "animated": false},
            {"action": "select-tab", "tabs": "tabs", "index": 1},
            {"action": "set-state", "container": "states", "state": "empty"},
            {"action": "present", "presenter": "nav", "component": "plain", "style": "overFullScreen"},
            {"action": "begin-interactive-pop", "navigation": "nav"},
            {"action": "cancel-interactive-pop", "navigation": "nav", "after": 0.1}
            """
        ).utf8))
    let spec = ListSpec(
      rows: 5, row: .list(ListSpec(rows: 4, isHorizontal: true, row: .component)))
    #expect(scenario.components[0].kind == .list(spec))
    #expect(scenario.components[2].kind == .tabs(selected: 0))
    #expect(scenario.components[3].kind == .stateContainer(state: .loading))
    #expect(scenario.steps[1].step == .scroll(list: "films", innerRow: nil, offset: 250.5))
    #expect(scenario.steps[2].step == .scrollToRow(list: "films", innerRow: 4, row: 3))
    #expect(
      scenario.steps[7].step
        == .present(component: "plain", presenter: "nav", animated: true, style: "overFullScreen"))
  }

  @Test(arguments: [
    (
      #"{"name": "l", "kind": "list", "rows": 1e12}"#,
      "components[0].rows: expected a whole number from 0 to 1000000"
    ),
    (
      #"{"name": "l", "kind": "list", "rows": -1}"#,
      "components[0].rows: expected a whole number from 0 to 1000000"
    ),
    (
      #"{"name": "l", "kind": "list", "rows": 2.5}"#,
      "components[0].rows: expected a whole number from 0 to 1000000"
    ),
    (#"{"name": "l", "kind": "list"}"#, "components[0]: missing key \"rows\""),
    (
      #"{"name": "l", "kind": "list", "rows": 3, "axis": "diagonal"}"#,
      "components[0].axis: expected \"vertical\" or \"horizontal\""
    ),
    (
      #"{"name": "l", "kind": "list", "rows": 3, "row": {"kind": "tabs"}}"#,
      "components[0].row.kind: unknown row kind \"tabs\" (expected \"component\", \"label\" or \"list\")"
    ),
    (
      #"{"name": "l", "kind": "list", "rows": 3, "row": {"kind": "label", "rows": 2}}"#,
      "components[0].row.rows: unknown key \"rows\" (expected \"kind\")"
    ),
    (
      #"{"name": "t", "kind": "tabs", "selected": 2, "children": [{"name": "a"}, {"name": "b"}]}"#,
      "components[0].selected: expected a whole number from 0 to 1"
    ),
    (#"{"name": "t", "kind": "tabs"}"#, "components[0]: tabs declare their tabs as children"),
    (
      #"{"name": "s", "kind": "state-container", "state": "busy", "children": [{"name": "c"}]}"#,
      "components[0].state: unknown state \"busy\" (expected \"loading\", \"content\", \"empty\" or \"error\")"
    ),
    (
      #"{"name": "n", "kind": "navigation"}"#,
      "components[0]: a navigation declares its stack as children (at least one)"
    ),
  ])
  func badKindsAreReportedWithTheirKeyPath(component: String, expected: String) {
    #expect(error("{\"components\": [\(component)], \"steps\": []}") == expected)
  }

  @Test(arguments: [
    (
      #"{"action": "push", "navigation": "tabs", "component": "plain"}"#,
      "steps[0].navigation: \"tabs\" is a tabs, not a navigation"
    ),
    (
      #"{"action": "push", "navigation": "nav", "component": "detial"}"#,
      "steps[0].component: no component is named \"detial\""
    ),
    (
      #"{"action": "scroll", "list": "films", "offset": -5}"#,
      "steps[0].offset: expected an offset in points, from 0 to 1000000000"
    ),
    (
      #"{"action": "scroll", "list": "films", "offset": 1e300}"#,
      "steps[0].offset: expected an offset in points, from 0 to 1000000000"
    ),
    (
      #"{"action": "scroll-to-row", "list": "films", "row": 5}"#,
      "steps[0].row: expected a whole number from 0 to 4"
    ),
    (
      #"{"action": "scroll-to-row", "list": "films", "inner-row": 9, "row": 0}"#,
      "steps[0].inner-row: expected a whole number from 0 to 4"
    ),
    (
      #"{"action": "select-tab", "tabs": "tabs", "index": 2}"#,
      "steps[0].index: expected a whole number from 0 to 1"
    ),
    (
      #"{"action": "set-state", "container": "states", "state": "gone"}"#,
      "steps[0].state: unknown state \"gone\" (expected \"loading\", \"content\", \"empty\" or \"error\")"
    ),
    (
      #"{"action": "apply", "list": "films", "items": [1, -2]}"#,
      "steps[0].items[1]: expected a whole number from 0 to 1000000"
    ),
    (
      #"{"action": "present", "presenter": "nav", "component": "plain", "style": "sheet"}"#,
      "steps[0].style: expected \"fullScreen\", \"overFullScreen\", \"automatic\", \"pageSheet\" or \"formSheet\""
    ),
    (
      #"{"action": "finish-interactive-pop", "navigation": "nav"}"#,
      "steps[0].navigation: no interactive transition was begun on \"nav\" by an earlier step"
    ),
    (
      #"{"action": "scroll", "list": "nav", "offset": 1}"#,
      "steps[0].list: \"nav\" is a navigation, not a list"
    ),
  ])
  func badStepsAreReportedWithTheirKeyPath(step: String, expected: String) {
    #expect(error(file(steps: step)) == expected)
  }

  @Test func anApplyChangesTheRowsLaterStepsMayName() {
    let steps = """
      {"action": "apply", "list": "films", "items": [0, 1]},
      {"action": "scroll-to-row", "list": "films", "row": 2}
      """
    #expect(error(file(steps: steps)) == "steps[1].row: expected a whole number from 0 to 1")
  }

  @Test func aBadFileExits64AndRunsNothing() {
    let preview = PreviewHarness()
    preview.file("bad.json", file(steps: #"{"action": "select-tab", "tabs": "tabs", "index": 7}"#))
    #expect(preview.run("run", "bad.json") == 64)
    #expect(preview.output.isEmpty)
    #expect(preview.error.contains("bad.json: steps[0].index: expected a whole number from 0 to 1"))
  }
}
