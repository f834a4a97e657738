import Foundation
import Testing

/// The malformed scenario files of `Tests/ComposePreviewKitTests/Scenario/Malformed`: the committed ones, the
/// generated ones (the same bytes `generate.sh` writes) and the manifest in its `README.md`.
nonisolated enum MalformedCorpus {
  /// A manifest row: a file, where its error is and a part of the message.
  struct Entry: Sendable, CustomTestStringConvertible {
    var file: String
    /// `3:18`, a key path such as `steps[2].child`, or `(file)` for the file as a whole.
    var location: String
    var message: String
    var isGenerated: Bool

    var testDescription: String { file }

    /// The start of the one line `compose-preview run <path>` must print.
    func expectedPrefix(path: String) -> String {
      if location == "(file)" { return "Error: \(path): " }
      if location.wholeMatch(of: /\d+:\d+/) != nil { return "Error: \(path):\(location): " }
      return "Error: \(path): \(location): "
    }
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenario/Malformed")

  /// Every row of the README's tables, committed files first.
  nonisolated static let entries: [Entry] = {
    guard
      let text = try? String(
        contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
    else { return [] }
    var entries: [Entry] = []
    var generated = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## Generated") { generated = true }
      guard line.hasPrefix("| `") else { continue }
      let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ").map {
        String($0.dropFirst().dropLast())
      }
      guard cells.count == 3 else { continue }
      entries.append(
        Entry(file: cells[0], location: cells[1], message: cells[2], isGenerated: generated))
    }
    return entries
  }()

  /// The bytes of a corpus file: read from disk, or generated.
  static func bytes(of entry: Entry) -> [UInt8]? {
    if entry.isGenerated { return generated[entry.file].map { Array($0.utf8) } }
    return (try? Data(contentsOf: directory.appendingPathComponent(entry.file))).map { [UInt8]($0) }
  }

  /// The `.json` files committed in the directory.
  static var committedFiles: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  /// What `generate.sh` writes, by file name.
  static let generated: [String: String] = {
    func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }
    let children = (1...10_000).map { ", {\"name\": \"c\($0)\"}" }.joined()
    let items = (1...10_000).map { ", \($0)" }.joined()
    return [
      "deep-nesting-100000.json": repeated("[", 100_000),
      "larger-than-1-mib.json": "{\"description\": \"" + repeated("x", 1_100_000)
        + "\", \"components\": [{\"name\": \"a\"}], \"steps\": []}",
      "million-steps.json": "{\"components\": [{\"name\": \"a\"}], \"steps\": ["
        + repeated("{\"action\": \"run-until-idle\"}, ", 999_999)
        + "{\"action\": \"run-until-idle\"}]}",
      "error-at-the-end-of-1-mb.json": "{\"description\": \"" + repeated("x", 1_000_000)
        + "\", \"components\": [{\"name\": \"a\"}], \"steps\": [}",
      "long-action-name.json": "{\"components\": [{\"name\": \"a\"}], \"steps\": [{\"action\": \""
        + repeated("shove", 100_000) + "\"}]}",
      "too-many-components.json":
        "{\"components\": [{\"name\": \"root\", \"kind\": \"container\", \"children\": "
        + "[{\"name\": \"c0\"}" + children + "]}], \"steps\": []}",
      "apply-too-many-items.json":
        "{\"components\": [{\"name\": \"feed\", \"kind\": \"list\", \"rows\": 3}], \"steps\": "
        + "[{\"action\": \"apply\", \"list\": \"feed\", \"items\": [0" + items + "]}]}",
    ]
  }()
}
