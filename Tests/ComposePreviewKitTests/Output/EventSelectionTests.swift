import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// `--events <kinds>` and `--component <name>`: the reports print only the kept events.
@Suite struct EventSelectionTests {
  let preview = PreviewHarness()

  /// The event lines of a text report: `  #N Type "name": hook...`.
  func eventLines(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.hasPrefix("  #") }
  }

  @Test func eventsKeepsOnlyTheKindsGiven() {
    #expect(preview.run("run", "containment", "--events", "containment") == 0, "\(preview.error)")
    let lines = eventLines(preview.output)
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.contains(": willMove(") || $0.contains(": didMove(") })
    #expect(preview.output.contains("step 9: header.unembed()"), "every step is still printed")
  }

  @Test func eventsCanAskForLayoutWhichIsLeftOutByDefault() {
    #expect(preview.run("run", "containment") == 0)
    #expect(!preview.output.contains("viewWillLayoutSubviews"))
    #expect(preview.run("run", "containment", "--events", "layout,load-view") == 0)
    let lines = eventLines(preview.output)
    #expect(lines.contains { $0.hasSuffix(": viewWillLayoutSubviews") })
    #expect(lines.contains { $0.hasSuffix(": loadView") })
    #expect(
      lines.allSatisfy {
        $0.hasSuffix(": loadView") || $0.contains(": viewWillLayoutSubviews")
          || $0.contains(": viewDidLayoutSubviews")
      })
  }

  @Test func anUnknownKindIsAUsageErrorListingTheKinds() {
    #expect(preview.run("run", "containment", "--events", "appearance,taps") == 64)
    #expect(
      preview.error.contains(
        "(expected 'containment', 'appearance', 'layout', 'list', 'load-view', 'placement', "
          + "'state', 'environment')"))
  }

  @Test func componentKeepsTheEventsOfItsSubtree() {
    #expect(preview.run("run", "containment", "--component", "feed") == 0, "\(preview.error)")
    let lines = eventLines(preview.output)
    // feed embeds card in viewDidLoad: card is below feed, header and screen are not.
    #expect(lines.contains { $0.contains(" Component \"card\": ") })
    #expect(lines.contains { $0.contains(" Container \"feed\": ") })
    #expect(lines.allSatisfy { $0.contains("\"feed\": ") || $0.contains("\"card\": ") })
  }

  @Test func componentIsRepeatable() {
    #expect(
      preview.run("run", "containment", "--component", "header", "--component", "detail") == 0)
    let lines = eventLines(preview.output)
    #expect(lines.contains { $0.contains("\"header\": ") })
    #expect(lines.contains { $0.contains("\"detail\": ") })
    #expect(lines.allSatisfy { $0.contains("\"header\": ") || $0.contains("\"detail\": ") })
  }

  @Test func componentAndEventsCombine() throws {
    #expect(
      preview.run(
        "run", "containment", "--component", "header", "--events", "appearance", "--format",
        "json") == 0)
    let object = try JSONSerialization.jsonObject(with: Data(preview.output.utf8)) as? [String: Any]
    let steps = try #require(object?["steps"] as? [[String: Any]])
    let events = steps.flatMap { $0["events"] as? [[String: Any]] ?? [] }
    #expect(!events.isEmpty)
    let appearance: Set = [
      "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
      "viewDidDisappear",
    ]
    for event in events {
      #expect(appearance.contains(event["hook"] as? String ?? ""))
      #expect((event["component"] as? [String: Any])?["name"] as? String == "header")
    }
  }
}
