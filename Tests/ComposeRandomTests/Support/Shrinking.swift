/// Greedy shrinking of a failing operation sequence, shared by the seeded random tests: cut the
/// sequence at its first failing step, then remove chunks (halving their size down to single
/// operations) while it still fails.
///
/// - Parameters:
///   - ops: A sequence that fails.
///   - budget: How many candidate sequences to try at most.
///   - firstFailingStep: Runs a sequence and returns the index of the step where it first fails
///     (its count when it fails only after settling), or `nil` when it passes.
/// - Returns: A sequence, no longer than `ops`, that still fails.
func shrinkFailingSequence<Op>(
  _ ops: [Op], budget: Int, firstFailingStep: ([Op]) -> Int?
) -> [Op] {
  var current = ops
  if let step = firstFailingStep(current), step < current.count {
    current = Array(current.prefix(step + 1))
  }
  var chunk = max(current.count / 2, 1)
  var remaining = budget
  while chunk >= 1 && remaining > 0 {
    var start = 0
    while start < current.count && remaining > 0 {
      remaining -= 1
      var candidate = current
      candidate.removeSubrange(start..<min(start + chunk, candidate.count))
      if firstFailingStep(candidate) != nil { current = candidate } else { start += chunk }
    }
    chunk /= 2
  }
  return current
}
