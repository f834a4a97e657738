import Compose
import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import Foundation
import Testing

/// The Embedded ViewControllers talk embeds a child view controller in a table cell with
/// `addChild`, `didMove(toParent:)`, then `addSubview`, and un-embeds it with
/// `removeFromSuperview`, `willMove(toParent: nil)`, `removeFromParent`. Written as scenario
/// steps, every call is legal and runs; the auditor reports the two calls out of order (contract
/// §1, §7), and the right order reports nothing.
@Suite struct HandWrittenContainmentAuditTests {
  static let components = [
    ComponentDeclaration(name: "feed"), ComponentDeclaration(name: "gallery"),
  ]
  static let start: [ScenarioStep] = [.setRoot("feed"), .showWindow]
  static let talkEmbed: [ScenarioStep] = [
    .addChild(child: "gallery", parent: "feed"),
    .didMove("gallery", toParent: "feed"),
    .addSubview("gallery", to: "feed"),
  ]
  static let talkUnembed: [ScenarioStep] = [
    .removeFromSuperview("gallery"),
    .willMove("gallery", toParent: nil),
    .removeFromParent("gallery"),
  ]
  static let rightEmbed: [ScenarioStep] = [
    .addChild(child: "gallery", parent: "feed"),
    .addSubview("gallery", to: "feed"),
    .didMove("gallery", toParent: "feed"),
  ]
  static let rightUnembed: [ScenarioStep] = [
    .willMove("gallery", toParent: nil),
    .removeFromSuperview("gallery"),
    .removeFromParent("gallery"),
  ]

  @MainActor
  func audit(_ steps: [ScenarioStep]) -> (log: EventLog, findings: [AuditFinding]) {
    let scenario = Scenario(
      components: Self.components, steps: (Self.start + steps).map { StepDeclaration($0) })
    let auditor = LifecycleAuditor()
    let log = scenario.run(auditor: auditor)
    return (log, auditor.findings)
  }

  @MainActor
  func traces(_ log: EventLog, _ steps: Range<Int>) -> [String] {
    log.steps[steps].flatMap(\.events).map(\.trace)
  }

  /// The containment and view placement events among `traces`.
  func containment(_ traces: [String]) -> [String] {
    traces.filter {
      $0.contains("Move(") || $0.contains(".viewAdded") || $0.contains(".viewRemoved")
    }
  }

  @Test @MainActor func theTalksEmbeddingIsFoundPlacingTheViewAfterDidMove() {
    let (log, findings) = audit(Self.talkEmbed)
    #expect(log.steps.allSatisfy { $0.diagnostics.isEmpty && $0.notes.isEmpty })
    #expect(findings.map(\.kind) == [.didMoveBeforeViewPlaced])
    #expect(findings.first?.component?.name == "gallery")
    // Every call ran: the child ends contained, its view placed and appeared.
    #expect(
      containment(traces(log, 2..<5)) == [
        "gallery.willMove(toParent: feed)", "gallery.didMove(toParent: feed)",
        "gallery.viewAdded(to: feed)",
      ])
  }

  @Test @MainActor func theTalksUnembeddingIsFoundRemovingTheViewBeforeWillMove() {
    let (log, findings) = audit(Self.rightEmbed + [.runUntilIdle] + Self.talkUnembed)
    #expect(log.steps.allSatisfy { $0.diagnostics.isEmpty && $0.notes.isEmpty })
    #expect(findings.map(\.kind) == [.viewRemovedBeforeWillMove])
    #expect(findings.first?.component?.name == "gallery")
  }

  @Test @MainActor func theRightOrderHasNoFinding() {
    let (log, findings) = audit(Self.rightEmbed + [.runUntilIdle] + Self.rightUnembed)
    #expect(log.steps.allSatisfy { $0.diagnostics.isEmpty && $0.notes.isEmpty })
    #expect(findings.isEmpty, "\(findings.map(\.description))")
    // Contract §1: willMove, the view placed, didMove; then willMove(nil), the view removed,
    // didMove(nil) sent by removeFromParent().
    #expect(
      containment(traces(log, 2..<9)) == [
        "gallery.willMove(toParent: feed)", "gallery.viewAdded(to: feed)",
        "gallery.didMove(toParent: feed)", "gallery.willMove(toParent: nil)",
        "gallery.viewRemoved(from: feed)", "gallery.didMove(toParent: nil)",
      ])
  }

  @Test @MainActor func anOperationEndsWhereAnotherKindOfStepComes() {
    // `run-until-idle` between `add-child` and the rest ends the operation: addChild(_:) had no
    // didMove(toParent:) by its end (contract §7).
    let (_, findings) = audit(
      [.addChild(child: "gallery", parent: "feed"), .runUntilIdle]
        + Self.rightEmbed.dropFirst())
    #expect(findings.map(\.kind) == [.missingDidMove])
  }

  @Test @MainActor func aLoneCallAtTheEndIsCheckedAtTheEnd() {
    let (_, findings) = audit([.addChild(child: "gallery", parent: "feed")])
    #expect(findings.map(\.kind) == [.missingDidMove])
  }

  @Test @MainActor func theExampleFilesShowTheTalksOrderAndItsFix() throws {
    for (file, expected) in [
      ("talk-order.json", [AuditFinding.Kind.didMoveBeforeViewPlaced, .viewRemovedBeforeWillMove]),
      ("talk-order-fixed.json", []),
    ] {
      let data = try Data(contentsOf: SceneAuditTests.scenarios.appendingPathComponent(file))
      let scenario = try Scenario.decode(json: [UInt8](data))
      let auditor = LifecycleAuditor()
      let log = scenario.run(auditor: auditor)
      #expect(log.steps.allSatisfy { $0.diagnostics.isEmpty && $0.notes.isEmpty }, "\(file)")
      #expect(auditor.findings.map(\.kind) == expected, "\(file)")
    }
  }
}
