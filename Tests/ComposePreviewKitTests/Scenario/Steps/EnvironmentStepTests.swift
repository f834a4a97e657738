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
        { "action": "foreground" },
        { "action": "rotate" },
        { "action": "set-style", "style": "dark" },
        { "action": "rotate", "orientation": "portrait" }
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
    try #require(log.steps.count == 8)
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
    #expect(
      traces(log.steps[5]).filter { !$0.contains("Layout") } == [
        "root.willTransition(toTraits: wC hC light)", "child.willTransition(toTraits: wC hC light)",
        "root.viewWillTransition(toSize: 844x390)", "child.viewWillTransition(toSize: 844x390)",
        "root.traitsDidChange(verticalSizeClass: regular -> compact)",
        "child.traitsDidChange(verticalSizeClass: regular -> compact)",
      ])
    #expect(
      traces(log.steps[6]) == [
        "root.willTransition(toTraits: wC hC dark)", "child.willTransition(toTraits: wC hC dark)",
        "root.traitsDidChange(style: light -> dark)", "child.traitsDidChange(style: light -> dark)",
      ])
    #expect(traces(log.steps[7]).contains("root.viewWillTransition(toSize: 390x844)"))
    for step in log.steps { #expect(step.diagnostics.isEmpty, "\(step.title)") }
  }
}
