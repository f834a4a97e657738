import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// The coloured text report: the plain report with escapes around whole lines, each diff line
/// coloured by its tag (added green, removed red, headers cyan).
@Suite struct TextReportColourTests {
  let preview = PreviewHarness()
  let escape = "\u{1B}["

  func withoutEscapes(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let start = rest.range(of: escape) {
      out += rest[..<start.lowerBound]
      rest = rest[start.upperBound...].drop { $0 != "m" }.dropFirst()
    }
    return out + rest
  }

  @Test(arguments: ["containment", "filmstrip"])
  func colourAddsEscapesOnlyAndTagsEachDiffLine(scene: String) {
    #expect(preview.run("run", scene, "--full") == 0)
    let plain = preview.output
    #expect(preview.run("run", scene, "--full", "--color", "always") == 0)
    let coloured = preview.output
    #expect(withoutEscapes(coloured) == plain)
    var counts = (added: 0, removed: 0, headers: 0)
    for line in coloured.split(separator: "\n") where line.hasPrefix("    \(escape)") {
      let body = line.dropFirst(4)
      if body.hasPrefix(escape + "32m+") { counts.added += 1 }
      if body.hasPrefix(escape + "31m-") { counts.removed += 1 }
      if body.hasPrefix(escape + "36m@@ ") { counts.headers += 1 }
    }
    let plainLines = plain.split(separator: "\n")
    #expect(counts.added == plainLines.filter { $0.hasPrefix("    +") }.count)
    #expect(counts.removed == plainLines.filter { $0.hasPrefix("    -") }.count)
    #expect(counts.headers == plainLines.filter { $0.hasPrefix("    @@ ") }.count)
    #expect(counts.added > 0 && counts.headers > 0)
  }
}
