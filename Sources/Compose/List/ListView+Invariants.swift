extension ListView {
  /// Appends the violations of this list's invariants (``InvariantViolation/Rule/displayedRun``,
  /// ``InvariantViolation/Rule/reusePool``), and of its data source's when that is a
  /// ``ListHostingAdapter``. Nothing is checked while one of the list's passes runs (its run is
  /// being rebuilt).
  ///
  /// - Complexity: O(displayed + pooled cells), plus the adapter's check.
  final func checkListInvariants(into violations: inout [InvariantViolation]) {
    guard !isInPass else { return }
    checkDisplayedRun(into: &violations)
    checkReusePools(into: &violations)
    if let adapter = dataSource as? any ListAdapterInvariants {
      adapter.checkAdapterInvariants(of: self, into: &violations)
    }
  }

  /// The displayed cells are one run of rows `displayedStart..<displayedStart + count` inside
  /// the data, each showing the index path of its row.
  private func checkDisplayedRun(into violations: inout [InvariantViolation]) {
    guard !displayed.isEmpty else { return }
    let rows = layout.rowCount
    guard displayedStart >= 0, displayedStart + displayed.count <= rows else {
      violations.append(
        violation(
          .displayedRun,
          "rows \(displayedStart)..<\(displayedStart + displayed.count) are displayed in a list "
            + "of \(rows) rows"))
      return
    }
    for (offset, cell) in displayed.enumerated() {
      let expected = layout.indexPath(ofGlobal: displayedStart + offset)
      guard cell.indexPath != expected else { continue }
      let shown = cell.indexPath.map(String.init(describing:)) ?? "no row"
      violations.append(
        violation(
          .displayedRun, "\(cell.reference) is displayed at row \(expected) but shows \(shown)"))
    }
  }

  /// Displayed cells are not pooled; pooled cells are marked pooled, show no row, sit in the
  /// pool of their identifier, and no cell is displayed or pooled twice.
  private func checkReusePools(into violations: inout [InvariantViolation]) {
    var seen = Set<ObjectIdentifier>()
    for cell in displayed {
      if !seen.insert(ObjectIdentifier(cell)).inserted {
        violations.append(violation(.reusePool, "\(cell.reference) is displayed twice"))
      }
      if cell.isPooled {
        violations.append(
          violation(.reusePool, "\(cell.reference) is displayed and marked as pooled"))
      }
    }
    for (identifier, pool) in reusePools {
      for cell in pool {
        if !seen.insert(ObjectIdentifier(cell)).inserted {
          violations.append(
            violation(.reusePool, "\(cell.reference) is pooled twice, or pooled and displayed"))
        }
        if !cell.isPooled || cell.indexPath != nil || cell.reuseIdentifier != identifier {
          violations.append(
            violation(
              .reusePool,
              "\(cell.reference) in the pool \"\(identifier)\" is "
                + (cell.indexPath != nil
                  ? "showing a row" : cell.isPooled ? "of another identifier" : "not marked pooled")
            ))
        }
      }
    }
  }
}

/// A list data source whose own tables the list's invariant check also checks
/// (``ListHostingAdapter``).
@MainActor
protocol ListAdapterInvariants {
  /// Appends the violations of the adapter's invariants, as the data source of `list`.
  func checkAdapterInvariants(of list: ListView, into violations: inout [InvariantViolation])
}
