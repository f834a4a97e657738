import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// `--format markdown`: step titles as headings, events and tree diffs in fenced blocks.
@Suite struct MarkdownReportTests {
  let preview = PreviewHarness()

  /// The markdown output of `run`, which exits with `status` (1 when an audit has findings).
  func markdown(_ arguments: String..., status: Int32 = 0) -> [Substring] {
    #expect(
      preview.run(["run"] + arguments + ["--format", "markdown"]) == status, "\(preview.error)")
    return preview.output.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func eachStepIsAHeadingWithItsTitleAsCode() {
    let lines = markdown("containment")
    let headings = lines.filter { $0.hasPrefix("#### Step ") }
    #expect(headings.count == 9)
    #expect(headings[2] == "#### Step 3: `screen.embed(header)`")
    #expect(headings[8] == "#### Step 9: `header.unembed()` (t=0.3s)")
  }

  @Test func fencesAreBalancedAndTreeDiffsAreDiffBlocks() {
    let lines = markdown("containment")
    var open: Substring?
    var diffLines: [Substring] = []
    for line in lines where line.hasPrefix("```") || open != nil {
      if line.hasPrefix("```") {
        open = open == nil ? line.dropFirst(3) : nil
        continue
      }
      if open == "diff" { diffLines.append(line) }
    }
    #expect(open == nil, "every fenced block is closed")
    #expect(!diffLines.isEmpty)
    #expect(
      diffLines.allSatisfy {
        $0.hasPrefix("@@ ") || $0.hasPrefix(" ") || $0.hasPrefix("+") || $0.hasPrefix("-")
      })
    #expect(diffLines.contains("+│  #2 Component \"header\"  appeared  view in parent"))
  }

  @Test func eventsAreInATextBlockUnderTheirStep() throws {
    let lines = markdown("containment", "--events", "containment")
    let heading = try #require(lines.firstIndex(of: "#### Step 3: `screen.embed(header)`"))
    #expect(lines[heading + 1] == "")
    #expect(lines[heading + 2] == "```text")
    #expect(
      lines[heading + 3] == "#2 Component \"header\": willMove(toParent: #1 Container \"screen\")")
    #expect(
      lines[heading + 4] == "#2 Component \"header\": didMove(toParent: #1 Container \"screen\")")
    #expect(lines[heading + 5] == "```")
  }

  @Test func aFindingIsAQuoteUnderItsStep() throws {
    preview.file(
      "seed.json",
      """
      {"components": [{"name": "root", "kind": "container", "children": [{"name": "a"}]}],
       "steps": [{"action": "set-root", "component": "root"}, {"action": "show-window"},
                 {"action": "remove-from-parent", "component": "a"}]}
      """)
    let lines = markdown("seed.json", "--audit", status: 1)
    let heading = try #require(lines.firstIndex { $0.hasPrefix("#### Step 3: ") })
    let quote = try #require(
      lines.firstIndex { $0.hasPrefix("> **audit** `missingWillMoveToNil`") })
    #expect(quote > heading)
    #expect(lines.last { !$0.isEmpty } == "**audit**: 2 findings")
  }
}
