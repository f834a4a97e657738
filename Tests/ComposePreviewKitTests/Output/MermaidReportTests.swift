import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// `--format mermaid`: a `sequenceDiagram` with the components as participants, one message per
/// printed event in order, each step a section opened by a note of its title.
@Suite struct MermaidReportTests {
  let preview = PreviewHarness()

  func lines(_ arguments: String...) -> [String] {
    lines(arguments)
  }

  func lines(_ arguments: [String]) -> [String] {
    #expect(preview.run(arguments) == 0, "\(preview.error)")
    return preview.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The component numbers of the text report's event lines, in order (`  #2 Component ...`).
  func textEventComponents(_ arguments: [String]) -> [String] {
    #expect(preview.run(arguments) == 0)
    return preview.output.split(separator: "\n").filter { $0.hasPrefix("  #") }.map {
      String($0.dropFirst(3).prefix { $0 != " " })
    }
  }

  @Test func aDiagramStartsWithSequenceDiagram() {
    #expect(lines("run", "containment", "--format", "mermaid").first == "sequenceDiagram")
  }

  @Test(arguments: [["containment"], ["filmstrip"], ["containment", "--events", "containment"]])
  func eachComponentIsDeclaredOnceBeforeItsFirstMessage(arguments: [String]) {
    var declared: Set<String> = ["w"]
    var declarations: [String] = []
    for line in lines(["run"] + arguments + ["--format", "mermaid"]) {
      if line.hasPrefix("participant ") {
        let id = String(line.dropFirst("participant ".count).prefix { $0 != " " })
        declarations.append(id)
        declared.insert(id)
      } else if let arrow = line.range(of: "->>") {
        let from = String(line[..<arrow.lowerBound])
        let to = String(line[arrow.upperBound...].prefix { $0 != ":" })
        #expect(declared.contains(from) && declared.contains(to), "\(line)")
      }
    }
    #expect(Set(declarations).count == declarations.count, "\(declarations)")
  }

  @Test(arguments: [["containment"], ["flow"], ["containment", "--component", "feed"]])
  func oneMessagePerPrintedEventInOrder(arguments: [String]) {
    let expected = textEventComponents(["run"] + arguments)
    let messages = lines(["run"] + arguments + ["--format", "mermaid"]).filter {
      $0.contains("->>")
    }
    #expect(!expected.isEmpty)
    // Each message goes to the event's component: `c<number>`.
    let recipients = messages.map { line in
      String(line[line.range(of: "->>c")!.upperBound...].prefix { $0 != ":" })
    }
    #expect(recipients == expected)
  }

  @Test func eachStepIsASectionWithItsTitle() {
    let diagram = lines("run", "containment", "--format", "mermaid")
    #expect(diagram.count { $0.hasPrefix("rect ") } == 9)
    #expect(diagram.count { $0 == "end" } == 9)
    #expect(diagram.contains("Note over w: step 3: screen.embed(header)"))
  }

  @Test func containmentMessagesComeFromTheParent() {
    let diagram = lines("run", "containment", "--format", "mermaid")
    // screen is #1, header #2: header.willMove(toParent: screen) is drawn from screen.
    #expect(diagram.contains("c1->>c2: willMove(toParent: screen)"))
    #expect(diagram.contains("c2->>c2: viewDidLoad"))
  }

  @Test func charactersMermaidReadsAsSyntaxAreEscaped() {
    preview.file(
      "odd.json",
      """
      {"components": [{"name": "a#1;b<c>"}],
       "steps": [{"action": "set-root", "component": "a#1;b<c>"}, {"action": "show-window"}]}
      """)
    let diagram = lines("run", "odd.json", "--format", "mermaid")
    let participant = diagram.first { $0.hasPrefix("participant c1 ") }
    #expect(participant == "participant c1 as a#35;1#59;b#60;c#62; (Component 1)")
    #expect(!diagram.dropFirst().contains { $0.contains(";b<") })
  }

  @Test func aLabelNamesTheTypeOnceWhenTheNameIsTheTypes() {
    preview.file(
      "plain.json",
      """
      {"components": [{"name": "Component"}],
       "steps": [{"action": "set-root", "component": "Component"}]}
      """)
    let diagram = lines("run", "plain.json", "--format", "mermaid")
    #expect(diagram.contains("participant c1 as Component 1"), "\(diagram)")
  }

  /// UIKit adds a root view controller's view to the window (`UIWindow.rootViewController`): the
  /// message comes from the window, not from nowhere.
  @Test func aWindowsRootViewIsAddedByTheWindow() {
    let diagram = lines("run", "containment", "--format", "mermaid")
    #expect(diagram.contains("w->>c1: viewAdded(to: window)"), "\(diagram)")
    #expect(!diagram.contains { $0.contains("to: nil") }, "\(diagram)")
  }

  @Test func thePreviewManualsDiagramIsTheOutputOfItsCommand() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../docs/Preview.md").standardized
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- mermaid-output:begin -->\n```mermaid\n"))
    let end = try #require(text.range(of: "```\n<!-- mermaid-output:end -->"))
    #expect(
      preview.run("run", "containment", "--format", "mermaid", "--events", "containment") == 0)
    #expect(String(text[begin.upperBound..<end.lowerBound]) == preview.output)
  }
}
