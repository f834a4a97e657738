/// An observer that keeps every event and diagnostic, for tests and the preview tool.
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// window.addObserver(recorder)
/// root.embed(child)
/// #expect(recorder.traces == [
///   "child.willMove(toParent: root)", "child.loadView", "child.viewDidLoad",
///   "child.viewAdded(to: root)", "child.viewWillAppear(false)", "child.viewIsAppearing(false)",
///   "child.viewDidAppear(false)", "child.didMove(toParent: root)",
/// ])
/// ```
@MainActor
public final class LifecycleRecorder: LifecycleObserver {
  /// Every event received, oldest first.
  public private(set) var events: [LifecycleEvent] = []
  /// Every diagnostic received, oldest first.
  public private(set) var diagnostics: [Diagnostic] = []
  /// The kinds of event kept; ``LifecycleEventFilter/standard`` (every kind but layout) by
  /// default, so that traces written before the layout pass existed stay the same.
  public var filter: LifecycleEventFilter

  /// Layout events are sent to this recorder when its ``filter`` keeps them.
  public var observesLayout: Bool { filter.kinds.contains(.layout) }

  /// Creates an empty recorder keeping the events `filter` keeps.
  ///
  /// - Parameter filter: The kinds of event kept.
  public init(filter: LifecycleEventFilter) {
    self.filter = filter
  }

  /// Creates an empty recorder.
  ///
  /// - Parameters:
  ///   - recordsLoadView: Whether to keep `loadView` events.
  ///   - recordsViewPlacement: Whether to keep `viewAdded` and `viewRemoved` events.
  ///   - recordsListEvents: Whether to keep the list events of cells.
  ///   - recordsLayout: Whether to keep layout events (`false` by default).
  public convenience init(
    recordsLoadView: Bool = true, recordsViewPlacement: Bool = true,
    recordsListEvents: Bool = true, recordsLayout: Bool = false
  ) {
    var kinds = LifecycleEventFilter.Kinds.all
    if !recordsLoadView { kinds.remove(.loadView) }
    if !recordsViewPlacement { kinds.remove(.placement) }
    if !recordsListEvents { kinds.remove(.list) }
    if !recordsLayout { kinds.remove(.layout) }
    self.init(filter: LifecycleEventFilter(kinds))
  }

  /// Keeps `event` if the ``filter`` keeps it.
  public func observe(_ event: LifecycleEvent) {
    if filter.keeps(event) { events.append(event) }
  }

  /// Keeps `diagnostic`.
  public func observe(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  /// The compact traces of the events (``LifecycleEvent/trace``), oldest first.
  public var traces: [String] { events.map(\.trace) }

  /// Returns the traces recorded so far and forgets those events. Diagnostics are kept apart:
  /// they stay until ``drainDiagnostics()`` or ``reset()``, so draining a trace never hides a
  /// refused call.
  @discardableResult
  public func drain() -> [String] {
    defer { events.removeAll() }
    return traces
  }

  /// Returns the diagnostics received so far and forgets them.
  @discardableResult
  public func drainDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }

  /// Forgets every event and diagnostic.
  public func reset() {
    events.removeAll()
    diagnostics.removeAll()
  }
}
