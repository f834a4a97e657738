import ComposeRender
import ComposeTesting
import Testing

/// The line diff: nil when equal, context, hunks, a reproducible script and a linear cost on
/// large inputs (counted, not timed).
@Suite struct LineDiffTests {
  /// Applies `diff` to `old` (hunk by hunk) and returns the result: the round trip check.
  func apply(_ diff: LineDiff, to old: [String]) -> [String] {
    var result: [String] = []
    var position = 0
    for hunk in diff.hunks {
      let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      result += old[position..<start]
      position = start
      for line in hunk.lines {
        switch line {
        case .context(let text):
          #expect(old[position] == text)
          result.append(text)
          position += 1
        case .removed(let text):
          #expect(old[position] == text)
          position += 1
        case .added(let text):
          result.append(text)
        }
      }
    }
    return result + old[position...]
  }

  @Test func equalTextsGiveNil() {
    #expect(LineDiff.diff("a\nb\n", "a\nb\n") == nil)
    #expect(LineDiff.diff("", "") == nil)
    #expect(LineDiff(old: ["x"], new: ["x"]).isEmpty)
  }

  @Test func aChangeIsShownWithContextLikeAUnifiedDiff() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      LineDiff.diff(old, new) == """
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    #expect(
      LineDiff.diff(old, new, context: 1) == """
        @@ -4,3 +4,3 @@
         line 4
        -line 5
        +line five
         line 6

        """)
  }

  @Test func distantChangesMakeSeparateHunksAndCloseOnesShareOne() {
    let old = (1...20).map { "\($0)" }
    var new = old
    new[1] = "two"
    new[18] = "nineteen"
    #expect(LineDiff(old: old, new: new).hunks.count == 2)
    new[18] = "19"
    new[6] = "seven"
    #expect(LineDiff(old: old, new: new).hunks.count == 1)
  }

  @Test func insertionsIntoAnEmptyTextAndDeletionsToOne() {
    #expect(LineDiff.diff("", "a\n") == "@@ -0,0 +1,1 @@\n+a\n")
    #expect(LineDiff.diff("a\n", "") == "@@ -1,1 +0,0 @@\n-a\n")
  }

  @Test(arguments: 0..<40)
  func applyingTheDiffReproducesTheNewLines(seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed))
    func random(_ count: Int) -> [String] {
      (0..<count).map { _ in ["a", "b", "c", "d"][Int(generator.next() % 4)] }
    }
    let old = random(Int(generator.next() % 30))
    let new = random(Int(generator.next() % 30))
    let diff = LineDiff(old: old, new: new, context: Int(generator.next() % 4))
    #expect(apply(diff, to: old) == new)
    #expect(diff.isEmpty == (old == new))
  }

  @Test func aLargeInputWithFewChangesCostsLinearWork() {
    let old = (0..<100_000).map { "node \($0)" }
    var new = old
    new[50_000] = "changed"
    new.insert("inserted", at: 70_000)
    let diff = LineDiff(old: old, new: new)
    #expect(diff.hunks.count == 2)
    #expect(diff.operations < 3 * (old.count + new.count), "\(diff.operations) operations")
    #expect(apply(diff, to: old) == new)
  }

  @Test func unrelatedLargeInputsStayBoundedByTheEditLimit() {
    let old = (0..<50_000).map { "old \($0)" }
    let new = (0..<50_000).map { "new \($0)" }
    let diff = LineDiff(old: old, new: new, maximumEditDistance: 500)
    let limit = 500
    #expect(diff.operations <= (limit + 1) * (limit + 2) + old.count + new.count)
    #expect(apply(diff, to: old) == new)
  }

  /// A tree whose every line changed (a window shown or hidden: every component's state) is
  /// replaced wholesale after linear work: no common line means more edits than the limit, so no
  /// search is needed to prove it.
  @Test func everyLineChangedPastTheLimitCostsLinearWork() {
    let old = (0..<3_000).map { "component \($0) appeared" }
    let new = (0..<3_000).map { "component \($0) disappeared" }
    let diff = LineDiff(old: old, new: new)
    #expect(diff.operations <= 3 * (old.count + new.count), "\(diff.operations) operations")
    #expect(apply(diff, to: old) == new)
  }
}
