import Compose
import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// Every built-in scene and example scenario runs with an auditor attached and produces no
/// finding but the misuse it documents (contract §7).
@Suite struct SceneAuditTests {
  static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/scenarios")

  static var scenarioFiles: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  @Test(arguments: Scene.all.map(\.name))
  func everyBuiltInSceneRunsWithoutFindings(_ name: String) throws {
    let scene = try #require(Scene.named(name))
    let auditor = LifecycleAuditor()
    let log = scene.run(auditor: auditor)
    #expect(!log.steps.isEmpty)
    #expect(auditor.findings.isEmpty, "\(auditor.findings.map(\.description))")
  }

  @Test func everyExampleScenarioRunsWithOnlyItsDocumentedMisuse() throws {
    #expect(Self.scenarioFiles.count >= 7)
    for file in Self.scenarioFiles {
      let data = try Data(contentsOf: Self.scenarios.appendingPathComponent(file))
      let auditor = LifecycleAuditor()
      _ = try Scenario.decode(json: [UInt8](data)).run(auditor: auditor)
      if file == "manual-container.json" {
        // Its `begin-appearance-transition` step leaves page2 appearing until the next step
        // ends it, and its last step ends a transition that was never begun, on purpose.
        #expect(
          auditor.findings.map(\.kind) == [.appearanceImbalance, .appearanceImbalance], "\(file)")
        #expect(auditor.findings.allSatisfy { $0.component?.name == "page2" })
      } else if file == "talk-order.json" {
        // The Embedded ViewControllers talk's cell: didMove(toParent:) before the view is placed in
        // the parent's view, and the view removed before willMove(toParent: nil), each within one
        // operation (contract §1, §7).
        #expect(
          auditor.findings.map(\.kind) == [.didMoveBeforeViewPlaced, .viewRemovedBeforeWillMove],
          "\(file)")
        #expect(auditor.findings.allSatisfy { $0.component?.name == "gallery" })
      } else {
        #expect(auditor.findings.isEmpty, "\(file): \(auditor.findings.map(\.description))")
      }
    }
  }
}
