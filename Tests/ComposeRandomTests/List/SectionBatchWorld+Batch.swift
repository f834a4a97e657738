import Compose

extension SectionBatchWorld {
  /// One `performBatchUpdates` from the current data to `shapes`: section deletions, insertions
  /// and moves from the keyed diff of section ids; rows deleted, inserted and moved (within a kept
  /// section by the keyed diff, between sections as moves); the requested reloads and
  /// reconfigurations where UIKit allows them. Rows keep their content version, bumped by a reload
  /// or reconfiguration. The cells of displayed rows that survive without a reload must stay.
  func batch(
    to shapes: [SectionBatchStep.SectionShape], reloadRows: Set<Int>, reconfigureRows: Set<Int>,
    reloadSections: Set<Int>
  ) {
    let old = source.sections
    var versions: [Int: Int] = [:]
    for section in old { for row in section.rows { versions[row.id] = row.version } }
    var new = shapes.map { shape in
      for row in shape.rows { source.heights[row.id] = row.height }
      return SectionBatchSource.Section(
        id: shape.id, rows: shape.rows.map { .init(id: $0.id, version: versions[$0.id] ?? 0) })
    }
    let sectionDiff = Changeset(from: old.map(\.id), to: new.map(\.id))
    var oldSectionOf: [Int: Int] = [:]
    for (index, section) in old.enumerated() { oldSectionOf[section.id] = index }
    var newSectionOf: [Int: Int] = [:]
    for (index, section) in new.enumerated() { newSectionOf[section.id] = index }
    var oldLoc: [Int: ListIndexPath] = [:]
    for (si, section) in old.enumerated() {
      for (ri, row) in section.rows.enumerated() {
        oldLoc[row.id] = ListIndexPath(row: ri, section: si)
      }
    }
    var newLoc: [Int: ListIndexPath] = [:]
    for (si, section) in new.enumerated() {
      for (ri, row) in section.rows.enumerated() {
        newLoc[row.id] = ListIndexPath(row: ri, section: si)
      }
    }
    /// The new index of a kept old section; whether a new section was carried over.
    func keptOld(_ section: Int) -> Int? { newSectionOf[old[section].id] }
    func carriedNew(_ section: Int) -> Bool { oldSectionOf[new[section].id] != nil }
    var deletes: [ListIndexPath] = []
    var inserts: [ListIndexPath] = []
    var moves: [(ListIndexPath, ListIndexPath)] = []
    var touched = Set<Int>()  // old sections with row operations
    var touchedNew = Set<Int>()
    for (si, section) in old.enumerated() {
      guard let t = keptOld(si) else { continue }
      var common: [Int] = []
      for (ri, row) in section.rows.enumerated() {
        let from = ListIndexPath(row: ri, section: si)
        guard let to = newLoc[row.id], carriedNew(to.section) else {
          deletes.append(from)
          touched.insert(si)
          continue
        }
        if to.section != t {
          moves.append((from, to))
          touched.insert(si)
          touchedNew.insert(to.section)
        } else {
          common.append(row.id)
        }
      }
      let newCommon = new[t].rows.map(\.id).filter { oldLoc[$0]?.section == si }
      for move in Changeset(from: common, to: newCommon).moves {
        let id = common[move.from]
        moves.append((oldLoc[id]!, newLoc[id]!))
        touched.insert(si)
        touchedNew.insert(t)
      }
    }
    for (ti, section) in new.enumerated() where carriedNew(ti) {
      for (ri, row) in section.rows.enumerated() {
        if let from = oldLoc[row.id], keptOld(from.section) != nil { continue }
        inserts.append(ListIndexPath(row: ri, section: ti))
        touchedNew.insert(ti)
      }
    }
    // Reloads and reconfigurations among surviving rows.
    var reloads: [ListIndexPath] = []
    var reconfigures: [ListIndexPath] = []
    let movedFrom = Set(moves.map(\.0))
    for (si, section) in old.enumerated() where keptOld(si) != nil {
      for (ri, row) in section.rows.enumerated() {
        guard let to = newLoc[row.id], carriedNew(to.section) else { continue }
        let from = ListIndexPath(row: ri, section: si)
        if reloadRows.contains(row.id) {
          guard !movedFrom.contains(from) else { continue }
          reloads.append(from)
          touched.insert(si)
          new[to.section].rows[to.row].version += 1
        } else if reconfigureRows.contains(row.id) {
          reconfigures.append(from)
          new[to.section].rows[to.row].version += 1
        }
      }
    }
    var reloadedSections: [Int] = []
    let movedSectionFrom = Set(sectionDiff.moves.map(\.from))
    for (si, section) in old.enumerated() where reloadSections.contains(section.id) {
      guard let t = keptOld(si), !movedSectionFrom.contains(si), !touched.contains(si),
        !touchedNew.contains(t), !reconfigures.contains(where: { $0.section == si })
      else { continue }
      reloadedSections.append(si)
      for ri in new[t].rows.indices { new[t].rows[ri].version += 1 }
    }
    // Rows expected to keep their cell: displayed, surviving, not reloaded.
    let reloadedSet = Set(reloads)
    for cell in list.visibleCells {
      guard let indexPath = cell.indexPath, let id = SectionBatchSource.rowID(of: cell) else {
        continue
      }
      if reloadedSet.contains(indexPath) || reloadedSections.contains(indexPath.section) {
        continue
      }
      guard let to = newLoc[id], carriedNew(to.section), keptOld(indexPath.section) != nil else {
        continue
      }
      keptCells[id] = ObjectIdentifier(cell)
    }
    source.sections = new
    source.displayedIDs = []
    source.endedIDs = []
    list.performBatchUpdates {
      list.deleteSections(sectionDiff.deletions)
      list.insertSections(sectionDiff.insertions.map(\.index))
      for move in sectionDiff.moves { list.moveSection(move.from, toSection: move.to) }
      list.deleteRows(at: deletes)
      list.insertRows(at: inserts)
      for move in moves { list.moveRow(at: move.0, to: move.1) }
      list.reloadRows(at: reloads)
      list.reconfigureRows(at: reconfigures)
      list.reloadSections(reloadedSections)
    }
  }
}
