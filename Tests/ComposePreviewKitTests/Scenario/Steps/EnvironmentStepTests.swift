import Compose
import ComposePreviewKit
import ComposeRender
import Testing

/// The steps `background`, `foreground` and `memory-warning` (docs/Scenarios.md).
@Suite struct EnvironmentStepTests {
  static let json = #"""
    {
      "components": [
        { "name": "root", "kind": "container", "children": [{ "name": "child" }] }
      ],
      "steps": [
        { "action": "set-root", "component": "root" },
        { "action": "show-window" },
        { "action": "background" },
        { "action": "memory-warning" },
        { "action": "foreground" }
      ]
    }
    """#

  @MainActor func traces(_ step: EventLog.Step) -> [String] { step.events.map(\.trace) }

  /// Backgrounding records the state changes and no appearance callback; the memory warning
  /// reaches the root, then its child; coming back is the reverse of going.
  @Test @MainActor func theEnvironmentStepsRecordStatesAndWarningsWithoutAppearanceCallbacks()
    throws
  {
    let log = try Scenario.decode(json: Array(Self.json.utf8)).run()
    try #require(log.steps.count == 5)
    #expect(
      traces(log.steps[2]) == [
        "root.activationStateChanged(active -> inactive)",
        "root.activationStateChanged(inactive -> background)",
      ])
    #expect(
      traces(log.steps[3]) == ["root.didReceiveMemoryWarning", "child.didReceiveMemoryWarning"])
    #expect(
      traces(log.steps[4]) == [
        "root.activationStateChanged(background -> inactive)",
        "root.activationStateChanged(inactive -> active)",
      ])
    for step in log.steps { #expect(step.diagnostics.isEmpty, "\(step.title)") }
  }
}
