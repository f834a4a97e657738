import Compose
import ComposeTesting
import Foundation
import Testing

/// The harness writes a test's trace in the Chrome Trace Event format (Perfetto,
/// `chrome://tracing`): on request, and into `traceEventDirectory` when it fails the test.
@Suite struct HarnessTraceEventTests {
  func parse(_ text: String) throws -> [[String: Any]] {
    let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require((document as? [String: Any])?["traceEvents"] as? [[String: Any]])
  }

  @Test func aTestsTraceHasATrackPerComponentAndASpanPerTransition() throws {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    harness.root!.embed(Component(traceName: "child"))
    harness.checkpoint()
    let events = try parse(harness.traceEventDocument())
    let tracks = events.filter { $0["name"] as? String == "thread_name" }.compactMap {
      ($0["args"] as? [String: Any])?["name"] as? String
    }
    #expect(tracks == ["window \"test\"", "#1 Component \"root\"", "#2 Component \"child\""])
    // Each component appeared once: viewWillAppear opens a span that viewDidAppear closes.
    for tid in [1, 2] {
      let spans = events.filter { $0["tid"] as? Int == tid && $0["cat"] as? String == "appearance" }
        .compactMap { event -> String? in
          guard let phase = event["ph"] as? String, phase != "i" else { return nil }
          return "\(phase) \(event["name"] as? String ?? "")"
        }
      #expect(spans == ["B appearing", "E appearing"], "track \(tid)")
    }
    #expect(events.contains { ($0["name"] as? String)?.hasPrefix("checkpoint at ") == true })
  }

  @Test func aFailedTestWritesItsTraceIntoTheTraceEventDirectory() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("compose-trace-events-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var line = 0
    withKnownIssue {
      line = #line + 1
      let harness = LifecycleHarness(root: Component(traceName: "root"))
      harness.traceEventDirectory = directory
      harness.expectTrace(["root.viewDidLoad"])
    }
    let path = "\(directory)/HarnessTraceEventTests.\(line).trace.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(try parse(text).contains { $0["name"] as? String == "appearing" })
  }

  @Test func aPassingTestWritesNothing() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("compose-trace-events-\(UUID().uuidString)").path
    do {
      let harness = LifecycleHarness(
        root: Component(traceName: "root"), environment: ["COMPOSE_TRACE_EVENTS": directory])
      #expect(harness.traceEventDirectory == directory)
      harness.finish()
    }
    #expect(!FileManager.default.fileExists(atPath: directory))
  }
}
