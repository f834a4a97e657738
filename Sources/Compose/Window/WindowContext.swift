/// What a window shares with every component of its tree: observers, instance numbering and the
/// clock. Components hold it strongly and the window holds it too; it refers back to the window
/// without owning it (``window``). The clock actions and queued transitions it keeps may capture components; the window's
/// `deinit` drops them (`tearDown()`), so they keep nothing alive past the window.
@MainActor
final class WindowContext {
  /// The window whose context this is: unowned, the window owns its context. Not weak: a weak
  /// reference would give the window a side table, whose retains and releases take the
  /// runtime's slow path on every walk up a hierarchy. The window sets it in its
  /// `init` and clears it first thing in its `deinit`, as a weak reference would read `nil`
  /// from then on; nothing else writes it. One difference remains: a window whose last
  /// reference is dropped off the main actor runs that `deinit` later, on the main actor, and a
  /// main-actor read of this reference in between traps where a weak one would read `nil` (as
  /// for the back-references `MainActorChildRelease` clears).
  unowned(safe) var window: Window?
  /// This context's identity, which components and queues hold instead of a weak reference to
  /// the context (see ``WindowContextIdentity``: nothing refers to a context weakly).
  let identity = WindowContextIdentity()
  private(set) var observers: [any LifecycleObserver] = []
  /// The auditors attached to this window (``LifecycleAuditor/attach(to:)``): like observers,
  /// but told which component (and list cell) each event concerns.
  private(set) var auditors: [LifecycleAuditor] = []
  /// Cached `!observers.isEmpty || !auditors.isEmpty`: the one branch an unobserved event costs.
  private(set) var isObserved = false
  private var nextNumber = 1
  let clock = Clock()
  /// How a size or trait walk tells a component (``TraitWalk/forwarded(_:in:deliver:)``), while
  /// one runs; how deep its nested `super` calls are; the components left for the walk.
  var transitionDeliver: ((Component) -> Void)?
  var transitionDepth = 0
  var deferredTransitions: [Component] = []
  /// The transition queues of this window's components that have had work, weakly, so that a
  /// released window can drop what is still waiting (and the cycles it may hold).
  private var queues: [WeakQueue] = []

  private struct WeakQueue {
    weak var queue: TransitionQueue?
  }

  /// The batch that structural appearance changes reuse while nothing else holds it
  /// (`Component.structuralBatch()`).
  var spareStructuralBatch = AppearanceBatch(animated: false, kind: .structural)
  /// The views waiting to be laid out (contract §4), in the order they were queued.
  var layoutQueue: [LayoutEntry] {
    get { layoutQueues.layoutQueue }
    _modify { yield &layoutQueues.layoutQueue }
  }
  /// The storage of ``layoutQueue`` and ``layoutAwaitingVisibility`` (see ``LayoutQueues``).
  #if DEBUG
    var layoutQueues = LayoutQueues()
  #else
    // Release builds skip its run-time exclusivity checks: they cost the hot paths measurably
    // (BENCHMARKS.md, "What the annotations buy").
    @exclusivity(unchecked) var layoutQueues = LayoutQueues()
  #endif
  /// The buffer of the round being laid out, kept between rounds (see `layOutPendingViews`).
  /// Its run-time exclusivity checks stay: without them the benchmarks measured no change
  /// (callgrind, `Benchmarks/instructions.sh`).
  var spareLayoutRound: [LayoutEntry] = []
  /// Set while the layout queue is being laid out.
  var isLayingOut = false
  /// How many container operations of this window are running (``holdLayout()``): while any is,
  /// layout waits, and the outermost one lays out when it returns, as UIKit lays out at the end
  /// of the run-loop turn (contract §4).
  var layoutHolds = 0
  /// The lists whose first load waits for the end of the turn (``ListView/layoutSubviews()``).
  var listsAwaitingFirstLoad: [ListEntry] = []
  /// The views queued for layout while in this window but not visible yet: a container places a
  /// child's view before the child's appearance begins (a tab switch, a push). They are laid out
  /// at the first layout after they become visible.
  var layoutAwaitingVisibility: [AwaitingLayoutEntry] {
    get { layoutQueues.layoutAwaitingVisibility }
    _modify { yield &layoutQueues.layoutAwaitingVisibility }
  }
  /// Whether a view in `layoutAwaitingVisibility` may have become visible since the list was
  /// last walked: set when a component of this window begins appearing (a view is visible for
  /// layout when its nearest component is not disappeared) and when the window is shown.
  var awaitingViewsMayBeVisible = false
  /// The length of `layoutAwaitingVisibility` at which it is walked even when nothing may have
  /// become visible, to forget released views: twice its length after the last walk.
  var awaitingWalkThreshold = 64
  /// The entries of `layoutAwaitingVisibility` walked so far: read by the tests that placing
  /// views where they are not visible does not walk those placed before each time.
  var awaitingEntriesWalked = 0

  /// Whether the end of each operation checks the invariants of what it touched
  /// (``Window/checksInvariants``): on in debug builds.
  #if DEBUG
    var checksInvariants = true
  #else
    var checksInvariants = false
  #endif
  /// How many operations of this window (and appearance hooks it dispatches) are under way while
  /// `checksInvariants` is on: the checks run when the outermost one ends (`InvariantOperation`).
  var operationDepth = 0
  /// Whether a violation found at the end of an operation also stops a debug build
  /// (`assertionFailure`); the tests of the checks themselves turn it off.
  var assertsOnInvariantViolation = true
  /// How many clock actions one `advance(by:)` or `runUntilIdle()` runs before it stops with
  /// `clockDidNotSettle` (see `Window.clockActionBudget`).
  var clockActionBudget = 1_000_000
  /// What the operations under way touched, weakly, checked when the outermost one ends.
  var touchedComponents: [WeakComponent] = []
  var touchedViews: [WeakView] = []
  /// The work the checks at the ends of operations have done so far: the objects checked and
  /// the entries of the lists of children and subviews they walked (`LocalInvariantChecker`).
  /// Read by the tests that the checks' work follows what an operation touched.
  var invariantCheckWork = 0

  /// Prune released queues only when the list has doubled since the last prune: amortized O(1).
  private var pruneThreshold = 64

  func track(_ queue: TransitionQueue) {
    guard queue.trackingContext !== identity else { return }
    queue.trackingContext = identity
    if queues.count >= pruneThreshold {
      queues.removeAll { $0.queue == nil }
      pruneThreshold = max(64, queues.count * 2)
    }
    queues.append(WeakQueue(queue: queue))
  }

  /// Called when the window is released, after its clock ran to idle: nothing will run what is
  /// still scheduled or queued (work that kept scheduling more), and the
  /// closures may hold components (a completion that uses its container), so drop them.
  func tearDown() {
    clock.removeAll()
    var queued: [LayoutEntry] = []
    swap(&queued, &layoutQueue)  // released below, after the access (see `layoutQueue`)
    queued.removeAll()
    listsAwaitingFirstLoad.removeAll()
    for entry in queues { entry.queue?.pending.removeAll() }
    queues.removeAll()
  }

  func add(_ observer: any LifecycleObserver) {
    observers.append(observer)
    isObserved = true
  }

  func remove(_ observer: any LifecycleObserver) {
    observers.removeAll { $0 === observer }
    isObserved = !observers.isEmpty || !auditors.isEmpty
  }

  func add(_ auditor: LifecycleAuditor) {
    auditors.append(auditor)
    isObserved = true
  }

  func remove(_ auditor: LifecycleAuditor) {
    auditors.removeAll { $0 === auditor }
    isObserved = !observers.isEmpty || !auditors.isEmpty
  }

  /// The clock ran what was due (`runUntilIdle()`, `advance(by:)`): an operation ended.
  func clockDidRun() {
    for auditor in auditors { auditor.clockDidRun() }
  }

  /// Gives `component` the next instance number of this window.
  ///
  /// Meant to be inlined (a call would retain and release the context around it, which costs
  /// more than the three assignments); the optimizer inlines it unforced: `@inline(__always)`
  /// measured no change (callgrind, `Benchmarks/instructions.sh`).
  func number(_ component: Component) {
    component.instanceNumber = nextNumber
    nextNumber += 1
    // Last: the release of the identity it replaces comes after the context's last use, so the
    // caller need not keep the context retained across it.
    component.numberingContext = identity
  }

  func emit(_ component: Component, _ kind: LifecycleEvent.Kind, cell: ListCell? = nil) {
    if kind.isLayoutCallback {
      // Layout events go only to the observers that ask for them (not to auditors), so that
      // what an observer written before the layout pass sees (and the numbering) does not change.
      guard observers.contains(where: { $0.observesLayout }) else { return }
      if component.numberingContext !== identity { number(component) }
      let event = LifecycleEvent(component: component.reference, kind: kind, time: clock.now)
      for observer in observers where observer.observesLayout { observer.observe(event) }
      return
    }
    if component.numberingContext !== identity { number(component) }
    let event = LifecycleEvent(component: component.reference, kind: kind, time: clock.now)
    for observer in observers { observer.observe(event) }
    for auditor in auditors { auditor.record(event, of: component, cell: cell) }
  }

  /// Delivers an event that `component` had while in no window (``DetachedEventLog``), now that
  /// it is in this one: to the observers only (an auditor judges what happens in its window; what
  /// happened before it is not its to judge), layout events only to those that ask for them.
  func emitReplayed(_ component: Component, _ kind: LifecycleEvent.Kind) {
    if component.numberingContext !== identity { number(component) }
    let event = LifecycleEvent(component: component.reference, kind: kind, time: clock.now)
    for observer in observers where !kind.isLayoutCallback || observer.observesLayout {
      observer.observe(event)
    }
  }

  func deliver(_ diagnostic: Diagnostic, about component: Component? = nil) {
    for observer in observers { observer.observe(diagnostic) }
    for auditor in auditors { auditor.record(diagnostic, about: component) }
  }
}
