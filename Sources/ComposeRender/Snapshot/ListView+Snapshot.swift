import Compose

extension ListView: ViewSnapshotContributing {
  /// Shows the list's facts on its line (`list vertical  offset 44  cells created 4  pooled 1`),
  /// then a `rows` section with one `row` entry per displayed cell, in row order: the index path,
  /// the cell (`cell #2 "film"`: its per-list instance number and reuse identifier, so a recycled
  /// cell shows the same number on another row), `selected` when the row is selected (only then,
  /// so the rows of a list without a selection print as before), the cell's own attributes when
  /// it adopts ``ViewSnapshotContributing``, and, under the row, the component a
  /// ``Compose/HostingCell`` hosts.
  ///
  /// - Parameter contribution: Where to add the facts and rows.
  public func contribute(to contribution: inout SnapshotContribution) {
    contribution.addAttribute("list", axis.rawValue)
    contribution.addAttribute("offset", ValueFormat.number(contentOffset))
    contribution.addAttribute("cells created", String(numberOfCellsCreated))
    contribution.addAttribute("pooled", String(pooledCellCounts.values.reduce(0, +)))
    var total = 0
    for section in 0..<numberOfSections { total += numberOfRows(inSection: section) }
    let cells = visibleCells
    let visible: String
    if let first = cells.first.flatMap(indexPath(for:)),
      let last = cells.last.flatMap(indexPath(for:))
    {
      visible = first == last ? "\(first) of \(total)" : "\(first)…\(last) of \(total)"
    } else {
      visible = "none of \(total)"
    }
    contribution.addSection(
      TreeSnapshot.Section(kind: "rows", attributes: [TreeSnapshot.Attribute("visible", visible)]))
    for cell in cells {
      var attributes = [
        TreeSnapshot.Attribute("indexPath", indexPath(for: cell).map { "\($0)" } ?? "none"),
        TreeSnapshot.Attribute(
          "cell", "#\(cell.traceReference.number) \"\(cell.reuseIdentifier)\""),
      ]
      if cell.isSelected { attributes.append(TreeSnapshot.Attribute("selected", "")) }
      if let described = cell as? any ViewSnapshotContributing {
        var own = SnapshotContribution()
        described.contribute(to: &own)
        attributes += own.attributes
      }
      contribution.addEntry(
        TreeSnapshot.Entry(kind: "row", attributes: attributes),
        hosting: (cell as? HostingCell)?.hostedComponent)
    }
  }
}
