/// Watches a window for legal calls made in the wrong order and reports each as an
/// ``AuditFinding`` with the component's path and the events that led to it (contract §7).
///
/// UIKit only prints "Unbalanced calls to begin/end appearance transitions"; the auditor names
/// the containment step a custom container got wrong: `didMove(toParent:)` before the view is
/// placed, the view removed before `willMove(toParent: nil)`, a view added without
/// ``Component/addChild(_:)``, a child appearing while its parent is disappeared, a cell that
/// still hosts a component in the reuse pool, a component still alive after it should have been
/// released. See <doc:Auditing> for every kind.
///
/// ```swift
/// let window = Window()
/// let auditor = LifecycleAuditor(window: window)
/// window.rootComponent = root
/// window.makeKeyAndVisible()
/// container.show(child)          // the custom container under test
/// auditor.checkpoint()           // the operation is over
/// #expect(auditor.findings.isEmpty, "\(auditor.findings)")
/// ```
///
/// **When an operation ends.** Some mistakes are visible at once (a `didMove(toParent: nil)`
/// with no `willMove(toParent: nil)`); others only when the operation that should have completed
/// a sequence is over (an `addChild(_:)` still waiting for its `didMove(toParent:)`). Compose
/// cannot tell where a custom container's method ends, so an operation ends at a *checkpoint*:
/// an explicit ``checkpoint()``, and every return of ``Window/runUntilIdle()`` and
/// ``Window/advance(by:)``. Checks that need the window at rest (appearance left half-way,
/// ``expectReleased(_:)``) wait for a checkpoint at which nothing is scheduled on the clock;
/// a containment step whose container has a transition in flight (an animated push) waits for
/// the checkpoint after it completes.
///
/// The auditor never changes the tree and never loads a view. Attached, it makes the window
/// observed (events are built), so attach it in tests and tools rather than in production code.
/// It holds components, cells and the window weakly.
@MainActor
public final class LifecycleAuditor {
  /// Every finding so far, oldest first. ``reset()`` forgets them.
  public private(set) var findings: [AuditFinding] = []

  /// How many recent events of a component a finding carries (8 by default).
  public var recentEventCount = 8

  /// Called with each finding as it is made, after it is appended to ``findings``.
  public var onFinding: (@MainActor (AuditFinding) -> Void)?

  /// The window watched, if any.
  public private(set) weak var window: Window?

  var records: [ObjectIdentifier: AuditRecord] = [:]
  var cells: [ObjectIdentifier: AuditCellRecord] = [:]
  var expectations: [ReleaseExpectation] = []
  /// The lasting conditions (an orphan view, a pooled cell hosting a component, ...) reported at
  /// the previous checkpoint: reported again only after they cleared.
  var reportedConditions: Set<ConditionKey> = []

  /// Creates an auditor attached to no window.
  public init() {}

  /// Creates an auditor and attaches it to `window`.
  ///
  /// - Parameter window: The window to watch.
  public convenience init(window: Window) {
    self.init()
    attach(to: window)
  }

  /// Starts watching `window`, from now on (detaching from the window watched before, if any).
  /// Attach it before building the tree to see every event.
  ///
  /// - Parameter window: The window to watch.
  public func attach(to window: Window) {
    detach()
    self.window = window
    window.context.add(self)
  }

  /// Stops watching the window. The findings stay.
  public func detach() {
    window?.context.remove(self)
    window = nil
  }

  /// Ends the current operation: reports what is still incomplete (an `addChild(_:)` without
  /// its `didMove(toParent:)`, a `didMove(toParent: nil)` without `willMove(toParent: nil)`),
  /// then looks at the window's tree for lasting conditions (orphan views, children appeared
  /// under a disappeared parent, pooled cells still hosting components) and, when nothing is
  /// scheduled on the window's clock, for appearance transitions left half-way and objects
  /// passed to ``expectReleased(_:)`` that are still alive.
  ///
  /// Called by ``Window/runUntilIdle()`` and ``Window/advance(by:)`` when they return; call it
  /// after an operation that does not run the clock.
  ///
  /// - Returns: The findings made by this checkpoint.
  @discardableResult
  public func checkpoint() -> [AuditFinding] {
    let start = findings.count
    let idle = !(window?.hasScheduledWork ?? false)
    settlePendingSteps(idle: idle)
    settleCells()
    if let window { scan(window, idle: idle) }
    if idle { settleExpectations() }
    records = records.filter { $0.value.component != nil }
    return Array(findings[start...])
  }

  /// Forgets the findings. What the auditor tracks (pending steps, cells, expectations) stays,
  /// and a lasting condition already reported is not reported again until it clears.
  public func reset() {
    findings.removeAll()
  }

  /// Marks `component` as one that must be released: if it is still alive at the next
  /// checkpoint at which the window is idle (nothing scheduled on its clock, for example after
  /// ``Window/runUntilIdle()``), that is a ``AuditFinding/Kind/notReleased`` finding. Held
  /// weakly.
  ///
  /// - Parameter component: The component that must be gone.
  public func expectReleased(_ component: Component) {
    expectations.append(
      ReleaseExpectation(object: component, label: component.treePath, component: component))
  }

  /// Marks any object (a flow, a delegate, a cell) as one that must be released by the next idle
  /// checkpoint, like ``expectReleased(_:)``. Held weakly.
  ///
  /// - Parameters:
  ///   - object: The object that must be gone.
  ///   - name: How findings name it.
  public func expectReleased(_ object: AnyObject, named name: String) {
    expectations.append(ReleaseExpectation(object: object, label: name, component: nil))
  }

  // MARK: Engine entry points

  /// The window's clock ran (`runUntilIdle()`, `advance(by:)`): a checkpoint, unless the window
  /// is being released.
  func clockDidRun() {
    guard window != nil else { return }
    checkpoint()
  }

  func add(_ finding: AuditFinding) {
    findings.append(finding)
    onFinding?(finding)
  }

  /// The record of `component`, created on first use.
  func record(for component: Component) -> AuditRecord {
    let key = ObjectIdentifier(component)
    if let record = records[key], record.component === component { return record }
    let record = AuditRecord(component)
    records[key] = record
    return record
  }

  func finding(
    _ kind: AuditFinding.Kind, on component: Component, _ message: String
  ) -> AuditFinding {
    let events = records[ObjectIdentifier(component)].flatMap {
      $0.component === component ? $0.events : nil
    }
    return AuditFinding(
      kind: kind, path: component.treePath, component: component.reference, message: message,
      events: events ?? [])
  }
}

/// A lasting condition found by a checkpoint scan: its kind and the object it is about.
struct ConditionKey: Hashable {
  var kind: AuditFinding.Kind
  var object: ObjectIdentifier
}
