/// Where each row before a batch update is after it, checked against the counts before and after.
struct ListBatchMapping {
  /// The new section of each old section, `nil` when deleted.
  private var sectionTargets: [Int?]
  private var reloadedSections: Set<Int> = []
  private var endedRows: Set<ListIndexPath> = []
  private var movedRows: [ListIndexPath: ListIndexPath] = [:]
  private var reconfiguredRows: Set<ListIndexPath> = []
  /// Row shifts of the old sections that have row changes.
  private var rowShifts: [Int: IndexShift] = [:]

  /// Where the row at `old` goes: `nil` when it is deleted or reloaded (its cell ends display),
  /// otherwise its new index path and whether it is to be reconfigured.
  func target(of old: ListIndexPath) -> (indexPath: ListIndexPath, reconfigure: Bool)? {
    guard let section = sectionTargets[old.section], !reloadedSections.contains(old.section),
      !endedRows.contains(old)
    else { return nil }
    let reconfigure = reconfiguredRows.contains(old)
    if let moved = movedRows[old] { return (moved, reconfigure) }
    let row = rowShifts[old.section]?.map(old.row) ?? old.row
    return (ListIndexPath(row: row, section: section), reconfigure)
  }

  /// Checks `batch` against the layouts before and after it.
  ///
  /// - Returns: The mapping, or why the batch is invalid.
  static func make(_ batch: ListBatch, old: ListLayout, new: ListLayout) -> Result<
    ListBatchMapping, BatchError
  > {
    do {
      return .success(try ListBatchMapping(batch, old: old, new: new))
    } catch {
      return .failure(error)
    }
  }

  struct BatchError: Error {
    var reason: String
  }

  private init(_ batch: ListBatch, old: ListLayout, new: ListLayout) throws(BatchError) {
    // Sections.
    let oldSections = 0..<old.sectionCount
    let newSections = 0..<new.sectionCount
    let movedFrom = batch.movedSections.map(\.from)
    let movedTo = batch.movedSections.map(\.to)
    let removedSections = try Self.unique(
      batch.deletedSections + movedFrom, in: oldSections, "deleted or moved section")
    _ = try Self.unique(
      batch.reloadedSections + removedSections.sorted(), in: oldSections, "reloaded section")
    let insertedSections = try Self.unique(
      batch.insertedSections + movedTo, in: newSections, "inserted or moved-to section")
    let expected = old.sectionCount - removedSections.count + insertedSections.count
    guard expected == new.sectionCount else {
      throw BatchError(
        reason: "\(old.sectionCount) sections - \(removedSections.count) + "
          + "\(insertedSections.count) is \(expected), but the data source has \(new.sectionCount)")
    }
    let sectionShift = IndexShift(
      removed: Array(removedSections), inserted: Array(insertedSections))
    let movedSectionTargets = Dictionary(
      batch.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    let deleted = Set(batch.deletedSections)
    sectionTargets = oldSections.map { section in
      if deleted.contains(section) { return nil }
      return movedSectionTargets[section] ?? sectionShift.map(section)
    }
    reloadedSections = Set(batch.reloadedSections)
    // Rows: removals name old rows in kept sections, insertions new rows in carried sections.
    let carriedNewSections = Set(
      sectionTargets.enumerated().compactMap { old, new in
        new != nil && !reloadedSections.contains(old) ? new : nil
      })
    let movedRowsFrom = batch.movedRows.map(\.from)
    var removedBySection: [Int: [Int]] = [:]
    var seen = Set<ListIndexPath>()
    for indexPath in batch.deletedRows + movedRowsFrom + batch.reloadedRows {
      guard old.contains(indexPath), sectionTargets[indexPath.section] != nil,
        !reloadedSections.contains(indexPath.section)
      else {
        throw BatchError(
          reason: "row \(indexPath) is not a row of a kept section before the update")
      }
      guard seen.insert(indexPath).inserted else {
        throw BatchError(reason: "row \(indexPath) is deleted, moved or reloaded twice")
      }
    }
    for indexPath in batch.deletedRows + movedRowsFrom {
      removedBySection[indexPath.section, default: []].append(indexPath.row)
    }
    var insertedBySection: [Int: [Int]] = [:]
    var seenNew = Set<ListIndexPath>()
    for indexPath in batch.insertedRows + batch.movedRows.map(\.to) {
      guard new.contains(indexPath), carriedNewSections.contains(indexPath.section) else {
        throw BatchError(
          reason: "row \(indexPath) is not a row of a kept section after the update")
      }
      guard seenNew.insert(indexPath).inserted else {
        throw BatchError(reason: "row \(indexPath) is inserted or moved to twice")
      }
      insertedBySection[indexPath.section, default: []].append(indexPath.row)
    }
    for indexPath in batch.reconfiguredRows where !old.contains(indexPath) {
      throw BatchError(reason: "reconfigured row \(indexPath) is not a row before the update")
    }
    for (oldSection, target) in sectionTargets.enumerated() {
      guard let target, !reloadedSections.contains(oldSection) else { continue }
      let removed = removedBySection[oldSection] ?? []
      let inserted = insertedBySection[target] ?? []
      let expectedRows = old.rowCount(inSection: oldSection) - removed.count + inserted.count
      guard expectedRows == new.rowCount(inSection: target) else {
        throw BatchError(
          reason: "section \(oldSection) had \(old.rowCount(inSection: oldSection)) rows, "
            + "- \(removed.count) + \(inserted.count) is \(expectedRows), but the data source "
            + "has \(new.rowCount(inSection: target)) in section \(target)")
      }
      if !removed.isEmpty || !inserted.isEmpty {
        rowShifts[oldSection] = IndexShift(removed: removed, inserted: inserted)
      }
    }
    endedRows = Set(batch.deletedRows + batch.reloadedRows)
    movedRows = Dictionary(
      batch.movedRows.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    reconfiguredRows = Set(batch.reconfiguredRows)
  }

  /// `values` as a set, checking each is in `range` and appears once.
  private static func unique(
    _ values: [Int], in range: Range<Int>, _ what: String
  ) throws(BatchError) -> Set<Int> {
    var result = Set<Int>()
    for value in values {
      guard range.contains(value) else {
        throw BatchError(reason: "\(what) \(value) is out of range 0..<\(range.upperBound)")
      }
      guard result.insert(value).inserted else {
        throw BatchError(reason: "\(what) \(value) is named twice")
      }
    }
    return result
  }
}
