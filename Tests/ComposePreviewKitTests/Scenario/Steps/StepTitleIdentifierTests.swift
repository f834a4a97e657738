import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// Step titles are valid Swift: a component name that is not an identifier (`a-b`, `2nd`, a
/// keyword such as `class`) is written in backticks, as a raw identifier (Swift 6.2, SE-0451);
/// an identifier is written as is.
@Suite struct StepTitleIdentifierTests {
  static func titles(_ steps: String) throws -> [String] {
    let text =
      "{\"components\": [{\"name\": \"a-b\", \"kind\": \"container\", \"children\": ["
      + "{\"name\": \"class\"}, {\"name\": \"2nd\"}, {\"name\": \"plain_name\"}]},"
      + "{\"name\": \"the feed\", \"kind\": \"list\", \"rows\": 3}], \"steps\": [\(steps)]}"
    return try Scenario.decode(json: Array(text.utf8)).steps.map { $0.step.description }
  }

  @Test func namesThatAreNotIdentifiersAreInBackticks() throws {
    let titles = try Self.titles(
      "{\"action\": \"set-root\", \"component\": \"a-b\"},"
        + "{\"action\": \"embed\", \"child\": \"2nd\", \"parent\": \"a-b\"},"
        + "{\"action\": \"will-move\", \"component\": \"class\", \"parent\": null},"
        + "{\"action\": \"did-move\", \"component\": \"plain_name\", \"parent\": \"a-b\"},"
        + "{\"action\": \"select-row\", \"list\": \"the feed\", \"row\": 1}")
    #expect(
      titles == [
        "window.rootComponent = `a-b`", "`a-b`.embed(`2nd`)", "`class`.willMove(toParent: nil)",
        "plain_name.didMove(toParent: `a-b`)",
        "`the feed`.simulateTap(at: ListIndexPath(row: 1, section: 0))",
      ])
  }
}
