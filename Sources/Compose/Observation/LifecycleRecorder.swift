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
  /// Whether `loadView` events are kept (they are by default).
  public var recordsLoadView: Bool
  /// Whether view placement events (`viewAdded`, `viewRemoved`) are kept (they are by default).
  public var recordsViewPlacement: Bool
  /// Whether list events (dequeue, `prepareForReuse`, `willDisplay`, `didEndDisplaying`) are kept
  /// (they are by default).
  public var recordsListEvents: Bool
  /// Whether layout events (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) are kept. They are
  /// not by default, so that traces written before the layout pass existed stay the same.
  public var recordsLayout: Bool

  /// Layout events are sent to this recorder when ``recordsLayout`` is set.
  public var observesLayout: Bool { recordsLayout }

  /// Creates an empty recorder.
  ///
  /// - Parameters:
  ///   - recordsLoadView: Whether to keep `loadView` events.
  ///   - recordsViewPlacement: Whether to keep `viewAdded` and `viewRemoved` events.
  ///   - recordsListEvents: Whether to keep the list events of cells.
  ///   - recordsLayout: Whether to keep layout events (`false` by default).
  public init(
    recordsLoadView: Bool = true, recordsViewPlacement: Bool = true,
    recordsListEvents: Bool = true, recordsLayout: Bool = false
  ) {
    self.recordsLoadView = recordsLoadView
    self.recordsViewPlacement = recordsViewPlacement
    self.recordsListEvents = recordsListEvents
    self.recordsLayout = recordsLayout
  }

  /// Keeps `event` unless it is filtered out.
  public func observe(_ event: LifecycleEvent) {
    switch event.kind {
    case .loadView where !recordsLoadView: return
    case .viewAdded where !recordsViewPlacement, .viewRemoved where !recordsViewPlacement: return
    case .viewWillLayoutSubviews where !recordsLayout, .viewDidLayoutSubviews where !recordsLayout:
      return
    case .cellDequeued where !recordsListEvents, .cellPreparedForReuse where !recordsListEvents,
      .cellWillDisplay where !recordsListEvents, .cellDidEndDisplaying where !recordsListEvents:
      return
    default: events.append(event)
    }
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
