/// The explicit, deterministic clock of a window (contract §4): no timers, no run loop, no
/// sleeping. Scheduled actions run when the window's clock is advanced past their deadline, in
/// deadline order, and in scheduling order for equal deadlines.
@MainActor
final class Clock {
  private struct Entry {
    var deadline: Duration
    var sequence: Int
    var action: @MainActor () -> Void

    func runsBefore(_ other: Entry) -> Bool {
      (deadline, sequence) < (other.deadline, other.sequence)
    }
  }

  /// The largest time the clock holds; later deadlines are clamped to it (no overflow trap).
  static let limit = Duration.seconds(Int64.max / 1000)

  private(set) var now: Duration = .zero
  /// Sorted latest first, so the next entry to run is `last`.
  private var entries: [Entry] = []
  private var sequence = 0

  var hasScheduledWork: Bool { !entries.isEmpty }
  var nextDeadline: Duration? { entries.last?.deadline }

  /// Schedules `action` to run when the clock reaches `now + delay`.
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    let clamped = min(max(delay, .zero), Self.limit - now)
    let entry = Entry(deadline: now + clamped, sequence: sequence, action: action)
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

  /// How many scheduled actions are running now (more than one when an action advances the
  /// clock itself).
  private(set) var runningActions = 0

  /// Runs the earliest scheduled action, moving the clock to its deadline.
  func runNext() {
    guard let entry = entries.popLast() else { return }
    if entry.deadline > now { now = entry.deadline }
    runningActions += 1
    defer { runningActions -= 1 }
    entry.action()
  }

  /// Drops every scheduled action (the window is gone: nothing will advance the clock again).
  func removeAll() {
    entries.removeAll()
  }

  /// Moves the clock forward without running anything.
  func move(to time: Duration) {
    if time > now { now = time }
  }
}
