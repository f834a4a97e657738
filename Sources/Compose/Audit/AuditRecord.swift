/// What a ``LifecycleAuditor`` remembers of one component: its recent events, its appearance as
/// the events tell it, and the containment steps still waiting for their pair. Holds the
/// component weakly.
@MainActor
final class AuditRecord {
  weak var component: Component?
  /// The most recent events, oldest first, at most the auditor's `recentEventCount`.
  var events: [LifecycleEvent] = []
  /// The appearance state the events describe; `nil` until the first appearance callback (the
  /// auditor may be attached late).
  var appearance: AppearanceState?
  /// Whether `viewIsAppearing` came since the last `viewWillAppear`.
  var sawIsAppearing = false
  /// `willMove(toParent:)` with a parent came, and its `didMove(toParent:)` has not.
  var awaitsDidMove = false
  /// `didMove(toParent:)` came while the view was not placed in the parent's view (this
  /// operation).
  var movedBeforePlacement = false
  /// The view left the parent's view while the component stayed a child, without
  /// `willMove(toParent: nil)` (this operation).
  var viewRemovedWhileContained = false
  /// The cell whose content the view was last placed in, until the component leaves its parent.
  weak var hostCell: ListCell?

  init(_ component: Component) {
    self.component = component
  }

  func append(_ event: LifecycleEvent, keeping limit: Int) {
    events.append(event)
    if events.count > limit { events.removeFirst(events.count - limit) }
  }
}

/// What a ``LifecycleAuditor`` remembers of one list cell, held weakly.
@MainActor
final class AuditCellRecord {
  weak var cell: ListCell?
  weak var list: ListView?
  /// The row it is displayed at, as its `willDisplay` and `didEndDisplaying` events tell.
  var displayedAt: ListIndexPath?
  /// Whether the cell was reported for leaving its list while displayed.
  var reportedDetached = false
  var events: [LifecycleEvent] = []
  var path: String
  var component: ComponentReference

  init(_ cell: ListCell, path: String, component: ComponentReference) {
    self.cell = cell
    self.path = path
    self.component = component
  }
}

/// An object that must be released by the next idle checkpoint.
struct ReleaseExpectation {
  weak var object: AnyObject?
  var label: String
  weak var component: Component?
}
