import Compose
import ComposeTestFixtures

/// The section batch world's data source and delegate: sections of rows with per-row heights, each
/// row showing `id:version` in a ``TextCell``; it records the rows displayed and ended, the
/// preload range entered and exited, and any cell displayed with stale content.
final class SectionBatchSource: ListDataSource, ListRowHeightDelegate {
  struct Row: Equatable {
    var id: Int
    var version: Int
    var text: String { "\(id):\(version)" }
  }

  struct Section {
    var id: Int
    var rows: [Row]
  }

  var sections: [Section] = []
  var heights: [Int: Double] = [:]
  var enters = 0
  var exits = 0
  var displayProblems: [String] = []
  var displayedIDs: [Int] = []
  var endedIDs: [Int] = []

  func numberOfSections(in listView: ListView) -> Int { sections.count }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: "t", for: indexPath)
    (cell as? TextCell)?.text = sections[indexPath.section].rows[indexPath.row].text
    return cell
  }

  func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double {
    heights[sections[indexPath.section].rows[indexPath.row].id] ?? 10
  }

  func listView(
    _ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    let row = sections[indexPath.section].rows[indexPath.row]
    displayedIDs.append(row.id)
    if (cell as? TextCell)?.text != row.text {
      displayProblems.append(
        "willDisplay \(indexPath) cell \((cell as? TextCell)?.text ?? "?") != \(row.text)")
    }
  }

  func listView(
    _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    if let id = Self.rowID(of: cell) { endedIDs.append(id) }
  }

  func listView(_ listView: ListView, willEnterPreloadRangeAt indexPath: ListIndexPath) {
    enters += 1
  }

  func listView(_ listView: ListView, didExitPreloadRangeAt indexPath: ListIndexPath) {
    exits += 1
  }

  /// The id of the row a cell shows (its text is `id:version`).
  static func rowID(of cell: ListCell) -> Int? {
    guard let text = (cell as? TextCell)?.text else { return nil }
    return text.split(separator: ":").first.flatMap { Int($0) }
  }
}
