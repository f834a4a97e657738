import Compose
import Testing

@Suite struct ReviewMiscTests {
  /// Regression test for a bug found in review, now fixed. The bug was:
  /// rowHeight accepts any finite positive value; a tiny one makes ListLayout.rows(inOffset:length:)
  /// convert `end / rowHeight` (about 1e302) to Int, which traps (contract §7: never traps).
  @Test func tinyRowHeightDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let h = Harness()
        let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.root.view.addSubview(list)
        list.register(ListCell.self, forCellReuseIdentifier: "c")
        let source = ArrayDataSource<Int, ListCell>(items: [1, 2, 3], reuseIdentifier: "c") {
          _, _ in
        }
        list.dataSource = source
        list.rowHeight = 1e-300
        list.reloadData()
        _ = list.indexPathsForVisibleRows
      }
    }
  }

  /// Reentrant scrolls and reloads from willDisplay / didEndDisplaying settle on the viewport.
  @Test func reentrantScrollAndReloadSettle() {
    let h = Harness()
    let sink = DiagnosticSink()
    h.window.addObserver(sink)
    let pairing = DisplayPairing()
    h.window.addObserver(pairing)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list.rowHeight = 10
    h.root.view.addSubview(list)
    list.register(ListCell.self, forCellReuseIdentifier: "c")
    let source = ArrayDataSource<Int, ListCell>(items: Array(0..<50), reuseIdentifier: "c") {
      _, _ in
    }
    let delegate = CallbackDelegate()
    var budget = 5
    delegate.willDisplay = { l, ip in
      if ip.row == 0, budget > 0 {
        budget -= 1
        l.scroll(to: 100)
      }
    }
    delegate.didEnd = { l, ip in
      if ip.row == 10, budget > 0 {
        budget -= 1
        source.items.removeLast()
        l.reloadData()
      }
    }
    list.dataSource = source
    list.delegate = delegate
    list.reloadData()
    list.scroll(to: 0)
    #expect(list.indexPathsForVisibleRows.map(\.row) == Array(10...12))
    #expect(CellInvariants.problems(in: list).isEmpty)
    #expect(pairing.problems.isEmpty)
    #expect(sink.codes.isEmpty, "\(sink.messages)")
  }

  /// Diff: round trip over random inputs with duplicates and empty sides; minimal moves when
  /// identifiers are unique (moves == matched - LIS, computed independently).
  @Test func diffRoundTripAndMinimalMoves() {
    var rng = SplitMix64(seed: 42)
    var failures: [String] = []
    for _ in 0..<3000 {
      let unique = Bool.random(using: &rng)
      let n = Int.random(in: 0...12, using: &rng)
      let m = Int.random(in: 0...12, using: &rng)
      let old: [TestItem]
      var new: [TestItem]
      if unique {
        old = Array((0..<20).shuffled(using: &rng).prefix(n)).map { TestItem($0) }
        new = Array((0..<20).shuffled(using: &rng).prefix(m)).map {
          TestItem($0, Bool.random(using: &rng) ? "changed" : nil)
        }
      } else {
        old = (0..<n).map { _ in TestItem(Int.random(in: 0..<4, using: &rng)) }
        new = (0..<m).map { _ in
          TestItem(Int.random(in: 0..<4, using: &rng), Bool.random(using: &rng) ? "c" : nil)
        }
      }
      let c = Changeset(from: old, to: new)
      if old.applying(c) != new { failures.append("round trip \(old) -> \(new): \(c)") }
      if unique {
        var pos: [Int: Int] = [:]
        for (i, x) in new.enumerated() { pos[x.id] = i }
        let seq = old.compactMap { pos[$0.id] }
        var best = [Int](repeating: 1, count: seq.count)
        for i in seq.indices {
          for j in 0..<i where seq[j] < seq[i] { best[i] = max(best[i], best[j] + 1) }
        }
        let lis = best.max() ?? 0
        if c.moves.count != seq.count - lis {
          failures.append("moves \(c.moves.count) != \(seq.count - lis) for \(old) -> \(new)")
        }
      }
      new.removeAll()
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }
}
