import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// The steps of a containment sequence written by hand (`add-child`, `will-move`, `did-move`,
/// `add-subview`, `remove-from-superview`, `remove-from-parent`): what a file means, what it
/// cannot say (a call UIKit refuses too), and that any order of legal calls is accepted.
@Suite struct HandWrittenContainmentFileTests {
  func file(steps: String) -> [UInt8] {
    Array(
      """
      {"components": [{"name": "feed"}, {"name": "gallery"}], "steps": [\(steps)]}
      """.utf8)
  }

  func error(steps: String) -> String? {
    do {
      _ = try Scenario.decode(json: file(steps: steps))
      return nil
    } catch {
      return error.description
    }
  }

  @Test func eachCallIsReadWithItsKeys() throws {
    let scenario = try Scenario.decode(
      json: file(
        steps: """
          {"action": "add-child", "parent": "feed", "child": "gallery"},
          {"action": "add-subview", "component": "gallery", "to": "feed"},
          {"action": "did-move", "component": "gallery", "parent": "feed"},
          {"action": "will-move", "component": "gallery", "parent": null},
          {"action": "remove-from-superview", "component": "gallery"},
          {"action": "remove-from-parent", "component": "gallery"},
          {"action": "will-move", "component": "gallery", "parent": "feed"},
          {"action": "did-move", "component": "gallery", "parent": null}
          """))
    #expect(
      scenario.steps.map(\.step) == [
        .addChild(child: "gallery", parent: "feed"),
        .addSubview("gallery", to: "feed"),
        .didMove("gallery", toParent: "feed"),
        .willMove("gallery", toParent: nil),
        .removeFromSuperview("gallery"),
        .removeFromParent("gallery"),
        .willMove("gallery", toParent: "feed"),
        .didMove("gallery", toParent: nil),
      ])
  }

  @Test func anyOrderOfLegalCallsIsAValidFile() throws {
    // The Embedded ViewControllers talk order, and calls with no sequence around them: the
    // auditor's business, not the reader's.
    let scenario = try Scenario.decode(
      json: file(
        steps: """
          {"action": "did-move", "component": "gallery", "parent": "feed"},
          {"action": "add-child", "parent": "feed", "child": "gallery"},
          {"action": "remove-from-superview", "component": "gallery"},
          {"action": "remove-from-parent", "component": "gallery"},
          {"action": "remove-from-parent", "component": "gallery"},
          {"action": "will-move", "component": "gallery", "parent": null}
          """))
    try scenario.validate()
    #expect(scenario.steps.count == 6)
  }

  @Test(arguments: [
    (
      #"{"action": "add-child", "parent": "feed", "child": "feed"}"#,
      #"steps[0].child: "feed" cannot be added to itself"#
    ),
    (
      #"{"action": "will-move", "component": "gallery", "parent": "gallery"}"#,
      #"steps[0].parent: "gallery" cannot be its own parent"#
    ),
    (
      #"{"action": "did-move", "component": "feed", "parent": "feed"}"#,
      #"steps[0].parent: "feed" cannot be its own parent"#
    ),
    (
      #"{"action": "add-subview", "component": "feed", "to": "feed"}"#,
      #"steps[0].to: "feed" cannot receive its own view"#
    ),
    (
      #"{"action": "will-move", "component": "gallery"}"#,
      #"steps[0]: missing key "parent""#
    ),
    (
      #"{"action": "did-move", "component": "gallery", "parent": 0}"#,
      "steps[0].parent: expected a component's name or null, found a number"
    ),
    (
      #"{"action": "did-move", "component": "gallery", "parent": "fed"}"#,
      #"steps[0].parent: no component is named "fed""#
    ),
    (
      #"{"action": "will-move", "component": null, "parent": null}"#,
      "steps[0].component: expected a string, found null"
    ),
    (
      #"{"action": "add-subview", "component": "gallery", "to": "cell"}"#,
      #"steps[0].to: no component is named "cell""#
    ),
    (
      #"{"action": "add-subview", "component": "gallery", "parent": "feed"}"#,
      #"steps[0].parent: unknown key "parent" (expected "action", "note", "component", "to")"#
    ),
    (
      #"{"action": "remove-from-superview"}"#,
      #"steps[0]: missing key "component""#
    ),
  ])
  func aCallThatCannotBeMadeIsAnErrorOfTheFile(step: String, message: String) {
    #expect(error(steps: step) == message)
  }

  @Test func aScenarioBuiltInSwiftIsCheckedAsAFile() {
    let scenario = Scenario(
      components: [ComponentDeclaration(name: "feed")],
      steps: [StepDeclaration(.willMove("feed", toParent: "feed"))])
    #expect(throws: ScenarioError.self) { try scenario.validate() }
    let log = scenario.run()
    #expect(log.steps.count == 1)
    #expect(log.steps[0].notes.first?.contains("cannot be its own parent") == true)
  }
}
