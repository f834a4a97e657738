extension LineDiff {
  /// One step of an edit script turning the old lines into the new ones.
  enum Edit: Hashable {
    /// The next old line is also the next new line.
    case keep
    /// The next old line is removed.
    case delete
    /// The next new line is added.
    case insert
  }

  /// Myers' greedy shortest edit script, after skipping the common prefix and suffix.
  struct EditScript {
    private(set) var operations = 0
    private var edits: [Edit] = []

    init(old: [String], new: [String], maximumEditDistance: Int) {
      var prefix = 0
      while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < old.count - prefix, suffix < new.count - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
      {
        suffix += 1
      }
      operations = prefix + suffix
      // Compare the middle as integers: equal lines get equal identifiers.
      var identifiers: [String: Int] = [:]
      func identify(_ line: String) -> Int {
        if let known = identifiers[line] { return known }
        identifiers[line] = identifiers.count
        return identifiers.count - 1
      }
      let a = old[prefix..<(old.count - suffix)].map(identify)
      let b = new[prefix..<(new.count - suffix)].map(identify)
      edits = Array(repeating: .keep, count: prefix)
      edits += middle(a, b, limit: max(maximumEditDistance, 0))
      edits += Array(repeating: .keep, count: suffix)
    }

    mutating func take() -> [Edit] {
      defer { edits = [] }
      return edits
    }

    /// The edits between `a` and `b`, or all deletions then all insertions past `limit` edits.
    private mutating func middle(_ a: [Int], _ b: [Int], limit: Int) -> [Edit] {
      let n = a.count
      let m = b.count
      if n == 0 || m == 0 {
        return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
      }
      // Every line of one side without an equal line on the other costs an edit: when even that
      // lower bound passes the limit, the search would only prove it (a tree whose every line
      // changed, such as a window shown or hidden, took O(limit²) per step).
      var unmatched: [Int: Int] = [:]
      for line in a { unmatched[line, default: 0] += 1 }
      var common = 0
      for line in b {
        if let count = unmatched[line], count > 0 {
          unmatched[line] = count - 1
          common += 1
        }
      }
      operations += n + m
      if n + m - 2 * common > limit {
        return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
      }
      let bound = min(n + m, limit)
      let offset = bound + 1
      var v = Array(repeating: 0, count: 2 * bound + 3)
      // trace[d] holds v[k] for k = -d, -d+2, ..., d after round d, at start(d) = d(d+1)/2.
      var trace: [Int] = []
      var found: Int?
      search: for d in 0...bound {
        for k in stride(from: -d, through: d, by: 2) {
          operations += 1
          var x: Int
          if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
            x = v[offset + k + 1]
          } else {
            x = v[offset + k - 1] + 1
          }
          var y = x - k
          while x < n, y < m, a[x] == b[y] {
            x += 1
            y += 1
            operations += 1
          }
          v[offset + k] = x
        }
        for k in stride(from: -d, through: d, by: 2) { trace.append(v[offset + k]) }
        for k in stride(from: -d, through: d, by: 2) {
          let x = v[offset + k]
          if x >= n, x - k >= m {
            found = d
            break search
          }
        }
      }
      guard let distance = found else {
        return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
      }
      return backtrack(trace: trace, distance: distance, n: n, m: m)
    }

    private func backtrack(trace: [Int], distance: Int, n: Int, m: Int) -> [Edit] {
      func value(_ d: Int, _ k: Int) -> Int { trace[d * (d + 1) / 2 + (k + d) / 2] }
      var reversed: [Edit] = []
      var x = n
      var y = m
      var d = distance
      while d > 0 {
        let k = x - y
        let down = k == -d || (k != d && value(d - 1, k - 1) < value(d - 1, k + 1))
        let previousK = down ? k + 1 : k - 1
        let previousX = value(d - 1, previousK)
        let previousY = previousX - previousK
        let startX = down ? previousX : previousX + 1
        while x > startX {
          reversed.append(.keep)
          x -= 1
          y -= 1
        }
        reversed.append(down ? .insert : .delete)
        x = previousX
        y = previousY
        d -= 1
      }
      while x > 0 {
        reversed.append(.keep)
        x -= 1
      }
      return reversed.reversed()
    }
  }
}
