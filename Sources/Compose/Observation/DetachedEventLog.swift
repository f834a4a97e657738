/// The events of a component that happened while it was in no window (a tree built before it is
/// shown: `NavigationContainer(root:)` sends the root's `willMove`/`didMove`, a read of `view`
/// sends `viewDidLoad`), kept so that the observers of the window it enters see them then, in the
/// order they happened, before the events of that entry (UIKit prints them when they happen; a
/// recorder attached to the window is the nearest Compose has).
///
/// Kept per component, in ``ComponentExtras``, only while the component is in no window: entering
/// a window hands the events to its observers or, unobserved, drops them. At most
/// ``capacity`` events are kept (the latest), so a component that stays out of every window
/// holds a bounded log whatever it does.
@MainActor
final class DetachedEventLog {
  /// One event: its kind, the component its reference names (weakly: the component it names may
  /// be the parent that owns this one), and when it happened, for ordering the events of several
  /// components.
  struct Entry {
    let kind: LifecycleEvent.Kind
    weak var related: Component?
    let instant: ContinuousClock.Instant
  }

  /// The most events a component keeps while in no window.
  static let capacity = 64

  private(set) var entries: [Entry] = []

  func append(_ kind: LifecycleEvent.Kind, related: Component?) {
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append(Entry(kind: kind, related: related, instant: ContinuousClock.now))
  }
}

extension LifecycleEvent.Kind {
  /// This kind with its component reference (the parent of `willMove`/`didMove`, the enclosing
  /// component of `viewAdded`/`viewRemoved`) replaced by `reference`; other kinds unchanged.
  func naming(_ reference: ComponentReference?) -> Self {
    switch self {
    case .willMove: return .willMove(toParent: reference)
    case .didMove: return .didMove(toParent: reference)
    case .viewAdded: return .viewAdded(toViewOf: reference)
    case .viewRemoved: return .viewRemoved(fromViewOf: reference)
    default: return self
    }
  }
}
