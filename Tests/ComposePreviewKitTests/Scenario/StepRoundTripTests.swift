import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// Every step kind is one type in `Scenario/Steps/`, registered once: each is written back as the
/// object a scenario file holds and read again as the same step, and the documentation lists it.
@Suite struct StepRoundTripTests {
  @Test func everyRegisteredStepKindHasASampleAndNoTwoShareAnAction() {
    let actions = Scenario.stepActions
    #expect(Set(actions).count == actions.count, "no two step kinds share an action name")
    #expect(actions.count == 39)
    #expect(ScenarioStepSamples.all.map(\.step.actionName) == actions)
  }

  @Test(arguments: ScenarioStepSamples.all)
  func eachStepIsReadBackFromItsFileTextAsTheSameStep(sample: ScenarioStepSamples.Sample) throws {
    let scenario = sample.scenario
    let text = scenario.fileText
    #expect(text.contains("\"action\": \"\(sample.step.actionName)\""))
    let read = try Scenario.decode(json: Array(text.utf8))
    #expect(read == scenario, "\(text)")
    #expect(read.steps.last?.step == sample.step)
    #expect(read.steps.last?.note == "the sample")
  }

  @Test(arguments: ScenarioStepSamples.all)
  func eachSampleIsValidAndRunsEveryStep(sample: ScenarioStepSamples.Sample) throws {
    try sample.scenario.validate()
    let log = sample.scenario.run()
    #expect(log.steps.count == sample.before.count + 1)
    #expect(log.steps.last?.title.hasSuffix("  // the sample") == true)
  }

  @Test func stepsOfDifferentKindsOrValuesDiffer() {
    #expect(ScenarioStep.showWindow != .hideWindow)
    #expect(ScenarioStep.unembed("a") != .removeFromParent("a"))
    #expect(ScenarioStep.unembed("a") != .unembed("b"))
    #expect(
      ScenarioStep.finishInteractivePop(navigation: "n", after: .zero)
        != .cancelInteractivePop(navigation: "n", after: .zero))
    #expect(Set(ScenarioStepSamples.all.map(\.step)).count == ScenarioStepSamples.all.count)
  }

  @Test func titlesAreTheSwiftTheStepsRun() {
    #expect(
      ScenarioStep.push(component: "detail", navigation: "nav", animated: false).description
        == "nav.push(detail, animated: false)")
    #expect(ScenarioStep.setRoot("screen").description == "window.rootComponent = screen")
    #expect(
      ScenarioStep.scroll(list: "films", innerRow: 3, offset: 120).description
        == "films.nestedList(row: 3).scroll(to: 120)")
    #expect(
      ScenarioStep.transition(parent: "s", from: "a", to: "b", duration: .milliseconds(250))
        .description == "s.transition(from: a, to: b, duration: .milliseconds(250))")
    #expect(ScenarioStep.advance(.seconds(2)).description == "window.advance(by: .seconds(2))")
    #expect(
      ScenarioStep.scrollToRow(list: "feed", innerRow: nil, row: 8).description
        == "feed.scrollToRow(at: ListIndexPath(row: 8, section: 0))")
    #expect(
      ScenarioStep.updateInteractiveTransition(parent: "s", progress: 0.5).description
        == "s.interaction.update(0.5)")
    #expect(
      ScenarioStep.apply(list: "feed", items: Array(0..<20)).description
        == "feed.apply([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 /* 8 more */])")
  }

  @Test func handWrittenContainmentTitlesAreUIKitsCalls() {
    #expect(ScenarioStep.addChild(child: "c", parent: "p").description == "p.addChild(c)")
    #expect(ScenarioStep.willMove("c", toParent: "p").description == "c.willMove(toParent: p)")
    #expect(ScenarioStep.willMove("c", toParent: nil).description == "c.willMove(toParent: nil)")
    #expect(ScenarioStep.didMove("c", toParent: "p").description == "c.didMove(toParent: p)")
    #expect(ScenarioStep.didMove("c", toParent: nil).description == "c.didMove(toParent: nil)")
    #expect(ScenarioStep.addSubview("c", to: "p").description == "p.view.addSubview(c.view)")
    #expect(ScenarioStep.removeFromSuperview("c").description == "c.view.removeFromSuperview()")
    #expect(ScenarioStep.removeFromParent("c").description == "c.removeFromParent()")
  }

  @Test func theScenarioFileDocumentationListsEveryAction() throws {
    let docs = try String(
      contentsOf: Self.root.appendingPathComponent("docs/Scenarios.md"), encoding: .utf8)
    for action in Scenario.stepActions {
      #expect(docs.contains("`\(action)`"), "docs/Scenarios.md lists \(action)")
    }
  }

  @Test func everyExampleFileIsReadBackFromItsFileText() throws {
    let directory = Self.root.appendingPathComponent("docs/scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }
    #expect(files.count >= 7)
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(file)))
      let scenario = try Scenario.decode(json: bytes)
      #expect(try Scenario.decode(json: Array(scenario.fileText.utf8)) == scenario, "\(file)")
    }
  }

  /// The package's root: the first folder above this file holding `Package.swift`.
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/",
      !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    {
      url.deleteLastPathComponent()
    }
    return url
  }()
}
