import ComposePreviewKit
import Foundation
import Testing

/// `compose-preview run --audit` and `check --audit`: the findings are printed (after the text
/// report, in a top-level `findings` array of the JSON one) and make the exit status 1, so that
/// an audit gates CI.
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
    #expect(
      preview.output.contains("\naudit: 2 findings\nmissingWillMoveToNil at Component(\"a\"): "))
    #expect(preview.output.contains("\norphanView at Component(\"a\"): the view is inside"))
    #expect(preview.run("run", "seed.json") == 0, "without --audit nothing is audited")
  }

  @Test func jsonWithAuditListsTheFindingsFirstWithSortedKeys() throws {
    #expect(preview.run("run", "containment", "--audit", "--format", "json") == 0)
    let clean = try #require(Self.object(preview.output))
    #expect(clean["findings"] as? [String] == [])
    #expect(clean["scenario"] as? String == "containment")
    preview.file("seed.json", Self.wrongOrder)
    #expect(preview.run("run", "seed.json", "--audit", "--format", "json") == 1)
    let object = try #require(Self.object(preview.output))
    let findings = try #require(object["findings"] as? [String])
    #expect(findings.count == 2)
    #expect(findings.first?.hasPrefix("missingWillMoveToNil at Component(\"a\"): ") == true)
    #expect((object["steps"] as? [Any])?.count == 3)
    let keys = preview.output.split(separator: "\n").filter { $0.hasPrefix("  \"") }
      .map { $0.prefix { $0 != ":" } }
    #expect(keys == ["  \"findings\"", "  \"scenario\"", "  \"steps\""])
    #expect(preview.run("run", "containment", "--format", "json") == 0)
    #expect(try #require(Self.object(preview.output))["findings"] == nil)
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
    #expect((Self.object(body)?["findings"] as? [String])?.count == 2)
    #expect(preview.run(arguments) == 1)
    #expect(preview.output == "The output of seed.json matches g.json.\n")
    #expect(preview.error.hasPrefix("Audit failed: 2 findings in seed.json:\n"))
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
