import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// A scenario built in Swift is checked as a file is: an unknown name, a component of the wrong
/// kind, a bad number or an interaction never begun is a ``ScenarioError`` at the step's key
/// path, and `run()` runs nothing of it and says why, never skipping a step silently.
@Suite struct SwiftScenarioValidationTests {
  func scenario(_ steps: [ScenarioStep], components: [ComponentDeclaration]? = nil) -> Scenario {
    Scenario(
      components: components ?? ScenarioStepSamples.components,
      steps: steps.map { StepDeclaration($0) })
  }

  func error(_ scenario: Scenario) -> String? {
    do {
      try scenario.validate()
      return nil
    } catch {
      return error.description
    }
  }

  @Test func anUnknownNameIsAnErrorAtTheStepsKey() {
    let bad = scenario([.setRoot("screen"), .embed(child: "ghost", parent: "screen")])
    #expect(throws: ScenarioError(.keyPath("steps[1].child"), "no component is named \"ghost\"")) {
      try bad.validate()
    }
  }

  @Test(arguments: [
    (
      ScenarioStep.push(component: "detail", navigation: "plain", animated: true),
      "steps[0].navigation: \"plain\" is a component, not a navigation"
    ),
    (
      .pop(navigation: "tabs", animated: true),
      "steps[0].navigation: \"tabs\" is a tabs, not a navigation"
    ),
    (
      .tapBack(navigation: "screen"),
      "steps[0].navigation: \"screen\" is a container, not a navigation"
    ),
    (
      .beginInteractivePop(navigation: "films"),
      "steps[0].navigation: \"films\" is a list, not a navigation"
    ),
    (.selectTab(tabs: "nav", index: 0), "steps[0].tabs: \"nav\" is a navigation, not a tabs"),
    (
      .setState(container: "detail", state: .content, animated: false),
      "steps[0].container: \"detail\" is a label, not a state-container"
    ),
    (
      .scroll(list: "m", innerRow: nil, offset: 10),
      "steps[0].list: \"m\" is a manual-container, not a list"
    ),
    (
      .scrollToRow(list: "plain", innerRow: nil, row: 0),
      "steps[0].list: \"plain\" is a component, not a list"
    ),
    (
      .selectRow(list: "states", row: 0),
      "steps[0].list: \"states\" is a state-container, not a list"
    ),
    (.apply(list: "card", items: [1]), "steps[0].list: \"card\" is a component, not a list"),
  ])
  func aStepOnAComponentOfTheWrongKindIsAnError(step: ScenarioStep, expected: String) {
    #expect(error(scenario([step])) == expected)
  }

  @Test(arguments: [
    (
      ScenarioStep.selectTab(tabs: "tabs", index: 2),
      "steps[0].index: expected a whole number from 0 to 1"
    ),
    (
      .scrollToRow(list: "films", innerRow: 9, row: 0),
      "steps[0].inner-row: expected a whole number from 0 to 4"
    ),
    (.selectRow(list: "films", row: -1), "steps[0].row: expected a whole number from 0 to 4"),
    (.advance(.seconds(3601)), "steps[0].by: expected a duration in seconds, from 0 to 3600"),
    (
      .updateInteractiveTransition(parent: "screen", progress: 0.5),
      "steps[0].parent: no interactive transition was begun on \"screen\" by an earlier step"
    ),
    (
      .present(component: "plain", presenter: "nav", animated: true, style: "sheet"),
      "steps[0].style: expected \"fullScreen\", \"overFullScreen\", \"automatic\", \"pageSheet\" or \"formSheet\""
    ),
  ])
  func aNumberOutOfRangeOrAnInteractionNeverBegunIsAnError(step: ScenarioStep, expected: String) {
    #expect(error(scenario([step])) == expected)
  }

  @Test func declarationsAreCheckedAsAFilesAre() {
    let duplicate = [ComponentDeclaration(name: "a"), ComponentDeclaration(name: "a")]
    #expect(
      error(scenario([], components: duplicate))
        == "components[1].name: duplicate component name \"a\" (first declared at components[0].name)"
    )
    let emptyStack = [ComponentDeclaration(name: "nav", kind: .navigation)]
    #expect(
      error(scenario([], components: emptyStack))
        == "components[0]: a navigation declares its stack as children (at least one)")
    let childOfPlain = [
      ComponentDeclaration(name: "a", children: [ComponentDeclaration(name: "b")])
    ]
    #expect(
      error(scenario([], components: childOfPlain))?.hasPrefix(
        "components[0].children: a component declares no children") == true)
    #expect(error(scenario([], components: [])) == "components: declare at least one component")
  }

  @Test func aRunOfAnInvalidScenarioRunsNothingAndNotesWhereAndWhy() {
    let bad = scenario([
      .setRoot("screen"), .showWindow,
      .push(component: "detail", navigation: "screen", animated: false),
    ])
    let log = bad.run()
    #expect(log.steps.count == 1)
    #expect(log.steps.first?.events.isEmpty == true, "not even the valid first steps ran")
    #expect(
      log.steps.first?.notes
        == ["steps[2].navigation: \"screen\" is a container, not a navigation"])
  }

  @Test func aValidScenarioBuiltInSwiftRunsAsItsFileRuns() throws {
    let built = scenario([
      .setRoot("nav"), .showWindow, .push(component: "plain", navigation: "nav", animated: true),
      .advance(.milliseconds(500)), .beginInteractivePop(navigation: "nav"),
      .cancelInteractivePop(navigation: "nav", after: .milliseconds(100)), .runUntilIdle,
    ])
    try built.validate()
    let file = try Scenario.decode(json: Array(built.fileText.utf8))
    let (fromSwift, fromFile) = (built.run(), file.run())
    #expect(fromSwift == fromFile)
    #expect(fromSwift.steps.count == 7)
    #expect(fromSwift.steps.allSatisfy { $0.notes.isEmpty })
    #expect(fromSwift.steps[2].events.contains { $0.description.contains("viewWillAppear") })
    #expect(fromSwift.steps[3].events.contains { $0.description.contains("viewDidAppear") })
  }

  @Test func everyBuiltInSceneWrittenAsAScenarioIsValid() throws {
    let scenarios = Scene.all.compactMap(\.scenario)
    #expect(!scenarios.isEmpty)
    for scenario in scenarios { try scenario.validate() }
  }
}
