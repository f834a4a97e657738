import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// `compose-preview run --audit` and `check --audit`: the findings are printed under the step
/// that caused them (a count after the report; structured values of their step in JSON) and
/// make the exit status 1, so that an audit gates CI.
@Suite struct PreviewAuditTests {
  let preview = PreviewHarness()

  /// Removed without `willMove(toParent: nil)`, its view left behind in root's view: two
  /// findings (contract §7).
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

  @Test func aBuiltInSceneAuditsCleanAndExits0() {
    #expect(preview.run("run", "containment", "--audit") == 0)
    #expect(preview.output.hasSuffix("\naudit: no findings\n"))
    #expect(preview.run("run", "containment") == 0)
    #expect(!preview.output.contains("audit:"))
  }

  @Test func runWithFindingsPrintsTheReportAndExits1() {
    preview.file("seed.json", Self.wrongOrder)
    #expect(preview.run("run", "seed.json", "--audit") == PreviewCommand.auditFindings)
    #expect(PreviewCommand.auditFindings == 1)
    #expect(preview.output.hasPrefix("step 1: "), "the report is printed all the same")
    #expect(preview.output.hasSuffix("\naudit: 2 findings\n"))
    #expect(preview.run("run", "seed.json") == 0, "without --audit nothing is audited")
  }

  @Test func checkWithAuditRecordsItInTheHeaderAndPassesWhenClean() {
    #expect(
      preview.run("check", "containment", "--audit", "--golden", "g.txt", "--record", "missing")
        == 1, "recorded: review it")
    let golden = String(decoding: preview.files["g.txt"] ?? [], as: UTF8.self)
    #expect(golden.hasPrefix("# compose golden 1: audit=true format=text full=false\n"))
    #expect(golden.hasSuffix("\naudit: no findings\n"))
    #expect(preview.run("check", "containment", "--audit", "--golden", "g.txt") == 0)
    #expect(
      preview.run("check", "containment", "--golden", "g.txt") == 0, "adopted from the header")
  }

  @Test func checkWithFindingsExits1EvenWhenTheGoldenMatches() {
    preview.file("seed.json", Self.wrongOrder)
    preview.run("check", "seed.json", "--audit", "--golden", "g.txt", "--record", "missing")
    #expect(preview.files["g.txt"] != nil)
    #expect(preview.run("check", "seed.json", "--audit", "--golden", "g.txt") == 1)
    #expect(preview.output == "The output of seed.json matches g.txt.\n")
    #expect(
      preview.error.hasPrefix(
        "Audit failed: 2 findings in seed.json:\nmissingWillMoveToNil at Component(\"a\"): "))
    #expect(preview.run("check", "seed.json", "--golden", "g.txt") == 1, "audit=true adopted")
    #expect(preview.error.hasPrefix("Audit failed: 2 findings"))
  }

  @Test func checkWithoutAuditIgnoresFindings() {
    preview.file("seed.json", Self.wrongOrder)
    preview.run("check", "seed.json", "--golden", "g.txt", "--record", "missing")
    #expect(preview.run("check", "seed.json", "--golden", "g.txt") == 0)
    #expect(preview.error.isEmpty)
    #expect(
      preview.run("check", "seed.json", "--audit", "--golden", "g.txt") == 1,
      "made without --audit: options differ")
    #expect(preview.error.contains("leave out --full, --format and --audit"))
  }

  @Test func checkOfJSONWithAuditKeepsTheFindingsInTheGolden() throws {
    preview.file("seed.json", Self.wrongOrder)
    let arguments = ["check", "seed.json", "--audit", "--format", "json", "--golden", "g.json"]
    preview.run(arguments + ["--record", "missing"])
    let golden = String(decoding: preview.files["g.json"] ?? [], as: UTF8.self)
    #expect(golden.hasPrefix("# compose golden 1: audit=true format=json full=false\n{\n"))
    let body = String(golden.drop { $0 != "\n" }.dropFirst())
    let steps = Self.object(body)?["steps"] as? [[String: Any]] ?? []
    #expect(steps.flatMap { $0["findings"] as? [Any] ?? [] }.count == 2)
    #expect(preview.run(arguments) == 1)
    #expect(preview.output == "The output of seed.json matches g.json.\n")
    #expect(preview.error.hasPrefix("Audit failed: 2 findings in seed.json:\n"))
  }

  @Test func aScenarioWithAWrongOrderPrintsItsFindingsUnderTheStep() throws {
    preview.file("seed.json", Self.wrongOrder)
    #expect(preview.run("run", "seed.json", "--audit") == 1, "\(preview.error)")
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
    #expect(preview.run("run", "seed.json", "--audit", "--format", "json") == 1)
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

  @Test(arguments: ["run", "check"])
  func helpSaysAuditExits1(subcommand: String) {
    #expect(preview.run("help", subcommand) == 0)
    #expect(preview.output.contains("--audit"))
    #expect(preview.output.contains("exit with status 1 when there are any"))
  }

  static func object(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
  }
}
