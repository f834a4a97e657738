/// The explicit, deterministic clock of a window (contract §4): no timers, no run loop, no
/// sleeping. Scheduled actions run when the window's clock is advanced past their deadline, in
/// deadline order, and in scheduling order for equal deadlines.
final class Clock {
  private struct Entry {
    var deadline: Duration
    var sequence: Int
    var action: () -> Void

    func runsBefore(_ other: Entry) -> Bool {
      (deadline, sequence) < (other.deadline, other.sequence)
    }
  }

  private(set) var now: Duration = .zero
  /// Sorted latest first, so the next entry to run is `last`.
  private var entries: [Entry] = []
  private var sequence = 0

  var hasScheduledWork: Bool { !entries.isEmpty }
  var nextDeadline: Duration? { entries.last?.deadline }

  /// Schedules `action` to run when the clock reaches `now + delay`.
  func schedule(after delay: Duration, _ action: @escaping () -> Void) {
    let entry = Entry(deadline: now + max(delay, .zero), sequence: sequence, action: action)
    sequence += 1
    // Binary search for the first entry that runs before the new one (sorted latest first).
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      if entries[mid].runsBefore(entry) { high = mid } else { low = mid + 1 }
    }
    entries.insert(entry, at: low)
  }

  /// Runs the earliest scheduled action, moving the clock to its deadline.
  func runNext() {
    guard let entry = entries.popLast() else { return }
    if entry.deadline > now { now = entry.deadline }
    entry.action()
  }

  /// Moves the clock forward without running anything.
  func move(to time: Duration) {
    if time > now { now = time }
  }
}
