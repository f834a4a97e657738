import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// `run --format json`: events as fields (component, hook, arguments, time), and tree diffs as
/// hunks of tagged lines, the same hunks the text report prints.
@Suite struct JSONEventFieldsTests {
  /// A decoded JSON value, compared as a whole.
  enum JSON: Decodable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else if let value = try? container.decode(String.self) {
        self = .string(value)
      } else if let value = try? container.decode([JSON].self) {
        self = .array(value)
      } else {
        self = .object(try container.decode([String: JSON].self))
      }
    }

    subscript(key: String) -> JSON? {
      if case .object(let members) = self { members[key] } else { nil }
    }

    var elements: [JSON] {
      if case .array(let elements) = self { elements } else { [] }
    }
  }

  let preview = PreviewHarness()

  func steps(_ arguments: String...) throws -> [JSON] {
    #expect(preview.run(["run"] + arguments + ["--format", "json"]) == 0)
    return try JSONDecoder().decode(JSON.self, from: Data(preview.output.utf8))["steps"]?
      .elements ?? []
  }

  func component(_ number: Double, _ type: String, _ name: String) -> JSON {
    .object(["number": .number(number), "type": .string(type), "name": .string(name)])
  }

  @Test func anEmbedsEventsNameTheComponentTheHookAndItsArguments() throws {
    let steps = try steps("containment")
    #expect(steps[2]["title"] == .string("screen.embed(header)"))
    let events = try #require(steps[2]["events"]).elements
    // Contract: an embed runs willMove, loads the view, places it, runs the appearance
    // callbacks, then didMove.
    #expect(
      events.map { $0["hook"] }
        == [
          "willMove", "loadView", "viewDidLoad", "viewAdded", "viewWillAppear", "viewIsAppearing",
          "viewDidAppear", "didMove",
        ].map { .string($0) })
    let header = component(2, "Component", "header")
    let screen = component(1, "Container", "screen")
    for event in events {
      #expect(event["component"] == header)
      #expect(event["time"] == .number(0))
      if case .object(let members) = event {
        #expect(Set(members.keys) == ["component", "hook", "arguments", "time"])
      }
    }
    #expect(events[0]["arguments"] == .object(["toParent": screen]))
    #expect(events[1]["arguments"] == .object([:]))
    #expect(events[3]["arguments"] == .object(["toViewOf": screen]))
    #expect(events[4]["arguments"] == .object(["animated": .bool(false)]))
    #expect(events[7]["arguments"] == .object(["toParent": screen]))
  }

  @Test func aRemovalHasANullParentAndAListEventItsCellAndIndexPath() throws {
    let unembed = try #require(try steps("containment").last?["events"]).elements
    let willMove = unembed.first { $0["hook"] == .string("willMove") }
    #expect(willMove?["arguments"] == .object(["toParent": .null]))

    let events = try #require(try steps("filmstrip").first?["events"]).elements
    let dequeue = events.first { $0["hook"] == .string("cellDequeued") }
    #expect(
      dequeue?["arguments"]
        == .object([
          "cell": .object(["number": .number(1), "reuseIdentifier": .string("film")]),
          "indexPath": .object(["section": .number(0), "row": .number(0)]),
          "recycled": .bool(false),
        ]))
  }

  @Test func treeDiffHunksAreTheHunksTheTextReportPrints() throws {
    let steps = try steps("containment")
    #expect(preview.run("run", "containment") == 0)
    var printed: [[String]] = []
    for line in preview.output.split(separator: "\n") {
      if line == "  tree diff:" {
        printed.append([])
      } else if line.hasPrefix("    "), !printed.isEmpty {
        // Without --full, only the diff's lines are indented by four spaces.
        printed[printed.count - 1].append(String(line.dropFirst(4)))
      }
    }
    var fromJSON: [[String]] = []
    for step in steps where step["treeDiff"] != .null {
      var lines: [String] = []
      for hunk in try #require(step["treeDiff"]).elements {
        let numbers = ["oldStart", "oldCount", "newStart", "newCount"].map { key in
          if case .number(let value) = hunk[key] { Int(value) } else { -1 }
        }
        lines.append("@@ -\(numbers[0]),\(numbers[1]) +\(numbers[2]),\(numbers[3]) @@")
        for line in try #require(hunk["lines"]).elements {
          let marker = [
            JSON.string("context"): " ", .string("removed"): "-", .string("added"): "+",
          ]
          guard let kind = line["kind"], let prefix = marker[kind],
            case .string(let text) = line["text"]
          else {
            Issue.record("not a tagged line: \(line)")
            continue
          }
          lines.append(prefix + text)
        }
      }
      fromJSON.append(lines)
    }
    #expect(fromJSON.count >= 5)
    #expect(fromJSON == printed)
  }
}
