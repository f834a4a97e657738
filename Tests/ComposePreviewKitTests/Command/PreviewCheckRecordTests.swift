import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import Foundation
import Testing

/// `compose-preview check` on the real file system, under the shared golden-file rules: the
/// record modes, `COMPOSE_RECORD`, `CI`, the header with the options, directories created.
@Suite struct PreviewCheckRecordTests {
  let directory: TemporaryDirectory
  let preview = PreviewHarness(fileSystem: true)
  /// The golden file, in a directory that does not exist yet.
  let golden: String
  /// `run containment` without colour: what a golden made with the default options holds.
  let body: String
  /// `run containment --full` without colour.
  let fullBody: String
  /// `body` with step 9 changed: a golden that differs.
  let changed: String

  /// The header of a golden made with the default options (keys sorted).
  static let plainHeader = "# compose golden 1: format=text full=false\n"
  /// The header of a golden made with `--full`.
  static let fullHeader = "# compose golden 1: format=text full=true\n"
  /// What the line diff of `changed` against `body` shows.
  static let diffLines = "-step 9: header.embed()  (t=0.3s)\n+step 9: header.unembed()  (t=0.3s)\n"
  /// A modification date no write made, to tell whether a file was written.
  static let longAgo = Date(timeIntervalSince1970: 1_000_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    golden = directory.path("golden/nested/containment.txt")
    let memory = PreviewHarness()
    memory.run("run", "containment", "--color", "never")
    body = memory.output
    memory.run("run", "containment", "--full", "--color", "never")
    fullBody = memory.output
    changed = body.replacingOccurrences(
      of: "step 9: header.unembed()", with: "step 9: header.embed()")
  }

  func check(_ options: String...) -> Int32 {
    preview.run(["check", "containment", "--golden", golden] + options)
  }

  func contents(_ path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
  }

  /// Writes a golden file dated `longAgo`.
  func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.modificationDate: Self.longAgo], ofItemAtPath: path)
  }

  /// Whether the file written by ``write(_:_:)`` was not written since.
  func isUntouched(_ path: String) throws -> Bool {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return attributes[.modificationDate] as? Date == Self.longAgo
  }

  func recorded(_ mode: String) -> String {
    "Recorded \(golden) (mode \(mode)): review it and run the check again.\n"
  }

  // MARK: A missing golden file

  @Test(arguments: ["all", "missing", "failed"])
  func aMissingGoldenIsRecordedWithItsDirectoriesAndTheCheckFails(mode: String) {
    #expect(!FileManager.default.fileExists(atPath: directory.path("golden")))
    #expect(check("--record", mode) == 1)
    #expect(contents(golden) == Self.plainHeader + body)
    #expect(preview.error == recorded(mode))
    #expect(preview.output.isEmpty)
  }

  @Test func withoutTheOptionOrTheVariableTheModeIsMissing() throws {
    #expect(check() == 1)
    #expect(contents(golden) == Self.plainHeader + body)
    #expect(preview.error == recorded("missing"))
    #expect(check() == 0, "the recorded golden matches")
    try write(golden, Self.plainHeader + changed)
    #expect(check() == 1, "mode missing compares an existing golden")
    #expect(try isUntouched(golden))
  }

  @Test func aMissingGoldenFailsInModeNeverAndSaysHowToRecordIt() {
    #expect(check("--record", "never") == 1)
    #expect(!FileManager.default.fileExists(atPath: directory.path("golden")))
    #expect(preview.output.isEmpty)
    #expect(preview.error.hasPrefix("Check failed: "))
    #expect(preview.error.contains("--record missing"))
    #expect(preview.error.contains("COMPOSE_RECORD=missing"))
    #expect(preview.error.split(separator: "\n").count == 1)
  }

  // MARK: A golden file that matches

  @Test(arguments: ["missing", "failed", "never"])
  func aMatchingGoldenPassesAndIsLeftAlone(mode: String) throws {
    try write(golden, Self.plainHeader + body)
    #expect(check("--record", mode) == 0)
    #expect(preview.output == "The output of containment matches \(golden).\n")
    #expect(preview.error.isEmpty)
    #expect(try isUntouched(golden))
  }

  @Test func modeAllRewritesAMatchingGoldenAndTheCheckFails() throws {
    try write(golden, Self.plainHeader + body)
    #expect(check("--record", "all") == 1)
    #expect(try !isUntouched(golden))
    #expect(contents(golden) == Self.plainHeader + body)
    #expect(preview.error == recorded("all"))
    #expect(preview.output.isEmpty)
  }

  // MARK: A golden file that differs

  @Test(arguments: ["missing", "never"])
  func aDifferingGoldenFailsWithALineDiffAndIsLeftAlone(mode: String) throws {
    try write(golden, Self.plainHeader + changed)
    #expect(check("--record", mode) == 1)
    #expect(preview.output.hasPrefix("--- \(golden)\n+++ output of containment\n"))
    #expect(preview.output.contains(Self.diffLines))
    #expect(
      preview.error.hasPrefix("Check failed: the output of containment differs from \(golden)"))
    #expect(try isUntouched(golden))
    #expect(contents(golden) == Self.plainHeader + changed)
  }

  @Test(arguments: ["all", "failed"])
  func aDifferingGoldenIsRewrittenWithItsDiffPrintedAndTheCheckFails(mode: String) throws {
    try write(golden, Self.plainHeader + changed)
    #expect(check("--record", mode) == 1)
    #expect(contents(golden) == Self.plainHeader + body)
    #expect(preview.output.hasPrefix("--- \(golden)\n+++ output of containment\n"))
    #expect(preview.output.contains(Self.diffLines))
    #expect(preview.error == recorded(mode))
    #expect(check("--record", "never") == 0, "the rewritten golden matches")
  }

  // MARK: COMPOSE_RECORD

  @Test func composeRecordSetsTheModeWhenNoOptionIsGiven() throws {
    preview.environment["COMPOSE_RECORD"] = "failed"
    try write(golden, Self.plainHeader + changed)
    #expect(check() == 1)
    #expect(contents(golden) == Self.plainHeader + body)
    #expect(preview.error == recorded("failed"))
    preview.environment["COMPOSE_RECORD"] = "never"
    try FileManager.default.removeItem(atPath: golden)
    #expect(check() == 1)
    #expect(contents(golden) == nil)
  }

  @Test func theRecordOptionOverridesComposeRecord() throws {
    preview.environment["COMPOSE_RECORD"] = "never"
    #expect(check("--record", "missing") == 1)
    #expect(contents(golden) == Self.plainHeader + body)
    preview.environment["COMPOSE_RECORD"] = "all"
    try write(golden, Self.plainHeader + changed)
    #expect(check("--record", "never") == 1)
    #expect(preview.output.contains(Self.diffLines))
    #expect(try isUntouched(golden))
  }

  @Test func anUnknownComposeRecordValueExits64UnlessTheOptionIsGiven() {
    preview.environment["COMPOSE_RECORD"] = "sometimes"
    #expect(check() == 64)
    let resolved = GoldenRecordMode.resolve(explicit: nil, environment: preview.environment)
    guard case .failure(let failure) = resolved else {
      Issue.record("COMPOSE_RECORD=sometimes resolved to \(resolved)")
      return
    }
    #expect(preview.error == "Error: \(failure.description)\n")
    #expect(preview.error.contains("COMPOSE_RECORD=sometimes"))
    #expect(preview.output.isEmpty)
    #expect(contents(golden) == nil)
    #expect(check("--record", "missing") == 1, "the option wins; the variable is not read")
    #expect(contents(golden) == Self.plainHeader + body)
    preview.environment["COMPOSE_RECORD"] = ""
    #expect(check() == 0, "an empty value is no value: mode missing compares")
    #expect(preview.output == "The output of containment matches \(golden).\n")
  }

  // MARK: CI

  @Test(arguments: ["all", "missing", "failed"])
  func underCINothingIsWrittenSoAMissingGoldenFails(mode: String) {
    preview.environment["CI"] = "true"
    #expect(check("--record", mode) == 1)
    #expect(!FileManager.default.fileExists(atPath: directory.path("golden")))
    #expect(preview.error.hasPrefix("Check failed: "))
    #expect(preview.error.contains("CI"))
    preview.environment["COMPOSE_RECORD"] = mode
    #expect(check() == 1)
    #expect(!FileManager.default.fileExists(atPath: directory.path("golden")))
  }

  @Test func underCIAGoldenIsComparedAndNeverRewritten() throws {
    preview.environment["CI"] = "1"
    try write(golden, Self.plainHeader + body)
    #expect(check("--record", "all") == 0)
    #expect(preview.output == "The output of containment matches \(golden).\n")
    #expect(try isUntouched(golden))
    try write(golden, Self.plainHeader + changed)
    #expect(check("--record", "failed") == 1)
    #expect(preview.output.contains(Self.diffLines))
    #expect(preview.error.hasPrefix("Check failed: the output of containment differs"))
    #expect(try isUntouched(golden))
  }

  @Test func anEmptyCIIsNotCI() {
    preview.environment["CI"] = ""
    #expect(check() == 1)
    #expect(contents(golden) == Self.plainHeader + body)
  }

  // MARK: The header's options

  @Test func theGoldensOptionsApplyWhenTheCommandLineGivesNone() throws {
    #expect(check("--full") == 1)
    #expect(contents(golden) == Self.fullHeader + fullBody)
    #expect(check() == 0, "full=true from the header")
    #expect(preview.output == "The output of containment matches \(golden).\n")
    #expect(check("--full", "--format", "text") == 0)
    let json = directory.path("json/containment.json.txt")
    #expect(preview.run("check", "containment", "--golden", json, "--format", "json") == 1)
    let header = try #require(contents(json)?.prefix { $0 != "\n" })
    #expect(header == "# compose golden 1: format=json full=false")
    #expect(preview.run("check", "containment", "--golden", json) == 0, "format=json adopted")
  }

  @Test func explicitOptionsThatContradictTheGoldenFailWithBothOptionSets() throws {
    try write(golden, Self.fullHeader + fullBody)
    #expect(check("--format", "json") == 1)
    #expect(preview.output.isEmpty)
    #expect(preview.error.hasPrefix("Check failed: "))
    #expect(preview.error.contains("format=text full=true"), "the golden's")
    #expect(preview.error.contains("format=json full=true"), "this check's")
    #expect(preview.error.split(separator: "\n").count == 1)
    #expect(try isUntouched(golden))

    try write(golden, Self.plainHeader + body)
    #expect(check("--full") == 1)
    #expect(preview.error.contains("format=text full=false"))
    #expect(preview.error.contains("format=text full=true"))
    #expect(try isUntouched(golden))
    #expect(check("--full", "--record", "failed") == 1, "mode failed rewrites it")
    #expect(contents(golden) == Self.fullHeader + fullBody)
    #expect(preview.error == recorded("failed"))
  }

  @Test func aGoldenWithoutAHeaderDiffersInOptionsUntilItIsRecordedAgain() throws {
    try write(golden, body)
    #expect(check() == 1)
    #expect(preview.error.hasPrefix("Check failed: "))
    #expect(preview.error.contains("format=text full=false"), "the command line's options")
    #expect(preview.error.split(separator: "\n").count == 1)
    #expect(try isUntouched(golden))
    #expect(check("--record", "never") == 1)
    #expect(check("--record", "failed") == 1)
    #expect(contents(golden) == Self.plainHeader + body)
    #expect(preview.error == recorded("failed"))
    #expect(check() == 0)
  }

  // MARK: Usage and input errors

  @Test func aBareRecordOrAnUnknownModeIsAUsageError() {
    #expect(check("--record") == 64)
    #expect(preview.error.hasPrefix("Error: Missing value for '--record <mode>'"))
    #expect(preview.error.contains("\nSee 'compose-preview check --help'"))
    #expect(preview.run("check", "containment", "--record", "--golden", golden) == 64)
    #expect(check("--record", "sometimes") == 64)
    #expect(
      preview.error.hasPrefix("Error: The value 'sometimes' is invalid for '--record <mode>'"))
    for mode in ["all", "missing", "failed", "never"] {
      #expect(preview.error.contains("'\(mode)'"))
    }
    #expect(!FileManager.default.fileExists(atPath: directory.path("golden")))
  }

  @Test func aGoldenThatCannotBeReadIsBadInput() throws {
    try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
    #expect(check() == 64)
    #expect(preview.error == "Error: \(golden): is a directory\n")
  }

  @Test func theHelpNamesTheModesAndTheVariables() {
    #expect(preview.run("check", "--help") == 0)
    #expect(preview.output.contains("[--record <mode>]"))
    for word in ["all", "missing", "failed", "never", "COMPOSE_RECORD", "CI"] {
      #expect(preview.output.contains(word))
    }
  }
}
