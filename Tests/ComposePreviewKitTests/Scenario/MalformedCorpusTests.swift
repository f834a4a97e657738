import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// Every malformed scenario file of `Tests/ComposePreviewKitTests/Scenario/Malformed` (listed with its expected
/// location and message in the README there) is refused by `compose-preview run`: exit 64,
/// nothing on standard output, exactly one line on standard error naming where and why (contract
/// §7: nothing is half-run).
@Suite struct MalformedCorpusTests {
  @Test func theManifestListsEveryFileAndEveryFileExists() {
    let committed = MalformedCorpus.entries.filter { !$0.isGenerated }.map(\.file)
    #expect(committed.sorted() == MalformedCorpus.committedFiles)
    #expect(committed.count >= 30)
    let generated = MalformedCorpus.entries.filter(\.isGenerated).map(\.file)
    #expect(generated.sorted() == MalformedCorpus.generated.keys.sorted())
  }

  @Test(arguments: MalformedCorpus.entries)
  func eachFileExits64WithOneLocatedLine(entry: MalformedCorpus.Entry) throws {
    let bytes = try #require(MalformedCorpus.bytes(of: entry))
    let preview = PreviewHarness()
    let path = "Malformed/\(entry.file)"
    preview.files[path] = bytes
    #expect(preview.run("run", path) == 64)
    #expect(preview.output.isEmpty, "nothing half-run")
    #expect(preview.error.hasSuffix("\n"))
    let lines = preview.error.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2, "one line: \(preview.error.prefix(500))")
    #expect(!preview.error.dropLast().contains { $0.isNewline }, "no line separator either")
    let line = String(lines[0])
    #expect(line.hasPrefix(entry.expectedPrefix(path: path)), "\(line.prefix(300))")
    #expect(line.contains(entry.message), "\(line.prefix(300))")
    #expect(line.count < 400, "a short line")
  }

  @Test func checkAndJSONOutputRefuseTheFileWithTheSameLineAndWriteNothing() throws {
    for entry in MalformedCorpus.entries where !entry.isGenerated {
      let preview = PreviewHarness()
      let path = "Malformed/\(entry.file)"
      let bytes = try #require(MalformedCorpus.bytes(of: entry))
      preview.files[path] = bytes
      preview.run("run", path)
      let line = preview.error
      #expect(preview.run("run", path, "--format", "json") == 64)
      #expect(preview.error == line && preview.output.isEmpty)
      #expect(preview.run("check", path, "--golden", "golden.txt", "--record", "all") == 64)
      #expect(preview.error == line && preview.output.isEmpty)
      #expect(preview.files["golden.txt"] == nil, "no golden file recorded from \(entry.file)")
    }
  }

  @Test func aUTF8ByteOrderMarkBeforeValidJSONIsAccepted() throws {
    let valid =
      "{\"components\": [{\"name\": \"a\"}], \"steps\": [{\"action\": \"set-root\", \"component\": \"a\"}]}"
    let scenario = try Scenario.decode(json: [0xEF, 0xBB, 0xBF] + Array(valid.utf8))
    #expect(scenario.steps.count == 1)
  }

  @Test func theBudgetStillAdmitsTheLargestFilesItDocuments() throws {
    // One list of a million rows, and lists nested three deep showing three rows each (8 alive
    // a level: 1 + 8 × (1 + 8 × 9) = 585 components).
    let flat =
      "{\"components\": [{\"name\": \"l\", \"kind\": \"list\", \"rows\": 1000000}], \"steps\": []}"
    #expect(throws: Never.self) { try Scenario.decode(json: Array(flat.utf8)) }
    let row =
      "{\"kind\": \"list\", \"rows\": 30, \"row\": {\"kind\": \"list\", \"rows\": 30}}"
    let nested =
      "{\"components\": [{\"name\": \"l\", \"kind\": \"list\", \"rows\": 30, \"row\": \(row)}], \"steps\": []}"
    #expect(throws: Never.self) { try Scenario.decode(json: Array(nested.utf8)) }
    // A tree of 1,000 components and 7 steps: their work is metered as they run.
    let steps = Array(repeating: "{\"action\": \"run-until-idle\"}", count: 7).joined(
      separator: ", ")
    let containerOf999 = (0..<999).map { "{\"name\": \"c\($0)\"}" }.joined(separator: ", ")
    let busy =
      "{\"components\": [{\"name\": \"r\", \"kind\": \"container\", \"children\": [\(containerOf999)]}], \"steps\": [\(steps)]}"
    #expect(throws: Never.self) { try Scenario.decode(json: Array(busy.utf8)) }
  }
}
