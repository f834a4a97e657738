import ComposePreviewKit
import Testing

/// `compose-preview run --audit`: the findings after the report.
@Suite struct PreviewAuditTests {
  let preview = PreviewHarness()

  @Test func aBuiltInSceneAuditsClean() {
    #expect(preview.run("run", "containment", "--audit") == 0)
    #expect(preview.output.hasSuffix("\naudit: no findings\n"))
    #expect(preview.run("run", "containment") == 0)
    #expect(!preview.output.contains("audit:"))
  }

  @Test func aScenarioWithAWrongOrderPrintsItsFindings() {
    preview.file(
      "seed.json",
      """
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
      """)
    #expect(preview.run("run", "seed.json", "--audit") == 0, "\(preview.error)")
    // Removed without willMove(toParent: nil), and its view left behind in root's view.
    #expect(
      preview.output.contains("\naudit: 2 findings\nmissingWillMoveToNil at Component(\"a\"): "))
    #expect(preview.output.contains("\norphanView at Component(\"a\"): the view is inside"))
    #expect(preview.output.hasSuffix("  a.didMove(toParent: nil)\n"))
  }

  @Test func auditNeedsTextOutput() {
    #expect(preview.run("run", "containment", "--audit", "--format", "json") == 64)
    #expect(preview.error.contains("--audit"))
  }

  @Test func runsHelpMentionsAudit() {
    #expect(preview.run("help", "run") == 0)
    #expect(preview.output.contains("--audit"))
  }
}
