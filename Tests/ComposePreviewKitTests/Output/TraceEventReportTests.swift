import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// `--format trace-event`: Chrome Trace Event JSON, as Perfetto and `chrome://tracing` read it.
/// The output is parsed with Foundation's `JSONSerialization`, and checked against the contract:
/// each `will` appearance callback opens one span that one `did` closes (§2), a cancelled
/// transition's span closes too (§5), and a track's spans nest.
@Suite struct TraceEventReportTests {
  let preview = PreviewHarness(fileSystem: true)
  nonisolated static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/scenarios")

  /// The trace's events, parsed.
  func traceEvents(_ target: String) throws -> [[String: Any]] {
    #expect(preview.run("run", target, "--format", "trace-event") == 0, "\(preview.error)")
    let document = try JSONSerialization.jsonObject(with: Data(preview.output.utf8))
    let object = try #require(document as? [String: Any])
    return try #require(object["traceEvents"] as? [[String: Any]])
  }

  /// The text report's lines for the same run.
  func textLines(_ target: String) -> [Substring] {
    #expect(preview.run("run", target) == 0)
    return preview.output.split(separator: "\n")
  }

  nonisolated static let targets = [
    "containment", "flow", "filmstrip", scenarios.appendingPathComponent("navigation.json").path,
    scenarios.appendingPathComponent("interactive-swap.json").path,
  ]

  @Test(arguments: targets)
  func everyEventHasTheFieldsViewersRead(target: String) throws {
    for event in try traceEvents(target) {
      let phase = try #require(event["ph"] as? String)
      #expect(["M", "B", "E", "i"].contains(phase), "\(event)")
      #expect(event["pid"] as? Int == 1 && event["tid"] is Int, "\(event)")
      #expect(event["name"] is String, "\(event)")
      if phase != "M" { #expect((event["ts"] as? Int).map { $0 >= 0 } == true, "\(event)") }
    }
  }

  @Test(arguments: targets)
  func spansPairFromWillToDidAndNestOnEachTrack(target: String) throws {
    var open: [Int: (name: String, ts: Int)] = [:]
    var spans = 0
    for event in try traceEvents(target) {
      guard let phase = event["ph"] as? String, phase == "B" || phase == "E" else { continue }
      let tid = try #require(event["tid"] as? Int)
      let name = try #require(event["name"] as? String)
      let ts = try #require(event["ts"] as? Int)
      let args = event["args"] as? [String: Any] ?? [:]
      if phase == "B" {
        // At most one transition at a time per component: a span opens on a closed track.
        #expect(open[tid] == nil, "track \(tid): \(name) opens inside \(open[tid]?.name ?? "")")
        let from = try #require(args["from"] as? String)
        #expect(from.hasPrefix(name == "appearing" ? "viewWillAppear(" : "viewWillDisappear("))
        open[tid] = (name, ts)
        spans += 1
      } else {
        let removed = open.removeValue(forKey: tid)
        let begun = try #require(removed, "track \(tid): E without B")
        #expect(begun.name == name && begun.ts <= ts)
        if let to = args["to"] as? String {
          #expect(to.hasPrefix(name == "appearing" ? "viewDidAppear(" : "viewDidDisappear("))
        } else {
          #expect(args["cancelled"] as? Bool == true || args["unfinished"] as? Bool == true)
        }
      }
    }
    #expect(open.isEmpty, "spans left open: \(open)")
    #expect(spans > 0)
  }

  /// Every `will` callback of the text report opens a span, every `did` closes one.
  @Test(arguments: ["containment", "flow", "filmstrip"])
  func eachWillOpensOneSpanAndEachDidClosesOne(target: String) throws {
    let lines = textLines(target)
    let wills = lines.count {
      $0.contains(": viewWillAppear(") || $0.contains(": viewWillDisappear(")
    }
    let dids = lines.count { $0.contains(": viewDidAppear(") || $0.contains(": viewDidDisappear(") }
    let events = try traceEvents(target)
    #expect(events.count { $0["ph"] as? String == "B" } == wills)
    #expect(
      events.count { ($0["ph"] as? String) == "E" && ($0["args"] as? [String: Any])?["to"] != nil }
        == dids)
  }

  /// An interactive pop let go (contract §5): the top component's `viewWillDisappear` and the
  /// revealed one's `viewWillAppear` are each followed by the opposite callbacks, so both spans
  /// close as cancelled, at or after the step that cancels.
  @Test func aCancelledTransitionsSpansCloseAsCancelled() throws {
    let path = Self.scenarios.appendingPathComponent("navigation.json").path
    let cancelStep = try #require(textLines(path).first { $0.contains(".cancel(") })
    let events = try traceEvents(path)
    let marker = try #require(
      events.first {
        ($0["name"] as? String).map { cancelStep.hasPrefix($0) || $0.hasPrefix(cancelStep) }
          == true
      })
    let stepTime = try #require(marker["ts"] as? Int)
    let cancelled = events.filter {
      ($0["args"] as? [String: Any])?["cancelled"] as? Bool == true
    }
    #expect(Set(cancelled.compactMap { $0["name"] as? String }) == ["appearing", "disappearing"])
    #expect(cancelled.allSatisfy { ($0["ts"] as? Int ?? -1) >= stepTime })
  }

  /// Steps are markers on the window's track at the clock's time, in microseconds; each component
  /// has a named track of its own.
  @Test func stepsAreMarkersAtTheWindowsClockAndComponentsHaveTracks() throws {
    let lines = textLines("containment")
    let titles = lines.filter { $0.hasPrefix("step ") }
    let events = try traceEvents("containment")
    let markers = events.filter { $0["cat"] as? String == "step" }
    #expect(markers.count == titles.count)
    #expect(markers.allSatisfy { $0["s"] as? String == "g" && $0["tid"] as? Int == 0 })
    // `step 9: header.unembed()  (t=0.3s)`: 0.3 s is 300,000 µs.
    #expect(markers.last?["ts"] as? Int == 300_000)
    let tracks = events.filter { $0["name"] as? String == "thread_name" }.compactMap {
      ($0["args"] as? [String: Any])?["name"] as? String
    }
    #expect(tracks.first == "window \"main\"")
    #expect(tracks.contains("#1 Container \"screen\""))
    #expect(tracks.contains("#5 Component \"detail\""))
  }

  /// Containment and list events are instants on their component's track.
  @Test func containmentAndListEventsAreInstants() throws {
    let events = try traceEvents("filmstrip")
    let instants = events.filter { $0["ph"] as? String == "i" && $0["s"] as? String == "t" }
    #expect(instants.contains { $0["cat"] as? String == "containment" })
    #expect(instants.contains { $0["cat"] as? String == "list" })
    #expect(instants.contains { $0["name"] as? String == "viewAdded(to: window)" })
  }
}
