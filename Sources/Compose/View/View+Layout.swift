// The layout pass (contract §4, last bullet).
//
// Approach: a view that needs layout is flagged (`needsLayoutFlag`) and queued in the layout
// queue of its window's context, found by walking up to the nearest component's view (whose
// component knows its window) or to the window: O(plain views above it), and O(1) when an
// ancestor still waits for layout outside any window (a detached subtree being built). A view
// entering a window is queued as a subtree entry: its subtree is laid out where flagged. The
// queue is laid out, top-down, when a hierarchy change (`addSubview`, `insertSubview`,
// `removeFromSuperview`) or a window operation (the root, visibility) returns, so before any
// unanimated operation built on them returns, and at each step of the clock. Only queued views
// are visited (no whole-tree walk per call), and every walk is iterative.

extension View {
  /// Marks the view as needing layout: it is laid out, with ``layoutSubviews()``, at the end of
  /// the current operation, at the next step of the window's clock, or by ``layoutIfNeeded()``
  /// (contract §4). Repeated calls before that lay it out once.
  ///
  /// A view outside any visible window keeps the mark and is laid out when it enters one.
  ///
  /// - Complexity: O(1) when the view is already marked, otherwise O(number of plain views up to
  ///   the nearest component's view).
  public final func setNeedsLayout() {
    if needsLayoutFlag && isQueuedForLayout { return }
    needsLayoutFlag = true
    layoutContext()?.enqueueLayout(self, subtree: false)
  }

  // MARK: Internals

  /// The context of the window this view is in, if it may be laid out there: found through the
  /// nearest component's view or the window at the top. `nil` outside any window, or as soon as an
  /// ancestor is marked without being queued (it is outside any visible window: it is laid out,
  /// with what is below it, when its subtree enters one).
  func layoutContext() -> WindowContext? {
    // This view first, then the walk from its superview: `var node = self` would copy this view
    // (a retain and a release on the runtime's slow path), and this runs for every cell given a
    // frame.
    switch ownerReference {
    case .some(let owner) where owner.context != nil: return owner.context
    default: break
    }
    guard var node = superviewReference else { return (self as? Window)?.context }
    while true {
      if node.needsLayoutFlag && !node.isQueuedForLayout { return nil }
      if let owner = node.ownerReference, let context = owner.context { return context }
      guard let parent = node.superviewReference else { return (node as? Window)?.context }
      node = parent
    }
  }

  /// ``layoutContext()`` and ``isInVisibleWindowForLayout`` in one walk: the context of the
  /// window this view may be laid out in, and whether the view is visible there.
  func layoutContextAndVisibility() -> (context: WindowContext, isVisible: Bool)? {
    var node = self
    while true {
      if let owner = node.ownerReference {
        // The two walks stop at the nearest owner only when it is in a window.
        guard let context = owner.context else {
          guard let context = layoutContext() else { return nil }
          return (context, isInVisibleWindowForLayout)
        }
        return (context, owner.appearanceState != .disappeared)
      }
      guard let parent = node.superviewReference else {
        guard let window = node as? Window else { return nil }
        return (window.context, window.isVisible)
      }
      if parent.needsLayoutFlag && !parent.isQueuedForLayout { return nil }
      node = parent
    }
  }

  /// The context of the window this view is in, found through the nearest component's view or
  /// the window at the top, whatever the marks above.
  var windowContextForLayout: WindowContext? {
    var node = self
    while true {
      if let owner = node.ownerReference { return owner.context }
      guard let parent = node.superviewReference else { return (node as? Window)?.context }
      node = parent
    }
  }

  /// Whether this view is in a visible window: its nearest component is not disappeared (a
  /// component is visible when its view is in a visible window, contract §3), or, with no
  /// component above it, the window at its top is visible.
  ///
  /// - Complexity: O(number of plain views up to the nearest component's view).
  var isInVisibleWindowForLayout: Bool { isInVisibleWindowForLayout(owner: ownerReference) }

  /// ``isInVisibleWindowForLayout`` when the caller has read this view's owner already.
  func isInVisibleWindowForLayout(owner: Component?) -> Bool {
    // `owner` is borrowed (`!`), not bound: see `performLayout(owner:)`.
    if owner != nil { return owner!.appearanceState != .disappeared }
    guard let parent = superviewReference else { return (self as? Window)?.isVisible ?? false }
    var node = parent
    while true {
      if let owner = node.ownerReference { return owner.appearanceState != .disappeared }
      guard let parent = node.superviewReference else {
        return (node as? Window)?.isVisible ?? false
      }
      node = parent
    }
  }

  /// The number of ancestors.
  var depthForLayout: Int {
    var depth = 0
    var node = superviewReference
    while let current = node {
      depth += 1
      node = current.superviewReference
    }
    return depth
  }

  /// Lays out this view alone: `viewWillLayoutSubviews`, `layoutSubviews`,
  /// `viewDidLayoutSubviews`. The mark is cleared first, so `setNeedsLayout()` from the hooks
  /// marks it again.
  func performLayout() { performLayout(owner: ownerReference) }

  /// ``performLayout()`` when the caller has read this view's owner already.
  func performLayout(owner: Component?) {
    needsLayoutFlag = false
    // `switch`, not `if let`: binding an optional parameter with `if let` or `guard let` copies
    // it, and the copy of a weakly referenced object costs a retain and a release on the
    // runtime's slow path; a `switch` borrows it (so do `?.` and `!`).
    switch owner {
    case .some(let owner): performLayout(ownedBy: owner)
    case .none: deliverLayoutSubviews()
    }
  }

  /// ``performLayout(owner:)`` for a component's view.
  private func performLayout(ownedBy owner: Component) {
    owner.emitFollowingView(.viewWillLayoutSubviews)
    owner.deliverViewWillLayoutSubviews()
    if _slowPath(owner.placesChildViewsAtLayout) { owner.placeChildViewsAtLayout() }
    deliverLayoutSubviews()
    owner.emitFollowingView(.viewDidLayoutSubviews)
    owner.deliverViewDidLayoutSubviews()
  }

  /// Lays out every marked view of `root`'s subtree, parent before child, children back to front:
  /// iteratively, so a chain of any depth is safe. Subviews added by a `layoutSubviews` are
  /// visited too.
  func layOutSubtree(_ root: View) { layOutSubtree(root, rootOwner: root.ownerReference) }

  /// ``layOutSubtree(_:)`` when the caller has read `root`'s owner already.
  ///
  /// The root and its subviews are visited without a stack, which a view only two levels deep (a
  /// cell and its content view) then never allocates.
  func layOutSubtree(_ root: View, rootOwner: Component?) {
    // Subviews that a leaf's own layout adds are queued, and laid out in the next round, once
    // visible; those added to a root that had subviews are visited now (as they always were).
    let isLeaf = root.subviewList.isEmpty
    if root.needsLayoutFlag { root.performLayout(owner: rootOwner) }
    if isLeaf { return }
    // Read after the root's layout, which may have added subviews.
    let subviews = root.subviewList
    for subview in subviews {
      if subview.needsLayoutFlag { subview.performLayout() }
      if !subview.subviewList.isEmpty { layOutDescendants(of: subview) }
    }
  }

  /// Lays out every marked view below `view` (not `view` itself), in the order of
  /// ``layOutSubtree(_:rootOwner:)``.
  private func layOutDescendants(of view: View) {
    var stack = Array(view.subviewList.reversed())
    while let node = stack.popLast() {
      if node.needsLayoutFlag { node.performLayout() }
      let subviews = node.subviewList
      if subviews.isEmpty { continue }
      for index in subviews.indices.reversed() { stack.append(subviews[index]) }
    }
  }
}

extension WindowContext {
  /// One view waiting in the layout queue: alone, or with its subtree (it entered the window).
  struct LayoutEntry {
    /// Strong: the entry lives until the end of the current operation or clock step, and a weak
    /// reference per placement cost more than the layout itself. `nil` for the window itself
    /// (`isWindow`): the context belongs to the window, so a strong entry would keep the window,
    /// and its whole tree, alive until a next turn that a released window never has.
    var view: View?
    var subtree: Bool
    /// Whether the entry is the window's own: read through the context's weak `window`.
    var isWindow = false
  }

  /// The view `entry` lays out.
  func queuedView(of entry: LayoutEntry) -> View? {
    entry.isWindow ? window : entry.view
  }

  /// A list whose first load waits for the end of the turn, through the list's
  /// ``ListView/FirstLoadHandle``, whose `list` the list clears before it goes (not a weak
  /// reference to the list, which would give it a side table).
  struct ListEntry {
    let handle: ListView.FirstLoadHandle
    @MainActor var list: ListView? { handle.list }
  }

  /// A view that waits to become visible to be laid out. Weak: a view that leaves is not kept.
  struct AwaitingLayoutEntry {
    weak var view: View?
  }

  /// The most rounds one layout may take (a round lays out what the previous one queued).
  static let layoutRoundLimit = 64

  func enqueueLayout(_ view: View, subtree: Bool) {
    if !subtree { view.isQueuedForLayout = true }
    if view.isWindowView {
      layoutQueue.append(LayoutEntry(view: nil, subtree: subtree, isWindow: true))
    } else {
      layoutQueue.append(LayoutEntry(view: view, subtree: subtree))
    }
  }

  /// Lays out `view`, just placed, with its subtree, then what its layout queued (contract §4).
  ///
  /// When nothing else waits (the common case) this is the first round of
  /// ``layOutPendingViews()`` with `view` as its one entry, without queuing it: the queue's entry
  /// would cost a retain and a release on the runtime's slow path, and a read of the view's owner
  /// that the caller has made already. Otherwise `view` is queued and laid out in turn.
  ///
  /// `isVisible` is ``View/isInVisibleWindowForLayout``, found by the caller.
  func layOutPlacedSubtree(_ view: View, owner: Component?, isVisible: Bool) {
    guard !isLayingOut, layoutHolds == 0, layoutQueue.isEmpty, layoutAwaitingVisibility.isEmpty
    else {
      enqueueLayout(view, subtree: true)
      return layOutPendingViews()
    }
    isLayingOut = true
    if isVisible {
      // A leaf (a new component's view, the common case) is laid out without the subtree walk's
      // call: what its layout adds waits for the next round, as in `layOutSubtree`.
      if view.subviewList.isEmpty {
        if view.needsLayoutFlag { view.performLayout(owner: owner) }
      } else {
        view.layOutSubtree(view, rootOwner: owner)
      }
    } else {
      awaitVisibility(of: view)
    }
    isLayingOut = false
    // What the hooks of this first round queued is laid out in the next rounds.
    if !layoutQueue.isEmpty { layOutPendingViews(roundsDone: 1) }
  }

  /// Lays out the queued views that are in a visible window, top-down (contract §4); the others
  /// keep their mark and leave the queue. Does nothing when called while it runs (what the hooks
  /// queue is laid out in a next round). Stops after ``layoutRoundLimit`` rounds of layouts that
  /// keep queuing more (counting the `roundsDone` that ``layOutPlacedSubtree(_:owner:isVisible:)`` ran).
  func layOutPendingViews(roundsDone: Int = 0) {
    guard !isLayingOut, layoutHolds == 0 else { return }
    if !layoutAwaitingVisibility.isEmpty,
      awaitingViewsMayBeVisible || layoutAwaitingVisibility.count >= awaitingWalkThreshold
    {
      requeueViewsThatBecameVisible()
    }
    guard !layoutQueue.isEmpty else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    var rounds = roundsDone
    while !layoutQueue.isEmpty {
      rounds += 1
      guard rounds <= Self.layoutRoundLimit else {
        var dropped: [LayoutEntry] = []
        swap(&dropped, &layoutQueue)  // released after the access (see `layoutQueue`)
        for entry in dropped { queuedView(of: entry)?.isQueuedForLayout = false }
        return
      }
      // The two buffers are reused: a placement appends to a queue that keeps its capacity.
      var round = spareLayoutRound
      spareLayoutRound = []
      swap(&round, &layoutQueue)
      defer {
        round.removeAll(keepingCapacity: true)
        spareLayoutRound = round
      }
      if round.count > 1 {
        // Parent before child: shallower views first, in queue order for equal depths.
        let depths = round.map { queuedView(of: $0)?.depthForLayout ?? 0 }
        let order = round.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }
        round = order.map { round[$0] }
      }
      for entry in round {
        guard let view = queuedView(of: entry) else { continue }
        if !entry.subtree { view.isQueuedForLayout = false }
        // Read once: weak references are costly to read, and nothing runs before it is used.
        let owner = view.ownerReference
        guard view.isInVisibleWindowForLayout(owner: owner) else {
          awaitVisibility(of: view)
          continue
        }
        if entry.subtree {
          view.layOutSubtree(view, rootOwner: owner)
        } else if view.needsLayoutFlag {
          view.performLayout(owner: owner)
        }
      }
    }
  }

  /// Keeps `view`, which is in this window but not visible, until it is: a container placed a
  /// child's view before its appearance began, and nothing else would lay it out then.
  private func awaitVisibility(of view: View) {
    guard view.awaitsVisibleLayoutIn !== identity, view.windowContextForLayout === self else {
      return
    }
    view.awaitsVisibleLayoutIn = identity
    view.owningOrEnclosingComponent?.blocksAwaitingLayout = true
    layoutAwaitingVisibility.append(AwaitingLayoutEntry(view: view))
  }

  /// Queues, with their subtrees, the waiting views that are visible now; keeps those still in
  /// this window and forgets the others (a view entering a window again is queued then).
  ///
  /// Run by ``layOutPendingViews(roundsDone:)`` only when a waiting view may have become visible
  /// (`awaitingViewsMayBeVisible`: a component that a waiting view waits for began appearing, or the window was
  /// shown), or when the list has doubled since it was last walked (which forgets the views
  /// released or gone meanwhile): a view placed where it is not visible, one after another in a
  /// hidden container, no longer walks all those placed before it.
  ///
  /// - Complexity: O(waiting views × depth to their components).
  private func requeueViewsThatBecameVisible() {
    awaitingViewsMayBeVisible = false
    var waiting: [AwaitingLayoutEntry] = []
    swap(&waiting, &layoutAwaitingVisibility)
    awaitingEntriesWalked += waiting.count
    for entry in waiting {
      guard let view = entry.view else { continue }
      if view.isInVisibleWindowForLayout {
        if view.awaitsVisibleLayoutIn === identity { view.awaitsVisibleLayoutIn = nil }
        enqueueLayout(view, subtree: true)
      } else if view.windowContextForLayout === self {
        // Still waiting: mark again the component it waits for (which may be another one now).
        view.owningOrEnclosingComponent?.blocksAwaitingLayout = true
        layoutAwaitingVisibility.append(entry)
      } else if view.awaitsVisibleLayoutIn === identity {
        view.awaitsVisibleLayoutIn = nil
      }
    }
    awaitingWalkThreshold = max(64, layoutAwaitingVisibility.count * 2)
  }

  /// The end of a turn (a step of the clock): lays out what is queued, then runs the first loads
  /// of the lists laid out during the turn (``ListView/layoutSubviews()``), and lays out what they
  /// queued, until nothing is left (at most ``layoutRoundLimit`` rounds).
  func endLayoutTurn() {
    guard layoutHolds == 0 else { return }
    layOutPendingViews()
    var rounds = 0
    while !listsAwaitingFirstLoad.isEmpty, !isLayingOut, rounds < Self.layoutRoundLimit {
      rounds += 1
      var lists: [ListEntry] = []
      swap(&lists, &listsAwaitingFirstLoad)
      for entry in lists { entry.list?.loadIfAwaitingFirstLoad() }
      layOutPendingViews()
    }
  }

  /// Holds layout while a container operation runs (contract §4: UIKit lays out at the end of
  /// the run-loop turn). Views placed meanwhile wait in the queue; ``releaseLayout()`` of the
  /// outermost hold lays them out, with the first loads of the lists laid out then.
  func holdLayout() {
    layoutHolds += 1
  }

  /// Ends a hold of ``holdLayout()``; the outermost one ends the turn: what waits is laid out.
  func releaseLayout() {
    guard layoutHolds > 0 else { return }
    layoutHolds -= 1
    if layoutHolds == 0 { endLayoutTurn() }
  }

  /// Ends the turn now, held or not: for an appearance whose `did*` comes after the turn's
  /// layout (a window's root appearing, a tab switch; contract §4), called between its `will*`
  /// and its `did*`.
  func layOutBeforeAppearanceEnds() {
    let holds = layoutHolds
    layoutHolds = 0
    endLayoutTurn()
    layoutHolds = holds
  }
}
