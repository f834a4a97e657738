extension Changeset {
  /// Which new positions hold stationary items: those of one longest increasing subsequence of
  /// `matchedNewIndices` (the new positions of the matched items, in old order), and how many.
  ///
  /// Not generic over the items, so the diff calls it compiled once, from any module.
  @usableFromInline
  static func stationaryFlags(
    matchedNewIndices: [Int], newCount: Int
  ) -> (flags: [Bool], stationaryCount: Int) {
    var isStationary = [Bool](repeating: false, count: newCount)
    let stationary = longestIncreasingSubsequence(matchedNewIndices)
    for position in stationary {
      isStationary[matchedNewIndices[position]] = true
    }
    return (isStationary, stationary.count)
  }

  /// The positions in `sequence` of one longest strictly increasing subsequence, ascending.
  ///
  /// Patience sorting with predecessor links. An element larger than the current longest tail is
  /// appended in O(1), so an already increasing sequence (nothing moved) costs O(*n*); only the
  /// out-of-order elements pay a binary search.
  ///
  /// - Complexity: O(*n* log *k*) integer comparisons, where *k* is the length of the result.
  static func longestIncreasingSubsequence(_ sequence: [Int]) -> [Int] {
    guard !sequence.isEmpty else { return [] }
    // tails[length - 1]: the position of the smallest tail of an increasing run of that length;
    // tailValues holds their values, so the binary search reads one small array instead of
    // jumping around `sequence`.
    var tails: [Int] = []
    var tailValues: [Int] = []
    // Mostly increasing input (few moves) grows them to nearly `sequence.count`: reserve once.
    tails.reserveCapacity(sequence.count)
    tailValues.reserveCapacity(sequence.count)
    var predecessor = [Int](repeating: -1, count: sequence.count)
    for (position, value) in sequence.enumerated() {
      if let last = tailValues.last, last >= value {
        // The first tail not below `value`, by a binary search without branches on the
        // comparisons (a conditional move each step): in a shuffle they are coin flips, which a
        // branch predictor misses half the time.
        var low = 0
        var length = tailValues.count
        while length > 1 {
          let half = length / 2
          low = tailValues[low + half - 1] < value ? low + half : low
          length -= half
        }
        predecessor[position] = low > 0 ? tails[low - 1] : -1
        tails[low] = position
        tailValues[low] = value
      } else {
        predecessor[position] = tails.last ?? -1
        tails.append(position)
        tailValues.append(value)
      }
    }
    var result = [Int](repeating: 0, count: tails.count)
    var position = tails[tails.count - 1]
    for slot in stride(from: tails.count - 1, through: 0, by: -1) {
      result[slot] = position
      position = predecessor[position]
    }
    return result
  }
}
