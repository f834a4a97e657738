import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// The keyed diff: a pure function, checked by round trip, minimal moves, duplicates, and
/// operation counts.
@Suite struct ChangesetTests {
  /// A random edit of `old`: deletions, insertions, content updates and moves, with identifiers
  /// from a small range so that duplicates happen when `duplicates` is set.
  static func randomEdit(
    of old: [TestItem], using rng: inout SplitMix64, nextID: inout Int, duplicates: Bool
  ) -> [TestItem] {
    var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
    for index in new.indices where Int.random(in: 0..<8, using: &rng) == 0 {
      new[index].text += "'"
    }
    for _ in 0..<Int.random(in: 0...4, using: &rng) where !new.isEmpty {
      let from = Int.random(in: new.indices, using: &rng)
      let item = new.remove(at: from)
      new.insert(item, at: Int.random(in: 0...new.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      let id = duplicates ? Int.random(in: 0..<8, using: &rng) : nextID
      nextID += 1
      new.insert(TestItem(id), at: Int.random(in: 0...new.count, using: &rng))
    }
    return new
  }

  /// The length of a longest strictly increasing subsequence, by the quadratic textbook method.
  static func referenceLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  @Test func roundTripOverThousandsOfSeededCases() {
    var failures: [String] = []
    for seed in 0..<3_000 {
      var rng = SplitMix64(seed: UInt64(seed))
      let duplicates = seed.isMultiple(of: 4)
      let count = Int.random(in: 0..<40, using: &rng)
      let old = (0..<count).map { TestItem(duplicates ? Int.random(in: 0..<8, using: &rng) : $0) }
      var nextID = 1_000
      let new = Self.randomEdit(of: old, using: &rng, nextID: &nextID, duplicates: duplicates)
      let changeset = Changeset(from: old, to: new)
      if old.applying(changeset) != new {
        failures.append("seed \(seed): \(old) -> \(new): \(changeset)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// Moves are minimal: matched items minus a longest run whose relative order is unchanged.
  @Test func movesAreMinimal() {
    for seed in 0..<1_000 {
      var rng = SplitMix64(seed: UInt64(seed) &+ 77)
      let old = (0..<Int.random(in: 0..<30, using: &rng)).map { TestItem($0) }
      var nextID = 1_000
      let new = Self.randomEdit(of: old, using: &rng, nextID: &nextID, duplicates: false)
      let changeset = Changeset(from: old, to: new)
      let oldIDs = Set(old.map(\.id))
      let positions = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
      let matched = old.compactMap { positions[$0.id] }
      let minimum = matched.count - Self.referenceLISLength(matched)
      #expect(changeset.moves.count == minimum, "seed \(seed)")
      #expect(changeset.insertions.count == new.filter { !oldIDs.contains($0.id) }.count)
    }
  }

  @Test func oneItemMovedToTheFrontIsOneMove() {
    let old = Array(0..<1_000)
    let new = [999] + Array(0..<999)
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.moves == [.init(from: 999, to: 0)])
    #expect(changeset.deletions.isEmpty && changeset.insertions.isEmpty)
    #expect(old.applying(changeset) == new)
  }

  @Test func documentedExample() {
    let changeset = Changeset(from: ["a", "b", "c", "d"], to: ["d", "a", "c", "e"])
    #expect(changeset.description == "deletions: [1], insertions: [3], moves: [3 → 0], updates: []")
    #expect(["a", "b", "c", "d"].applying(changeset) == ["d", "a", "c", "e"])
  }

  @Test func updatesAreContentChangesOfTheSameIdentity() {
    let old = [TestItem(1, "a"), TestItem(2, "b"), TestItem(3, "c")]
    let new = [TestItem(3, "c'"), TestItem(1, "a"), TestItem(2, "b'")]
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.moves == [.init(from: 2, to: 0)])
    #expect(changeset.updates.map { [$0.from, $0.to] } == [[2, 0], [1, 2]])
    #expect(changeset.updates.map(\.element.text) == ["c'", "b'"])
    #expect(old.applying(changeset) == new)
    #expect(Changeset(from: old, to: old).isEmpty)
  }

  @Test func duplicatedIdentifiersMatchOccurrenceByOccurrence() {
    let changeset = Changeset(from: [1, 1, 2], to: [2, 1, 1, 1])
    #expect(changeset.duplicateIdentifierCount == 1 + 2)
    #expect(changeset.insertions.map(\.index) == [3])
    #expect(changeset.moves == [.init(from: 2, to: 0)])
    #expect([1, 1, 2].applying(changeset) == [2, 1, 1, 1])
    let gone = Changeset(from: [5, 5, 5], to: [6])
    #expect(gone.deletions == [0, 1, 2])
    #expect(gone.duplicateIdentifierCount == 2)
  }

  @Test func applyingAChangesetToTheWrongArrayIsNil() {
    let changeset = Changeset(from: [1, 2, 3], to: [3, 2])
    #expect([1, 2].applying(changeset) == nil)
    #expect([1, 2, 3].applying(changeset) == [3, 2])
  }

  /// Complexity by counting: hashing and equality stay linear in the number of items, whatever
  /// the shape of the change (swift-collections' `MeasuringHashable` approach).
  @Test(arguments: ["shuffle", "reverse", "replaced", "tenPercent"])
  func hashAndEqualityOperationsAreLinear(scenario: String) {
    let counter = OperationCounter()
    let n = 5_000
    var rng = SplitMix64(seed: 42)
    let old = (0..<n).map { MeasuredID(value: $0, counter: counter) }
    var newValues: [Int]
    switch scenario {
    case "shuffle": newValues = Array(0..<n).shuffled(using: &rng)
    case "reverse": newValues = Array((0..<n).reversed())
    case "replaced": newValues = Array(n..<(2 * n))
    default:
      newValues = Array(0..<n).filter { !$0.isMultiple(of: 10) } + Array(n..<(n + n / 10))
      newValues.shuffle(using: &rng)
    }
    let new = newValues.map { MeasuredID(value: $0, counter: counter) }
    // The floor, in the same process (equality counts depend on the per-process hash seed,
    // through collisions): a dictionary of the old identifiers, then one lookup per new one.
    counter.reset()
    var floor = [MeasuredID: Int](minimumCapacity: n)
    for (index, id) in old.enumerated() { floor[id] = index }
    for id in new { _ = floor[id] }
    let floorHashes = counter.hashes
    let floorEqualities = counter.equalities
    counter.reset()
    let changeset = Changeset(
      from: old, to: new, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    #expect(floorHashes == 2 * n)
    // One hash per item (the documented complexity): no identifier is hashed twice.
    #expect(counter.hashes == old.count + new.count)
    #expect(
      counter.equalities <= 3 * Swift.max(floorEqualities, n),
      "\(counter.equalities) equalities against a floor of \(floorEqualities)")
    #expect(
      old.map(\.value).applying(Changeset(from: old.map(\.value), to: newValues)) == newValues)
    _ = changeset
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

/// Counts hashing and equality of `MeasuredID`s.
final class OperationCounter {
  var hashes = 0
  var equalities = 0
  func reset() {
    hashes = 0
    equalities = 0
  }
}

/// An identifier that counts how often it is hashed and compared.
struct MeasuredID: Hashable {
  var value: Int
  var counter: OperationCounter

  static func == (lhs: MeasuredID, rhs: MeasuredID) -> Bool {
    lhs.counter.equalities += 1
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    counter.hashes += 1
    hasher.combine(value)
  }
}
