extension LineDiff {
  /// Groups an edit script into hunks with `context` unchanged lines around each change; changes
  /// closer than twice the context share a hunk.
  static func hunks(of edits: [Edit], old: [String], new: [String], context: Int) -> [Hunk] {
    let changes = edits.indices.filter { edits[$0] != .keep }
    guard let first = changes.first else { return [] }
    // Ranges of edit indices, merged when their contexts touch.
    var ranges: [ClosedRange<Int>] = []
    var start = first
    var end = first
    for index in changes.dropFirst() {
      if index - end > 2 * context {
        ranges.append(start...end)
        start = index
      }
      end = index
    }
    ranges.append(start...end)

    // Old and new line positions before each edit.
    var oldPosition = Array(repeating: 0, count: edits.count + 1)
    var newPosition = Array(repeating: 0, count: edits.count + 1)
    for (index, edit) in edits.enumerated() {
      oldPosition[index + 1] = oldPosition[index] + (edit == .insert ? 0 : 1)
      newPosition[index + 1] = newPosition[index] + (edit == .delete ? 0 : 1)
    }

    return ranges.map { range in
      let lower = max(range.lowerBound - context, 0)
      let upper = min(range.upperBound + context, edits.count - 1)
      var lines: [Line] = []
      for index in lower...upper {
        switch edits[index] {
        case .keep: lines.append(.context(old[oldPosition[index]]))
        case .delete: lines.append(.removed(old[oldPosition[index]]))
        case .insert: lines.append(.added(new[newPosition[index]]))
        }
      }
      let oldCount = oldPosition[upper + 1] - oldPosition[lower]
      let newCount = newPosition[upper + 1] - newPosition[lower]
      return Hunk(
        oldStart: oldPosition[lower] + (oldCount > 0 ? 1 : 0), oldCount: oldCount,
        newStart: newPosition[lower] + (newCount > 0 ? 1 : 0), newCount: newCount, lines: lines)
    }
  }
}
