extension Component {
  /// Adds `child` to ``children`` (contract §1.1).
  ///
  /// If `child` has another parent it is first removed exactly as ``removeFromParent()`` would,
  /// so the old parent's removal sends `didMove(toParent: nil)` (the child disappears from the old
  /// parent there, even with its view still placed in it). A component whose view was placed
  /// without containment (contract §3) and that this component will not show (its view is not
  /// placed directly in this component's view, or this component is not heading visible)
  /// disappears first, before `willMove(toParent:)`; one it shows keeps its appearance. Then this method calls
  /// `child.willMove(toParent: self)`, appends `child` and sets its ``parent``. It never calls
  /// `didMove(toParent:)`: the container does, after placing the child's view (or use
  /// ``embed(_:in:)``, which does the whole sequence).
  ///
  /// ```swift
  /// addChild(child)                     // child.willMove(toParent: self)
  /// view.addSubview(child.view)         // appearance, if self is appeared
  /// child.didMove(toParent: self)
  /// ```
  ///
  /// Misuse is rejected with the tree unchanged: adding a component to itself
  /// (``Diagnostic/Code/addChildToItself``), to one of its descendants
  /// (``Diagnostic/Code/addAncestorAsChild``), twice (``Diagnostic/Code/alreadyChild``), adding
  /// a window's root (``Diagnostic/Code/addWindowRootAsChild``), or adding a component that keeps
  /// this one alive through another strong reference the engine holds: a state container whose
  /// content this is, the host of an adapter that hosts or caches it, or the presenter of this
  /// component or of one of its ancestors (``Diagnostic/Code/keepsItselfAlive``, contract §7).
  ///
  /// A `willMove(toParent:)` hook that makes this component a descendant of `child` is caught
  /// after the hook (``Diagnostic/Code/addAncestorAsChild``): nothing is linked, but what the hook
  /// did (and the removal from the old parent) stays done.
  ///
  /// If a hook run by this call (the old parent's removal, `willMove(toParent:)`) gives the child a
  /// parent itself, that placement stands and this call links nothing more.
  ///
  /// - Parameter child: The component to contain.
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  /// - Complexity: O(1) for a new leaf; O(depth) to rule out a cycle when `child` has children
  ///   (checked before and after `willMove(toParent:)`); plus O(size of `child`'s subtree) when it
  ///   changes window.
  @discardableResult
  public final func addChild(_ child: Component) -> Diagnostic? {
    let operation = InvariantOperation(self)
    defer { operation.end(self, child) }
    if let diagnostic = refusalToAdd(child) { return diagnostic }
    let oldParent = child.parent
    if oldParent != nil {
      child.isLeavingForNewParent = true
      child.removeFromParent()
      child.isLeavingForNewParent = false
      guard child.parent == nil else { return nil }  // a didMove hook placed it already
    }
    // A view-only component that its new parent will not show disappears first, in the window
    // its view is in, whose observers saw it appear (contract §3).
    if child.isViewOnly, child.appearanceState != .disappeared, !child.isShown(by: self) {
      child.leaveViewOnlyAppearance()
      guard child.parent == nil else { return nil }  // a hook placed it already
    }
    child.willMove(toParent: self)
    guard child.parent == nil else { return nil }  // the willMove hook placed it already
    if hasAncestorOrSelf(child) {
      // The willMove hook made this component a descendant of `child`.
      return report(
        .addAncestorAsChild,
        "\(child.pathSegment) became an ancestor during willMove(toParent:); not linked",
        involving: child)
    }
    childList.append(child)
    child.parent = self
    child.viewOnlyEventContext = nil
    child.enterContext(ofParent: self)
    child.syncAppearance()
    return nil
  }

  /// The misuse of ``addChild(_:)`` that `child` would be, reported, or `nil`: checked before
  /// anything runs (``embed(_:in:)`` checks it before it loads this component's view).
  private func refusalToAdd(_ child: Component) -> Diagnostic? {
    if child === self {
      return report(.addChildToItself, "a component cannot be its own child")
    }
    if child.parent === self {
      return report(.alreadyChild, "\(child.pathSegment) is already a child")
    }
    if let window = child.hostWindow {
      return report(
        .addWindowRootAsChild,
        "\(child.pathSegment) is the root component of window \"\(window.traceName ?? "window")\"",
        involving: child)
    }
    if hasAncestorOrSelf(child) {
      return report(
        .addAncestorAsChild, "\(child.pathSegment) is an ancestor; adding it would make a cycle",
        involving: child)
    }
    if isKeptAlive(by: child) {
      return report(
        .keepsItselfAlive,
        "\(child.pathSegment) already keeps \(pathSegment) alive (as a state container's content, "
          + "an adapter's component or what it presents); adding it as a child would make a cycle "
          + "nothing releases",
        involving: child)
    }
    return nil
  }

  /// Removes this component from its parent (contract §1.3).
  ///
  /// The container first calls `willMove(toParent: nil)` and removes the view (``unembed()`` does
  /// the three steps). This method unlinks the component, then calls `didMove(toParent: nil)`
  /// itself. If the view is still placed, the component follows it from then on, as in UIKit
  /// (contract §3): still visible, it stays appeared until the view leaves. A
  /// disappearance already begun by a manual container (`beginAppearanceTransition(false, ...)`) or
  /// by a transition is left to its owner to end, and the component stays in its window (its
  /// observers see the end) until then. The
  /// component is released once nothing else refers to it: Compose keeps no hidden reference.
  ///
  /// Calling it on a component without a parent is rejected as
  /// ``Diagnostic/Code/removeWithoutParent``.
  ///
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  /// - Complexity: O(number of siblings), plus O(size of the subtree) to detach it from its window.
  @discardableResult
  public final func removeFromParent() -> Diagnostic? {
    guard let parent else {
      return report(.removeWithoutParent, "removeFromParent() on a component with no parent")
    }
    let operation = InvariantOperation(self)
    defer { operation.end(self, parent) }
    let index = parent.childList.firstIndex(ofIdentical: self)
    if let index { parent.childList.remove(at: index) }
    self.parent = nil
    // With its view left placed, it follows its view from now on (contract §3).
    if loadedView?.superviewReference != nil, !isLeavingForNewParent {
      viewOnlyEventContext = context
      markViewOnlyPlacement()
    }
    syncAppearance()
    didMove(toParent: nil)
    // A transition its owner will still end (a manual container's `begin(false)` ... `end()`
    // around the removal) keeps the window's observers until it ends; see `endAppearance`.
    if self.parent == nil, hostWindow == nil { enterContext(nil) }
    // A `didMove(toParent: nil)` hook that put it back in the same parent: it did not leave.
    if let index, self.parent !== parent { parent.childDidLeave(self, at: index) }
    return nil
  }

  /// Adds `child`, places its view in `containerView` and calls `didMove(toParent:)`: the whole
  /// containment sequence in the right order (contract §1.4).
  ///
  /// Per child: `willMove(toParent: self)`, `loadView`/`viewDidLoad` (first time), the view is
  /// added (and, if this component is appeared, `viewWillAppear`, `viewIsAppearing`,
  /// `viewDidAppear`), then `didMove(toParent: self)`.
  ///
  /// `containerView` must be this component's view or a view inside it that belongs to no other
  /// component (``Diagnostic/Code/embedOutsideOwnView``), and must not be inside `child`'s view
  /// (``Diagnostic/Code/addSubviewCycle``); every misuse of ``addChild(_:)`` applies too, checked
  /// before this component's view is loaded. On a misuse nothing changes and no hook runs.
  ///
  /// - Parameters:
  ///   - child: The component to embed.
  ///   - containerView: Where to place `child.view`; `nil` for this component's ``view``.
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public final func embed(_ child: Component, in containerView: View? = nil) -> Diagnostic? {
    let operation = InvariantOperation(self)
    defer { operation.end(self, child, views: containerView) }
    // Before this component's view loads (its hooks would run, and a navigation container would
    // place its top child), the misuses of `addChild`: a refusal runs no hook (contract §7).
    // `addChild` checks them again below, after those hooks.
    if containerView == nil, !isViewLoaded {
      if let diagnostic = refusalToAdd(child) { return diagnostic }
      // A state container embeds its content itself when its view loads: embedding that content
      // into it first would be refused only after the load's hooks changed the tree.
      if let state = self as? StateContainer, state.embedsWhenViewLoads(child) {
        return report(
          .alreadyChild,
          "\(child.pathSegment) is the content this state container embeds when its view loads",
          involving: child)
      }
    }
    // This component's own view needs no check (its owner is this component).
    let container = containerView ?? view
    if containerView != nil, !container.isInsideView(of: self) {
      return report(
        .embedOutsideOwnView,
        "\(container.label) is not inside this component's own view")
    }
    if let childView = child.viewIfLoaded,
      childView === container || childView.isAncestor(of: container)
    {
      return report(
        .addSubviewCycle, "the view of \(child.pathSegment) contains \(container.label)")
    }
    if let diagnostic = addChild(child) { return diagnostic }
    let childView = child.view
    // `add` rather than `addSubview`: no optional diagnostic to drop (a hook of `addChild` could
    // have made the placement a cycle; it is reported, as `addSubview` would, and not returned).
    // A component's loaded view is owned by it, so the child is passed as the owner without a
    // weak load, unless a `viewDidLoad` hook replaced the view it returned.
    let placed =
      child.loadedView === childView
      ? container.add(childView, owner: child, linkedParent: self) : container.add(childView)
    if !placed { container.reportCycle(adding: childView) }
    child.didMove(toParent: self)
    return nil
  }

  /// Removes this component from its parent with the whole sequence in the right order
  /// (contract §1.4): `willMove(toParent: nil)`, the view leaves its superview (with
  /// `viewWillDisappear` and `viewDidDisappear` if it was visible), then ``removeFromParent()``,
  /// which sends `didMove(toParent: nil)`.
  ///
  /// Rejected as ``Diagnostic/Code/removeWithoutParent`` when there is no parent.
  ///
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public final func unembed() -> Diagnostic? {
    guard let oldParent = parent else {
      return report(.removeWithoutParent, "unembed() on a component with no parent")
    }
    let operation = InvariantOperation(self)
    defer { operation.end(self, oldParent) }
    willMove(toParent: nil)
    loadedView?.removeFromSuperview()
    return removeFromParent()
  }

  /// Attaches this subtree to `newContext` (or detaches it with `nil`), numbering newly met
  /// components in depth-first order.
  ///
  /// A component detached while in a transition that its owner will still end keeps its window's
  /// context (so observers see its `did*`) and leaves when the transition ends (`endAppearance`).
  ///
  /// - Complexity: O(1) when the context does not change (and nothing lingers), O(subtree)
  ///   otherwise.
  final func enterContext(_ newContext: WindowContext?) {
    // A lingering root (detached mid-transition) may still hold `newContext` while its
    // descendants hold nil: walk the subtree then too.
    guard context !== newContext || leavesWindowWhenSettled else { return }
    // A leaf (the common case: a new component) needs no walk.
    if childList.isEmpty {
      enterContextAlone(newContext)
      if newContext != nil, detachedEvents != nil { handDetachedEvents(to: newContext!) }
      if newContext != nil, mayHostViewOnlyComponents { syncHostedViewOnlyComponents() }
      return
    }
    // What the subtree kept while in no window reaches the new window's observers (or is
    // dropped), collected on the same walk.
    var kept: [KeptEvent] = []
    var hosts: [Component] = []
    var stack: [Component] = [self]
    while let node = stack.popLast() {
      node.enterContextAlone(newContext)
      if newContext != nil {
        node.takeDetachedEvents(into: &kept, observed: newContext!.isObserved)
        if node.mayHostViewOnlyComponents { hosts.append(node) }
      }
      if !node.childList.isEmpty { stack.append(contentsOf: node.childList.reversed()) }
    }
    if !kept.isEmpty { Self.replay(kept, to: newContext!) }
    for host in hosts { host.syncHostedViewOnlyComponents() }
  }

  /// Brings the view-only components placed in this component's view in line with it when its
  /// tree enters a window (contract §3): one appeared by hand while alone (its view in no window)
  /// follows its host from then on, and disappears with a host that is not appeared.
  private func syncHostedViewOnlyComponents() {
    for component in hostedViewOnlyComponents where component.appearanceState != .disappeared {
      component.syncAppearance()
    }
  }

  /// ``enterContext(_:)`` with `parent`'s context, read where it is stored: a context passed as
  /// an argument is retained and released around the call. A leaf joining a window (a new
  /// component) takes the context with the one retain its storage needs.
  final func enterContext(ofParent parent: Component) {
    guard context !== parent.context || leavesWindowWhenSettled else { return }
    guard childList.isEmpty, parent.context != nil else { return enterContext(parent.context) }
    context = parent.context
    _ = appearance.handle(.attach)
    if numberingContext !== context!.identity { context!.number(self) }
    if detachedEvents != nil { handDetachedEvents(to: context!) }
    if mayHostViewOnlyComponents { syncHostedViewOnlyComponents() }
  }

  /// ``enterContext(_:)`` for this component alone.
  private func enterContextAlone(_ newContext: WindowContext?) {
    if newContext == nil, context != nil, appearance.handle(.detachWhileTransitioning) != nil {
      return  // Kept until the transition ends (`settle`).
    }
    context = newContext
    _ = appearance.handle(.attach)
    // Borrowed (`!`), not bound: see `View.performLayout(owner:)`.
    if newContext != nil, numberingContext !== newContext!.identity { newContext!.number(self) }
  }
}
