import ComposeRender

/// Meters a scenario's run as it happens, so that any file, however small, either finishes in
/// seconds or stops at a step, located, instead of being refused before it runs from an estimate.
///
/// Each step is charged after it runs for the work it did: 1, the components of the tree after
/// it (its snapshot, diff and print), its events and diagnostics, plus the items an `apply`
/// diffed over ``diffedItemsPerUnit`` (measured: the time of a step grows with the tree and its
/// events; the engine's checks follow what the step touched). Before each step runs, the meter
/// checks that the steps before it did at most ``maximumWork`` units, and that the step's own
/// declared work (the items an `apply` diffs, whose tables take memory in proportion) is at most
/// ``maximumDiffedItems``; otherwise the run stops there, with the step's location and the
/// reason.
struct ScenarioMeter {
  /// The most work the steps of a run may do before the run stops, in units of about one
  /// component snapshotted and printed (10 to 30 microseconds in a debug build: 100 components
  /// shown and hidden stop after 569 steps, in 2.4 s).
  static let maximumWork = 200_000
  /// The most items one `apply` may diff (the list's items before it plus those applied). The
  /// keyed diff's tables take about 150 bytes an item (measured: an `apply` on a list of
  /// 1,000,000 rows peaked at 200 MB), so this bounds the memory of a run's largest step.
  static let maximumDiffedItems = 200_000
  /// The items an `apply` diffs that count as one unit of work.
  static let diffedItemsPerUnit = 10

  /// The work the steps run so far did.
  private(set) var work = 0

  /// The reason the run stops before a step that declares `diffedItems` items to diff, or `nil`
  /// when it may run.
  func reasonToStop(beforeDiffing diffedItems: Int) -> String? {
    if work > Self.maximumWork {
      return
        "the run stopped before this step: the steps before it did \(work) units of work (at "
        + "most \(Self.maximumWork); a step costs 1 + the components of the tree after it + its "
        + "events)"
    }
    if diffedItems > Self.maximumDiffedItems {
      return
        "the run stopped before this step: it would diff \(diffedItems) items (the list's items "
        + "and those applied; at most \(Self.maximumDiffedItems) in one apply, which bounds the "
        + "memory it takes)"
    }
    return nil
  }

  /// Charges `step`, which ran and declared `diffedItems` items to diff.
  mutating func charge(_ step: EventLog.Step, diffedItems: Int) {
    let components = step.tree?.nodes.count ?? 0
    let events = step.events.count
    work += 1 + components + events + step.diagnostics.count
    work += diffedItems / Self.diffedItemsPerUnit
  }
}
