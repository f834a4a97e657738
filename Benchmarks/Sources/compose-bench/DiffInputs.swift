import BenchmarkSupport

/// The scenarios of the diff benchmark: how the new array is made from the old one.
enum DiffScenario: String, CaseIterable {
  /// 10% of the items deleted and 10% new ones inserted at random positions.
  case deleteInsert = "delete10-insert10"
  /// Every item at a random position.
  case shuffle
  /// 1% of the items taken out and put back at random positions.
  case move = "move1"
  /// Every item replaced by a new one.
  case replaceAll = "replace-all"
}

/// The old and new keys of one diff input, deterministic from the seed.
struct DiffInput {
  var old: [UInt64]
  var new: [UInt64]

  init(count: Int, scenario: DiffScenario, seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let old = (0..<count).map { _ in random.next() }
    self.old = old
    switch scenario {
    case .deleteInsert:
      var deleted = [Bool](repeating: false, count: count)
      for index in Array(0..<count).shuffled(using: &random).prefix(count / 10) {
        deleted[index] = true
      }
      let survivors = old.indices.filter { !deleted[$0] }.map { old[$0] }
      let fresh = (0..<count / 10).map { _ in random.next() }
      new = interleave(survivors, fresh, using: &random)
    case .shuffle:
      new = old.shuffled(using: &random)
    case .move:
      var moved = [Bool](repeating: false, count: count)
      for index in Array(0..<count).shuffled(using: &random).prefix(count / 100) {
        moved[index] = true
      }
      let staying = old.indices.filter { !moved[$0] }.map { old[$0] }
      let movers = old.indices.filter { moved[$0] }.map { old[$0] }.shuffled(using: &random)
      new = interleave(staying, movers, using: &random)
    case .replaceAll:
      new = (0..<count).map { _ in random.next() }
    }
  }
}

/// A 36-character, UUID-like identifier made from a key: `8-4-4-4-12` lowercase hex digits.
func uuidString(_ key: UInt64) -> String {
  var mixer = SplitMix64(seed: key)
  let high = key
  let low = mixer.next()
  var hex = hexDigits(high, count: 16) + hexDigits(low, count: 16)
  for position in [8, 13, 18, 23] {
    hex.insert("-", at: hex.index(hex.startIndex, offsetBy: position))
  }
  return hex
}

private func hexDigits(_ value: UInt64, count: Int) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: max(0, count - digits.count)) + digits
}

/// The minimum number of moves between `old` and `new` (unique identifiers): the items in both
/// minus the longest run of them whose relative order is unchanged (a longest increasing
/// subsequence of their new positions, taken in old order).
///
/// Computed here with its own O(n log n) patience sort, independently of Compose.
func minimumMoves<ID: Hashable>(from old: [ID], to new: [ID]) -> Int {
  var newPosition = [ID: Int](minimumCapacity: new.count)
  for (index, id) in new.enumerated() { newPosition[id] = index }
  var tails: [Int] = []
  var common = 0
  for id in old {
    guard let position = newPosition[id] else { continue }
    common += 1
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < position { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  return common - tails.count
}
