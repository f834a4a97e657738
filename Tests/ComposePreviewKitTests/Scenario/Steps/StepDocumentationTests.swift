import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// The steps' table in `docs/Scenarios.md` and their alternatives in `docs/scenario.schema.json`
/// are derived from the fields each step kind declares (`Scenario.stepTable`,
/// `Scenario.stepSchemaText(level:)`): the checked-in ones must be those, so a step's keys are written in one
/// place. `COMPOSE_RECORD=all` rewrites both files (never under `CI`).
@Suite struct StepDocumentationTests {
  static let root = StepRoundTripTests.root
  static let begin = "<!-- step-table:begin -->\n"
  static let end = "<!-- step-table:end -->"

  static var recording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["COMPOSE_RECORD"] == "all" && (environment["CI"] ?? "").isEmpty
  }

  @Test func theDocumentedTableIsTheOneTheFieldsDerive() throws {
    let url = Self.root.appendingPathComponent("docs/Scenarios.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(text.range(of: Self.begin), "the table's begin marker")
    let stop = try #require(text.range(of: Self.end), "the table's end marker")
    let table = String(text[start.upperBound..<stop.lowerBound])
    if Self.recording, table != Scenario.stepTable {
      try
        (String(text[..<start.upperBound]) + Scenario.stepTable + String(text[stop.lowerBound...]))
        .write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(table == Scenario.stepTable, "record with COMPOSE_RECORD=all")
    // Every registered action has its row.
    for action in Scenario.stepActions {
      #expect(table.contains("| `\(action)` |"), "\(action)")
    }
  }

  @Test func theSchemasStepsAreTheOnesTheFieldsDerive() throws {
    let url = Self.root.appendingPathComponent("docs/scenario.schema.json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let defs = try #require(schema["$defs"] as? [String: Any])
    let checkedIn = try #require(defs["step"] as? [String: Any])
    let derivedText = Scenario.stepSchemaText(level: 2)
    let derived = try #require(
      try JSONSerialization.jsonObject(with: Data(derivedText.utf8)) as? [String: Any])
    let matches = (checkedIn as NSDictionary).isEqual(to: derived)
    if Self.recording, !matches {
      // `step` is the last definition: its text runs to the two closing braces of the file.
      let start = try #require(text.range(of: "    \"step\": "))
      let tail = "\n  }\n}\n"
      #expect(text.hasSuffix(tail))
      try (String(text[..<start.upperBound]) + derivedText + tail)
        .write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(matches, "record with COMPOSE_RECORD=all")
  }
}
