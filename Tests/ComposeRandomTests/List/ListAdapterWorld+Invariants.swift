import Compose
import ComposeTestFixtures

extension ListAdapterWorld {
  /// After every step: the list scrolled where asked (clamped), showing exactly the rows its
  /// viewport covers; each displayed row hosting its own item's component (with its content,
  /// unless identifiers repeat), once, as a child of the root placed in the cell, appeared exactly
  /// when the root is; no more components than cells, the cache within its limit; the cell
  /// invariants, display pairing and auditor clean.
  var windowsUnderTest: [Window] { [window] }

  func violation() -> String? {
    var problems: [String] = []
    let length = list.frame.size.height
    let content = Double(adapter.items.count) * Self.rowHeight
    offset = min(max(offset, 0), max(0, content - length))
    if list.contentOffset != offset { problems.append("offset \(list.contentOffset) != \(offset)") }
    let expected = Self.visibleRows(
      count: adapter.items.count, height: Self.rowHeight, offset: offset, length: length)
    let rows = list.indexPathsForVisibleRows.map(\.row)
    if rows != expected { problems.append("rows \(rows) != \(expected)") }
    problems += hostingProblems()
    // The root's children: the holder and the displayed rows' components, but for a row whose
    // component user code adopted while it was displayed (it stays so until the row ends
    // display, then the item gets a new component).
    let adoptedShown = list.visibleCells.filter(isGivenUp)
    if root.children.count != list.visibleCells.count - adoptedShown.count + 1 {
      problems.append(
        "root has \(root.children.count) children for \(list.visibleCells.count) cells")
    }
    // What user code adopted stays where it put it, with the item it had (contract §6).
    if holder.children.count != adopted.count
      || zip(holder.children, adopted).contains(where: { $0 !== $1 })
    {
      problems.append("the holder lost or gained adopted components")
    }
    for component in adopted where component.view.superview !== holder.view {
      problems.append("\(component.traceName) was taken out of the holder's view")
    }
    if adapter.cachedComponentCount > Self.cacheLimit {
      problems.append("cache \(adapter.cachedComponentCount)")
    }
    problems += CellInvariants.problems(in: list)
    problems += pairing.problems
    auditor.checkpoint()
    problems += auditor.findings.map { "auditor: \($0.description)" }
    guard let first = problems.first else { return nil }
    return problems.count == 1 ? first : "\(first) (and \(problems.count - 1) more)"
  }

  /// Whether `cell` still shows a row whose component user code adopted: it hosts nothing of
  /// the root's (the adopted component, or nothing once user code released it).
  func isGivenUp(_ cell: ListCell) -> Bool {
    guard let row = cell.indexPath?.row, row < adapter.items.count,
      givenUp.contains(where: { $0.cell === cell && $0.itemID == adapter.items[row].id })
    else { return false }
    return (cell as? HostingCell)?.hostedComponent?.parent !== root
  }

  /// The rows a viewport of `length` at `offset` covers, rows of `height`.
  static func visibleRows(count: Int, height: Double, offset: Double, length: Double) -> [Int] {
    guard count > 0, length > 0 else { return [] }
    return (0..<count).filter {
      Double($0) * height < offset + length && Double($0 + 1) * height > offset
    }
  }

  private func hostingProblems() -> [String] {
    var problems: [String] = []
    var seen = Set<ObjectIdentifier>()
    for cell in list.visibleCells {
      guard let row = cell.indexPath?.row, let hosting = cell as? HostingCell else {
        problems.append("cell without row or not hosting")
        continue
      }
      if isGivenUp(cell) { continue }  // user code's now, until the row ends display
      guard let probe = hosting.hostedComponent as? ItemProbe else {
        problems.append("row \(row) hosts nothing")
        continue
      }
      if row < adapter.items.count, probe.item.id != adapter.items[row].id {
        problems.append("row \(row) hosts item \(probe.item.id), expected \(adapter.items[row].id)")
      }
      if checksContent, row < adapter.items.count, probe.item.text != adapter.items[row].text {
        problems.append(
          "row \(row) content \(probe.item.text), expected \(adapter.items[row].text)")
      }
      if !seen.insert(ObjectIdentifier(probe)).inserted {
        problems.append("\(probe.traceName) hosted twice")
      }
      if probe.parent !== root { problems.append("\(probe.traceName) not a child of root") }
      if probe.viewIfLoaded?.superview !== hosting.contentView {
        problems.append("\(probe.traceName) view not in its cell")
      }
      if probe.appearanceState != root.appearanceState {
        problems.append(
          "\(probe.traceName) \(probe.appearanceState) vs root \(root.appearanceState)")
      }
    }
    return problems
  }
}
