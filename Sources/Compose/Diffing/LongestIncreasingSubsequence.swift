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
    let count = sequence.count
    guard count > 0 else { return [] }
    // One scratch block of three arrays of `count` integers, each slot written before it is
    // read, so neither zeroed nor bounds-checked (every index below is under `count`):
    // tails[length - 1], the position of the smallest tail of an increasing run of that length;
    // tailValues, their values, so the binary search reads one small array instead of jumping
    // around `sequence`; predecessor, per position, the position before it in its run (-1).
    let scratch = UnsafeMutablePointer<Int>.allocate(capacity: 3 * count)
    defer { scratch.deallocate() }
    let tails = scratch
    let tailValues = scratch + count
    let predecessor = scratch + 2 * count
    var runCount = 0
    sequence.withUnsafeBufferPointer { sequence in
      for position in 0..<count {
        let value = sequence[position]
        if runCount > 0, tailValues[runCount - 1] >= value {
          // The first tail not below `value`: a binary search without branches on the
          // comparisons (a conditional move each step; in a shuffle they are coin flips, which a
          // branch predictor misses half the time) down to at most 16 tails, then a count of
          // those below `value` (independent comparisons, instead of four more dependent steps).
          var low = 0
          var length = runCount
          while length > 16 {
            let half = length &>> 1
            low = tailValues[low &+ half &- 1] < value ? low &+ half : low
            length &-= half
          }
          var below = 0
          for offset in 0..<length where tailValues[low &+ offset] < value { below &+= 1 }
          low &+= below
          predecessor[position] = low > 0 ? tails[low - 1] : -1
          tails[low] = position
          tailValues[low] = value
        } else {
          predecessor[position] = runCount > 0 ? tails[runCount - 1] : -1
          tails[runCount] = position
          tailValues[runCount] = value
          runCount += 1
        }
      }
    }
    return [Int](unsafeUninitializedCapacity: runCount) { result, initializedCount in
      var position = tails[runCount - 1]
      for slot in stride(from: runCount - 1, through: 0, by: -1) {
        result[slot] = position
        position = predecessor[position]
      }
      initializedCount = runCount
    }
  }
}
