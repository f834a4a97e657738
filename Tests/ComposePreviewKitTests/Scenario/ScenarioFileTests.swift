import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import ComposeTesting
import Foundation
import Testing

/// Scenario files: what a valid file means, and where a bad one is reported.
@Suite struct ScenarioFileTests {
  func decode(_ text: String) throws(ScenarioError) -> Scenario {
    try Scenario.decode(json: Array(text.utf8))
  }

  func error(_ text: String) -> String? {
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error.description
    }
  }

  let valid = """
    {
      "description": "d",
      "window": "main",
      "components": [
        {"name": "screen", "kind": "container", "children": [{"name": "card"}]},
        {"name": "m", "kind": "manual-container"},
        {"name": "detail", "kind": "label", "text": "Detail"}
      ],
      "steps": [
        {"action": "set-root", "component": "screen"},
        {"action": "show-window", "note": "appears"},
        {"action": "transition", "parent": "screen", "from": "card", "to": "detail", "duration": 0.25},
        {"action": "advance", "by": 0.25},
        {"action": "begin-interactive-transition", "parent": "screen", "from": "detail", "to": "card"},
        {"action": "update-interactive-transition", "parent": "screen", "progress": 0.5},
        {"action": "cancel-interactive-transition", "parent": "screen", "after": 0.1},
        {"action": "run-until-idle"}
      ]
    }
    """

  @Test func aValidFileDecodesToItsScenario() throws {
    let scenario = try decode(valid)
    #expect(scenario.windowName == "main")
    #expect(scenario.summary == "d")
    #expect(scenario.components.map(\.name) == ["screen", "m", "detail"])
    #expect(scenario.components[0].children == [ComponentDeclaration(name: "card")])
    #expect(scenario.components[2].kind == .label(text: "Detail"))
    #expect(
      scenario.steps[2].step
        == .transition(parent: "screen", from: "card", to: "detail", duration: .milliseconds(250)))
    #expect(scenario.steps[1].note == "appears")
  }

  @Test func aValidFileRunsWithBalancedInteractiveCancel() throws {
    let log = try decode(valid).run()
    #expect(log.steps.count == 8)
    #expect(log.steps.allSatisfy { $0.diagnostics.isEmpty && $0.notes.isEmpty })
    let lines = treeLines(log.steps.last!.tree!)
    #expect(lines.contains("│  #3 Label \"detail\"  appeared  view in parent  text \"Detail\""))
    #expect(!lines.contains { $0.contains("card") }, "the cancelled interaction left card out")
  }

  @Test(arguments: [
    ("", "1:1: expected a JSON value, found the end of the file"),
    ("{\"components\": [] ", "1:19: unterminated object: expected ',' or '}'"),
    (
      "{\n  \"components\": [\n    {\"name\": \"a\",}\n  ]\n}",
      "3:18: expected a key in quotes, found '}'"
    ),
    ("{\"a\": tru}", "1:7: invalid literal (expected 'true')"),
    ("{\"a\": 01}", "1:7: invalid number: leading zero"),
    ("{\"a\": \"x\ty\"}", "1:9: control character in string (escape it)"),
    ("{\"a\": \"x\ny\"}", "1:7: unterminated string: the line ends before the closing quote"),
    ("{\"a\": \"\\ud800\"}", "1:8: unpaired surrogate in \\u escape"),
    ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key \"a\""),
    ("{} {}", "1:4: unexpected '{' after the JSON value"),
    ("{\"é\": [1e999]}", "1:8: number out of range"),
    (String(repeating: "[", count: 65), "1:65: nesting deeper than 64 levels"),
  ])
  func syntaxErrorsHaveALineAndColumn(text: String, expected: String) {
    #expect(error(text) == expected)
  }

  @Test(arguments: [
    ("[]", "(top level): expected an object, found an array"),
    ("{\"steps\": []}", "(top level): missing key \"components\""),
    ("{\"components\": [], \"steps\": []}", "components: declare at least one component"),
    (
      "{\"components\": [{\"name\": \"a\"}], \"step\": []}",
      "step: unknown key \"step\" (expected \"$schema\", \"description\", \"window\", \"components\", \"steps\")"
    ),
    (
      "{\"components\": [{\"name\": \"a\", \"kind\": \"table\"}], \"steps\": []}",
      "components[0].kind: unknown kind \"table\" (expected \"component\", \"label\", \"container\", \"manual-container\", \"list\", \"navigation\", \"tabs\", \"state-container\")"
    ),
    (
      "{\"components\": [{\"name\": \"a\"}, {\"name\": \"a\"}], \"steps\": []}",
      "components[1].name: duplicate component name \"a\" (first declared at components[0].name)"
    ),
    (
      "{\"components\": [{\"name\": \"a\", \"children\": [{\"name\": \"b\"}]}], \"steps\": []}",
      "components[0].children: a component declares no children; use kind \"container\", \"manual-container\", \"navigation\", \"tabs\" or \"state-container\""
    ),
    (
      "{\"components\": [{\"name\": \"a\"}], \"steps\": [{\"action\": \"embed\", \"child\": \"b\", \"parent\": \"a\"}]}",
      "steps[0].child: no component is named \"b\""
    ),
    (
      "{\"components\": [{\"name\": \"a\"}], \"steps\": [{\"action\": \"shove\"}]}",
      "steps[0].action: unknown action \"shove\" (see docs/Scenarios.md for the list)"
    ),
    (
      "{\"components\": [{\"name\": \"a\"}], \"steps\": [{\"action\": \"advance\", \"by\": -1}]}",
      "steps[0].by: expected a duration in seconds, from 0 to 3600"
    ),
    (
      "{\"components\": [{\"name\": \"a\"}], \"steps\": [{\"action\": \"finish-interactive-transition\", \"parent\": \"a\"}]}",
      "steps[0].parent: no interactive transition was begun on \"a\" by an earlier step"
    ),
    (
      "{\"components\": [{\"name\": \"a\"}], \"steps\": [{\"action\": \"unembed\"}]}",
      "steps[0]: missing key \"component\""
    ),
    (
      "{\"components\": [{\"name\": \"a\"}], \"steps\": [{\"action\": \"unembed\", \"component\": \"a\", \"animated\": true}]}",
      "steps[0].animated: unknown key \"animated\" (expected \"action\", \"note\", \"component\")"
    ),
  ])
  func schemaErrorsHaveAKeyPath(text: String, expected: String) {
    #expect(error(text) == expected)
  }

  @Test func oversizedFilesAreRefusedBeforeParsing() {
    let large =
      "{\"description\": \"" + String(repeating: "x", count: ScenarioLimits.maximumFileSize) + "\"}"
    #expect(error(large) == "the file is larger than \(ScenarioLimits.maximumFileSize) bytes")
  }

  @Test func invalidUTF8InAStringIsReportedWhereTheStringStarts() {
    var bytes = Array("{\n  \"window\": \"ab".utf8)
    bytes += [0xFF, 0x22, 0x7D]
    #expect(throws: ScenarioError(.position(line: 2, column: 13), "invalid UTF-8 in string")) {
      try Scenario.decode(json: bytes)
    }
  }

  @Test func arbitraryBytesNeverTrapAndNeverRun() {
    var generator = SplitMix64(seed: 5)
    let base = Array(valid.utf8)
    for _ in 0..<300 {
      var bytes = base
      for _ in 0..<Int(generator.next() % 4 + 1) {
        let index = Int(generator.next() % UInt64(bytes.count))
        switch generator.next() % 3 {
        case 0: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
        case 1: bytes.remove(at: index)
        default: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: index)
        }
      }
      do {
        _ = try Scenario.decode(json: bytes)
      } catch {
        #expect(!error.reason.isEmpty)
        #expect(!error.reason.contains("\n"), "one line")
      }
    }
    let random = (0..<2_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    #expect(error(String(decoding: random, as: UTF8.self)) != nil)
  }
}

/// The rendered lines of a tree.
func treeLines(_ tree: TreeSnapshot) -> [String] {
  TreeRenderer().lines(tree)
}

/// The example files in `docs/scenarios` stay valid and run as documented.
@Suite struct ScenarioExampleTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
      "docs/scenarios")

  func log(_ file: String) throws -> EventLog {
    let data = try Data(contentsOf: Self.directory.appendingPathComponent(file))
    return try Scenario.decode(json: [UInt8](data)).run()
  }

  @Test func interactiveSwapCancelsThenFinishesWithBalancedCallbacks() throws {
    let log = try log("interactive-swap.json")
    #expect(log.steps.allSatisfy { $0.diagnostics.isEmpty && $0.notes.isEmpty })
    #expect(
      treeLines(log.steps[5].tree!).last
        == "│  #2 Label \"inbox\"  appeared  view in parent  text \"Inbox\"")
    #expect(
      treeLines(log.steps[8].tree!).last
        == "│  #3 Label \"message\"  appeared  view in parent  text \"Message\"")
  }

  @Test func manualContainerReportsOnlyTheIntendedMisuse() throws {
    let log = try log("manual-container.json")
    #expect(log.steps.dropLast().allSatisfy { $0.diagnostics.isEmpty })
    #expect(log.steps.last?.diagnostics.map(\.code) == [.endWithoutBegin])
  }
}
