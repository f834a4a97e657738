import Compose
import ComposeTestFixtures

extension SectionBatchWorld {
  /// After every step: no diagnostic; the list scrolled where asked (clamped to the content),
  /// showing exactly the rows its viewport covers and preloading exactly its preload range around
  /// them (entries minus exits equal to the range); each displayed cell showing its row's current
  /// content at the row's place and extent; the cells the last batch had to keep kept, with no
  /// display events for them; cells displayed with fresh content; cell invariants, display pairing
  /// and auditor clean.
  var windowsUnderTest: [Window] { [window] }

  func violation() -> String? {
    var problems: [String] = []
    if !log.diagnostics.isEmpty {
      problems.append("diagnostics \(log.diagnostics.map { "\($0.code): \($0.message)" })")
    }
    var starts: [Double] = []
    var heights: [Double] = []
    var indexPaths: [ListIndexPath] = []
    var position = 0.0
    for (si, section) in source.sections.enumerated() {
      for (ri, row) in section.rows.enumerated() {
        starts.append(position)
        let height = source.heights[row.id] ?? 10
        heights.append(height)
        position += height
        indexPaths.append(ListIndexPath(row: ri, section: si))
      }
    }
    offset = min(max(offset, 0), max(0, position - length))
    if list.contentOffset != offset { problems.append("offset \(list.contentOffset) != \(offset)") }
    let visible =
      length > 0
      ? indexPaths.indices.filter {
        starts[$0] < offset + length && starts[$0] + heights[$0] > offset
      } : []
    let expected = visible.map { indexPaths[$0] }
    if list.indexPathsForVisibleRows != expected {
      problems.append("visible \(list.indexPathsForVisibleRows) != \(expected)")
    }
    let preload = max(0, list.preloadRowCount)
    let expectedPreload =
      visible.isEmpty
      ? []
      : Array(
        indexPaths[
          max(0, visible.first! - preload)...min(indexPaths.count - 1, visible.last! + preload)])
    if list.indexPathsInPreloadRange != expectedPreload {
      problems.append("preload \(list.indexPathsInPreloadRange) != \(expectedPreload)")
    }
    if source.enters - source.exits != list.indexPathsInPreloadRange.count {
      problems.append(
        "enters \(source.enters) - exits \(source.exits) != "
          + "\(list.indexPathsInPreloadRange.count)")
    }
    problems += cellProblems(starts: starts, heights: heights, indexPaths: indexPaths)
    problems += source.displayProblems
    problems += CellInvariants.problems(in: list)
    problems += pairing.problems
    auditor.checkpoint()
    problems += auditor.findings.map { "auditor: \($0.description)" }
    guard let first = problems.first else { return nil }
    return problems.count == 1 ? first : "\(first) (and \(problems.count - 1) more)"
  }

  private func cellProblems(
    starts: [Double], heights: [Double], indexPaths: [ListIndexPath]
  ) -> [String] {
    var problems: [String] = []
    for cell in list.visibleCells {
      guard let indexPath = cell.indexPath else { continue }
      let want = source.sections[indexPath.section].rows[indexPath.row]
      let text = (cell as? TextCell)?.text ?? "?"
      if text != want.text {
        problems.append("cell at \(indexPath) shows \(text), data \(want.text)")
      }
      if let kept = keptCells[want.id], kept != ObjectIdentifier(cell) {
        problems.append("row \(want.id) changed cell")
      }
      let extent =
        horizontal
        ? (cell.frame.origin.x, cell.frame.size.width)
        : (cell.frame.origin.y, cell.frame.size.height)
      if let index = indexPaths.firstIndex(of: indexPath),
        extent.0 != starts[index] || extent.1 != heights[index]
      {
        problems.append("frame of \(indexPath) \(cell.frame)")
      }
    }
    let displayedKept = Set(keptCells.keys).filter { id in
      list.visibleCells.contains { SectionBatchSource.rowID(of: $0) == id }
    }
    let churn = Set(source.displayedIDs + source.endedIDs).intersection(displayedKept)
    if !churn.isEmpty { problems.append("display events for kept rows \(churn)") }
    return problems
  }
}
