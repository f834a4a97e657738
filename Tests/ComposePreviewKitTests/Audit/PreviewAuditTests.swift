import ComposePreviewKit
import Foundation
import Testing

/// `compose-preview run --audit`: the findings under the step that caused them, a count after
/// the report.
@Suite struct PreviewAuditTests {
  let preview = PreviewHarness()

  @Test func aBuiltInSceneAuditsClean() {
    #expect(preview.run("run", "containment", "--audit") == 0)
    #expect(preview.output.hasSuffix("\naudit: no findings\n"))
    #expect(preview.run("run", "containment") == 0)
    #expect(!preview.output.contains("audit:"))
  }

  @Test func aScenarioWithAWrongOrderPrintsItsFindingsUnderTheStep() throws {
    preview.file("seed.json", Self.wrongOrder)
    #expect(preview.run("run", "seed.json", "--audit") == 0, "\(preview.error)")
    // Removed without willMove(toParent: nil), and its view left behind in root's view: both
    // under step 3, which did it, before its tree diff; the count after the report.
    let step3 = try #require(preview.output.range(of: "step 3: a.removeFromParent()\n"))
    let after = preview.output[step3.upperBound...]
    let missing = try #require(
      after.range(of: "  ! audit: missingWillMoveToNil at Component(\"a\"): "))
    let orphan = try #require(
      after.range(of: "  ! audit: orphanView at Component(\"a\"): the view is inside"))
    let diff = try #require(after.range(of: "  tree diff:"))
    #expect(missing.lowerBound < orphan.lowerBound && orphan.lowerBound < diff.lowerBound)
    #expect(after.contains("      a.didMove(toParent: nil)\n"), "the finding's recent events")
    #expect(!preview.output[..<step3.lowerBound].contains("audit"))
    #expect(preview.output.hasSuffix("\naudit: 2 findings\n"))
  }

  @Test func jsonFindingsAreStructuredValuesOfTheirStep() throws {
    preview.file("seed.json", Self.wrongOrder)
    #expect(preview.run("run", "seed.json", "--audit", "--format", "json") == 0)
    let object = try JSONSerialization.jsonObject(with: Data(preview.output.utf8)) as? [String: Any]
    let steps = try #require(object?["steps"] as? [[String: Any]])
    #expect((steps[0]["findings"] as? [Any])?.isEmpty == true)
    let findings = try #require(steps[2]["findings"] as? [[String: Any]])
    #expect(findings.map { $0["kind"] as? String } == ["missingWillMoveToNil", "orphanView"])
    let component = try #require(findings[0]["component"] as? [String: Any])
    #expect(component["name"] as? String == "a")
    #expect(component["type"] as? String == "Component")
    #expect(component["number"] is Int)
    #expect((findings[0]["message"] as? String)?.isEmpty == false)
    #expect(findings[0]["path"] as? String == "Component(\"a\")")
    #expect(preview.run("run", "seed.json", "--format", "json") == 0)
    #expect(!preview.output.contains("\"findings\""), "no findings array without --audit")
  }

  static let wrongOrder = """
    {
      "components": [
        {"name": "root", "kind": "container", "children": [{"name": "a"}]}
      ],
      "steps": [
        {"action": "set-root", "component": "root"},
        {"action": "show-window"},
        {"action": "remove-from-parent", "component": "a"}
      ]
    }
    """

  @Test func runsHelpMentionsAudit() {
    #expect(preview.run("help", "run") == 0)
    #expect(preview.output.contains("--audit"))
  }
}
