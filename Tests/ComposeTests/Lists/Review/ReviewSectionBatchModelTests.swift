import Compose
import ComposeTesting
import Testing

/// Seeded random model test of multi-section batch updates on a plain list with per-row heights.
@Suite struct ReviewSectionBatchModelTests {
  struct Row: Equatable {
    var id: Int
    var version: Int
    var text: String { "\(id):\(version)" }
  }
  struct Section {
    var id: Int
    var rows: [Row]
  }

  final class Model: ListDataSource, ListRowHeightDelegate {
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
      if let text = (cell as? TextCell)?.text, let id = Int(text.split(separator: ":")[0]) {
        endedIDs.append(id)
      }
    }
    func listView(_ listView: ListView, willEnterPreloadRangeAt indexPath: ListIndexPath) {
      enters += 1
    }
    func listView(_ listView: ListView, didExitPreloadRangeAt indexPath: ListIndexPath) {
      exits += 1
    }
  }

  static func run(seed: UInt64, steps: Int, horizontal: Bool) -> [String] {
    var rng = SplitMix64(seed: seed)
    let h = Harness()
    let pairing = DisplayPairing()
    let sink = DiagnosticSink()
    h.window.addObserver(pairing)
    h.window.addObserver(sink)
    let axis: ListView.Axis = horizontal ? .horizontal : .vertical
    var length = 40.0
    let list = ListView(
      traceName: "list",
      frame: horizontal
        ? Rect(x: 0, y: 0, width: length, height: 50) : Rect(x: 0, y: 0, width: 50, height: length),
      axis: axis)
    h.root.view.addSubview(list)
    list.register(TextCell.self, forCellReuseIdentifier: "t")
    let model = Model()
    var nextID = 0
    func fresh() -> Row {
      nextID += 1
      model.heights[nextID] = [5.0, 10, 15, 20][Int.random(in: 0..<4, using: &rng)]
      return Row(id: nextID, version: 0)
    }
    for _ in 0..<3 {
      nextID += 1
      let sid = nextID
      model.sections.append(
        Section(id: sid, rows: (0..<Int.random(in: 0...5, using: &rng)).map { _ in fresh() }))
    }
    list.dataSource = model
    list.delegate = model
    var offset = 0.0
    list.reloadData()
    var log: [String] = []
    for step in 0..<steps {
      var keptCells: [Int: ObjectIdentifier] = [:]
      var expectNoEventsFor = Set<Int>()
      switch Int.random(in: 0..<10, using: &rng) {
      case 0, 1:
        offset = Double(Int.random(in: -20...200, using: &rng))
        log.append("scroll \(offset)")
        list.scroll(to: offset)
      case 2:
        length = Double(Int.random(in: 0...8, using: &rng)) * 7.5
        log.append("length \(length)")
        list.frame =
          horizontal
          ? Rect(x: 0, y: 0, width: length, height: 50)
          : Rect(x: 0, y: 0, width: 50, height: length)
      case 3:
        let p = Int.random(in: 0...3, using: &rng)
        log.append("preload \(p)")
        list.preloadRowCount = p
      default:
        // Build the new model.
        let old = model.sections
        var new = old
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
          switch Int.random(in: 0..<7, using: &rng) {
          case 0 where new.count > 0:
            new.remove(at: Int.random(in: 0..<new.count, using: &rng))
          case 1:
            nextID += 1
            let sid = nextID
            new.insert(
              Section(id: sid, rows: (0..<Int.random(in: 0...3, using: &rng)).map { _ in fresh() }),
              at: Int.random(in: 0...new.count, using: &rng))
          case 2 where new.count > 1:
            let s = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
            new.insert(s, at: Int.random(in: 0...new.count, using: &rng))
          case 3 where !new.isEmpty:
            let s = Int.random(in: 0..<new.count, using: &rng)
            if !new[s].rows.isEmpty {
              new[s].rows.remove(at: Int.random(in: 0..<new[s].rows.count, using: &rng))
            }
          case 4 where !new.isEmpty:
            let s = Int.random(in: 0..<new.count, using: &rng)
            new[s].rows.insert(fresh(), at: Int.random(in: 0...new[s].rows.count, using: &rng))
          case 5, 6:
            guard !new.isEmpty else { break }
            let s = Int.random(in: 0..<new.count, using: &rng)
            guard !new[s].rows.isEmpty else { break }
            let r = new[s].rows.remove(at: Int.random(in: 0..<new[s].rows.count, using: &rng))
            let t = Int.random(in: 0..<new.count, using: &rng)
            new[t].rows.insert(r, at: Int.random(in: 0...new[t].rows.count, using: &rng))
          default: break
          }
        }
        // Derive the batch.
        let sectionDiff = Changeset(from: old.map(\.id), to: new.map(\.id))
        var oldSectionOf: [Int: Int] = [:]
        for (i, s) in old.enumerated() { oldSectionOf[s.id] = i }
        var newSectionOf: [Int: Int] = [:]
        for (i, s) in new.enumerated() { newSectionOf[s.id] = i }
        var oldLoc: [Int: ListIndexPath] = [:]
        for (si, s) in old.enumerated() {
          for (ri, r) in s.rows.enumerated() { oldLoc[r.id] = ListIndexPath(row: ri, section: si) }
        }
        var newLoc: [Int: ListIndexPath] = [:]
        for (si, s) in new.enumerated() {
          for (ri, r) in s.rows.enumerated() { newLoc[r.id] = ListIndexPath(row: ri, section: si) }
        }
        func keptOld(_ s: Int) -> Int? { newSectionOf[old[s].id] }  // new index of kept old section
        func carriedNew(_ t: Int) -> Bool { oldSectionOf[new[t].id] != nil }
        var deletes: [ListIndexPath] = []
        var inserts: [ListIndexPath] = []
        var moves: [(ListIndexPath, ListIndexPath)] = []
        var touched = Set<Int>()  // old sections with row ops
        var touchedNew = Set<Int>()
        for (si, s) in old.enumerated() {
          guard let t = keptOld(si) else { continue }
          var common: [Int] = []
          for (ri, r) in s.rows.enumerated() {
            let from = ListIndexPath(row: ri, section: si)
            guard let to = newLoc[r.id], carriedNew(to.section) else {
              deletes.append(from)
              touched.insert(si)
              continue
            }
            if to.section != t {
              moves.append((from, to))
              touched.insert(si)
              touchedNew.insert(to.section)
            } else {
              common.append(r.id)
            }
          }
          let newCommon = new[t].rows.map(\.id).filter { oldLoc[$0]?.section == si }
          let d = Changeset(from: common, to: newCommon)
          for m in d.moves {
            let id = common[m.from]
            moves.append((oldLoc[id]!, newLoc[id]!))
            touched.insert(si)
            touchedNew.insert(t)
          }
        }
        for (ti, s) in new.enumerated() where carriedNew(ti) {
          for (ri, r) in s.rows.enumerated() {
            if let o = oldLoc[r.id], keptOld(o.section) != nil { continue }
            inserts.append(ListIndexPath(row: ri, section: ti))
            touchedNew.insert(ti)
          }
        }
        // Reloads and reconfigurations among surviving rows.
        var reloads: [ListIndexPath] = []
        var reconfigures: [ListIndexPath] = []
        let movedFrom = Set(moves.map(\.0))
        for (si, s) in old.enumerated() {
          guard let t = keptOld(si) else { continue }
          for (ri, r) in s.rows.enumerated() {
            guard let to = newLoc[r.id], carriedNew(to.section) else { continue }
            let from = ListIndexPath(row: ri, section: si)
            let roll = Int.random(in: 0..<8, using: &rng)
            if roll == 0, !movedFrom.contains(from) {
              reloads.append(from)
              touched.insert(si)
              new[to.section].rows[to.row].version += 1
            } else if roll == 1 {
              reconfigures.append(from)
              new[to.section].rows[to.row].version += 1
            }
            _ = t
          }
        }
        var reloadedSections: [Int] = []
        let movedSectionFrom = Set(sectionDiff.moves.map(\.from))
        for (si, _) in old.enumerated() where Int.random(in: 0..<6, using: &rng) == 0 {
          guard let t = keptOld(si), !movedSectionFrom.contains(si), !touched.contains(si),
            !touchedNew.contains(t)
          else { continue }
          if reconfigures.contains(where: { $0.section == si }) { continue }
          reloadedSections.append(si)
          for ri in new[t].rows.indices { new[t].rows[ri].version += 1 }
        }
        // Rows expected to keep their cell: displayed, survive, not reloaded.
        let reloadedSet = Set(reloads)
        for cell in list.visibleCells {
          guard let ip = cell.indexPath,
            let id = Int((cell as! TextCell).text.split(separator: ":")[0])
          else { continue }
          if reloadedSet.contains(ip) || reloadedSections.contains(ip.section) { continue }
          guard let to = newLoc[id], carriedNew(to.section), keptOld(ip.section) != nil else {
            continue
          }
          keptCells[id] = ObjectIdentifier(cell)
        }
        model.sections = new
        log.append(
          "batch sections \(old.map { "\($0.id):\($0.rows.map(\.id))" }) -> \(new.map { "\($0.id):\($0.rows.map(\.id))" }) del \(deletes) ins \(inserts) mv \(moves) rl \(reloads) rc \(reconfigures) sd \(sectionDiff.deletions) si \(sectionDiff.insertions.map(\.index)) sm \(sectionDiff.moves) rs \(reloadedSections)"
        )
        model.displayedIDs = []
        model.endedIDs = []
        list.performBatchUpdates {
          list.deleteSections(sectionDiff.deletions)
          list.insertSections(sectionDiff.insertions.map(\.index))
          for m in sectionDiff.moves { list.moveSection(m.from, toSection: m.to) }
          list.deleteRows(at: deletes)
          list.insertRows(at: inserts)
          for m in moves { list.moveRow(at: m.0, to: m.1) }
          list.reloadRows(at: reloads)
          list.reconfigureRows(at: reconfigures)
          list.reloadSections(reloadedSections)
        }
        expectNoEventsFor = Set(keptCells.keys)
      }
      // Checks.
      var p: [String] = []
      if !sink.codes.isEmpty { p.append("diagnostics \(sink.messages)") }
      var starts: [Double] = []
      var hs: [Double] = []
      var ips: [ListIndexPath] = []
      var pos = 0.0
      for (si, s) in model.sections.enumerated() {
        for (ri, r) in s.rows.enumerated() {
          starts.append(pos)
          let hh = model.heights[r.id]!
          hs.append(hh)
          pos += hh
          ips.append(ListIndexPath(row: ri, section: si))
        }
      }
      offset = min(max(offset, 0), max(0, pos - length))
      if list.contentOffset != offset { p.append("offset \(list.contentOffset) != \(offset)") }
      let vis =
        length > 0
        ? ips.indices.filter { starts[$0] < offset + length && starts[$0] + hs[$0] > offset } : []
      let expected = vis.map { ips[$0] }
      if list.indexPathsForVisibleRows != expected {
        p.append("visible \(list.indexPathsForVisibleRows) != \(expected)")
      }
      let pc = max(0, list.preloadRowCount)
      let expectedPreload =
        vis.isEmpty ? [] : Array(ips[max(0, vis.first! - pc)...min(ips.count - 1, vis.last! + pc)])
      if list.indexPathsInPreloadRange != expectedPreload {
        p.append("preload \(list.indexPathsInPreloadRange) != \(expectedPreload)")
      }
      if model.enters - model.exits != list.indexPathsInPreloadRange.count {
        p.append(
          "enters \(model.enters) - exits \(model.exits) != \(list.indexPathsInPreloadRange.count)")
      }
      for cell in list.visibleCells {
        guard let ip = cell.indexPath else { continue }
        let want = model.sections[ip.section].rows[ip.row]
        if (cell as! TextCell).text != want.text {
          p.append("cell at \(ip) shows \((cell as! TextCell).text), model \(want.text)")
        }
        if let kept = keptCells[want.id], kept != ObjectIdentifier(cell) {
          p.append("row \(want.id) changed cell")
        }
        let axisFrame =
          horizontal
          ? (cell.frame.origin.x, cell.frame.size.width)
          : (cell.frame.origin.y, cell.frame.size.height)
        let g = ips.firstIndex(of: ip)!
        if axisFrame.0 != starts[g] || axisFrame.1 != hs[g] {
          p.append("frame of \(ip) \(cell.frame)")
        }
      }
      let churn = Set(model.displayedIDs + model.endedIDs).intersection(
        expectNoEventsFor.filter { id in
          list.visibleCells.contains { ($0 as! TextCell).text.hasPrefix("\(id):") }
        })
      if !churn.isEmpty { p.append("display events for kept rows \(churn)") }
      p += model.displayProblems
      p += CellInvariants.problems(in: list)
      p += pairing.problems
      if !p.isEmpty {
        return ["seed \(seed) step \(step): \(p) after \(log.suffix(2))"]
      }
    }
    return []
  }

  @Test func randomSectionBatchesVertical() {
    var all: [String] = []
    for seed in UInt64(1)...150 { all += Self.run(seed: seed, steps: 60, horizontal: false) }
    #expect(all.isEmpty, "\(all.count) failing seeds; first: \(all.prefix(3))")
  }

  @Test func randomSectionBatchesHorizontal() {
    var all: [String] = []
    for seed in UInt64(500)...600 { all += Self.run(seed: seed, steps: 60, horizontal: true) }
    #expect(all.isEmpty, "\(all.count) failing seeds; first: \(all.prefix(3))")
  }
}
