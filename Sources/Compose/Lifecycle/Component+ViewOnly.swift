/// Contract §3: a component whose view enters a visible hierarchy without `addChild(_:)` (user
/// code holding the component, no parent, not a window's root, not presented) gets its
/// appearance callbacks from its view, as in UIKit: it is visible when the component enclosing
/// its view is appeared or, with none, when the window at the top of its view is visible. Such a
/// component is called view-only here. The auditor still reports the missing containment
/// (``AuditFinding/Kind/orphanView``).
///
/// The component enclosing the view (its host) reaches it in its appearance walks through the
/// views that carry it (``View/mayCarryViewOnlyComponents``), so nothing holds the component:
/// it is released once user code lets it go.
extension Component {
  /// The view-only components placed in this component's view (contract §3), found without
  /// touching the view when there are none (``mayHostViewOnlyComponents``).
  final var hostedViewOnlyComponents: [Component] {
    guard mayHostViewOnlyComponents else { return [] }
    guard let view = loadedView, view.mayCarryViewOnlyComponents else {
      mayHostViewOnlyComponents = false
      return []
    }
    return view.viewOnlyComponentsInside
  }

  /// Whether this component follows its placed view alone: no parent, no window to be the root
  /// of, not presented, and its view in a superview.
  final var isViewOnly: Bool {
    guard parentReference == nil, !isWindowRootCandidate || hostWindow == nil else { return false }
    guard loadedView?.superviewReference != nil else { return false }
    return presentationRecord?.presenting == nil
  }

  /// The component whose appearance a view-only component follows: the owner of the nearest
  /// component view above its view, or `nil` (with none, or when this component is not view-only).
  ///
  /// - Complexity: O(number of plain views between this view and that component's view).
  final var viewOnlyHost: Component? {
    guard isViewOnly else { return nil }
    return loadedView?.superviewReference?.owningOrEnclosingComponent
  }

  /// The component that drives this one's appearance: its parent or, for a view-only component,
  /// its host.
  final var appearanceDriver: Component? {
    parentReference ?? viewOnlyHost
  }

  /// ``expectedVisibility`` of a view-only component whose view's superview is `superview`:
  /// its host's state, or, with no component above, the visibility of the window at the top.
  final func viewOnlyVisibility(superview: View) -> ExpectedVisibility {
    if let host = superview.owningOrEnclosingComponent {
      switch host.appearanceState {
      case .appeared: return .visible
      case .appearing:
        guard let batch = host.appearanceBatch else { return .visible }
        return .becomingVisible(batch)
      case .disappeared, .disappearing: return .hidden
      }
    }
    var node = superview
    while let next = node.superviewReference { node = next }
    guard let window = node as? Window, window.isVisible else { return .hidden }
    return .visible
  }

  /// Marks the views that carry this component's view, if it is view-only, so that its host's
  /// appearance walks reach it (after it lost its parent with its view left placed).
  final func markViewOnlyPlacement() {
    guard isViewOnly else { return }
    loadedView?.superviewReference?.markCarriesViewOnlyComponents()
  }

  /// Ends the transition a view-only component follows from its host when its view has left
  /// that host's reach (moved elsewhere while the host was animating): the host's end would no
  /// longer find it, so it gets its `did*` now (its children in the transition with it), and its
  /// new place decides afterwards. A transition begun on it by hand is left to its owner.
  final func endViewOnlyTransitionOutOfReach() {
    guard let batch = appearanceBatch, !isBatchRoot, isViewOnly else { return }
    if let host = viewOnlyHost, host.appearanceBatch === batch { return }
    if appearanceState == .disappearing { return endDisappearance() }
    endAppearance(batch)
  }

  /// Whether `container`, taking this component as a child, would keep it heading visible: it
  /// forwards automatically, this view is placed directly in its view, and it is heading visible.
  final func isShown(by container: Component) -> Bool {
    guard container.shouldAutomaticallyForwardAppearanceMethods, isPlacedDirectly(in: container)
    else { return false }
    return container.appearanceState.isHeadingVisible
  }

  /// Brings a view-only component that is about to stop following its view to `disappeared`
  /// (unanimated), or ends the disappearance its host began, as a sync would for a view that is
  /// no longer visible.
  final func leaveViewOnlyAppearance() {
    // It stops following its host: no end through a driver reaches it any more.
    let relation: CurrentBatchRelation =
      appearanceBatch == nil ? .settled : isBatchRoot ? .owned : .other
    let wish = AppearanceRequest(visible: false, scope: .placement)
    performAppearance(decideAppearance(wish, relation: relation), in: nil)
  }

  /// Emits an appearance or layout event: to this component's window, or, in none, to the window
  /// its view is in (a view-only component or one inside it, contract §3).
  final func emitFollowingView(_ kind: LifecycleEvent.Kind) {
    // In a window (the common case) this is `emit(_:)`, one branch more.
    if context != nil { return emit(kind) }
    emitOutsideWindow(kind)
  }

  /// ``emitFollowingView(_:)`` for a component in no window.
  @inline(never)
  private func emitOutsideWindow(_ kind: LifecycleEvent.Kind) {
    if viewOnlyEventContext != nil || loadedView?.superviewReference != nil {
      return emitAppearanceFromView(kind)
    }
    emit(kind)
  }

  /// Emits an appearance or layout event of a component in no window: to the window its view is
  /// in (``viewEventContext``), or else to the window it last sent such events to; kept until it
  /// enters one when there is none (``DetachedEventLog``).
  @inline(never)
  final func emitAppearanceFromView(_ kind: LifecycleEvent.Kind) {
    var target = viewEventContext
    if let target {
      if viewOnlyEventContext !== target { viewOnlyEventContext = target }
    } else {
      // A view now in no window: the window this component, or the view-only component it is
      // inside, last sent events to (the one whose observers saw it appear).
      target = viewOnlyEventContext ?? ancestorsViewOnlyEventContext
    }
    guard let target else { return emit(kind) }
    guard target.isObserved else { return }
    if detachedEvents != nil { handDetachedEvents(to: target) }
    target.emit(self, kind)
  }

  /// The window the nearest ancestor that sent events as (or inside) a view-only component last
  /// sent them to, or `nil`.
  ///
  /// - Complexity: O(depth of this component in its tree).
  private var ancestorsViewOnlyEventContext: WindowContext? {
    var node = parentReference
    while let current = node {
      if let context = current.viewOnlyEventContext { return context }
      node = current.parentReference
    }
    return nil
  }

  /// The window context of the hierarchy this component's view is in: going up through the
  /// components enclosing the views, the first one in a window, or the window at the top; a
  /// component in none met on the way answers with the window it last sent events to (a window
  /// in its `deinit` no longer names its subviews as its own).
  ///
  /// - Complexity: O(depth of the view hierarchy above this view).
  private var viewEventContext: WindowContext? {
    var node: View? = loadedView?.superviewReference
    var last: Component = self
    while let current = node {
      if let owner = current.ownerReference {
        if owner.context != nil { return owner.context }
        last = owner
      }
      guard let next = current.superviewReference else {
        return (current as? Window)?.context ?? (last === self ? nil : last.viewOnlyEventContext)
      }
      node = next
    }
    return nil
  }
}

extension View {
  /// Sets ``mayCarryViewOnlyComponents`` on this view and its superviews up to and including the
  /// nearest component's view (or the top), and `mayHostViewOnlyComponents` on that component.
  ///
  /// - Complexity: O(number of plain views above this view up to that component's view).
  final func markCarriesViewOnlyComponents() {
    var node: View? = self
    while let current = node {
      current.mayCarryViewOnlyComponents = true
      if let owner = current.ownerReference {
        owner.mayHostViewOnlyComponents = true
        return
      }
      node = current.superviewReference
    }
  }

  /// The view-only components whose views are below this view with no other component's view in
  /// between, in subview order; clears the marks of the views that carry none.
  ///
  /// - Complexity: O(views carrying marks below this one and their subviews); nothing when this
  ///   view carries no mark.
  final var viewOnlyComponentsInside: [Component] { viewOnlyComponents(tornDown: false) }

  /// ``viewOnlyComponentsInside``; `tornDown` for a window in its `deinit`, whose subviews no
  /// longer name it as their superview (a weak reference to an object being released reads
  /// `nil`), so the components whose views are its direct subviews are included too.
  final func viewOnlyComponents(tornDown: Bool) -> [Component] {
    guard mayCarryViewOnlyComponents else { return [] }
    var found: [Component] = []
    if !collectViewOnlyComponents(into: &found, tornDown: tornDown) {
      mayCarryViewOnlyComponents = false
      ownerReference?.mayHostViewOnlyComponents = false
    }
    return found
  }

  /// Appends the view-only components below this view (see ``viewOnlyComponentsInside``);
  /// `false` when there are none. `tornDown` applies to this view's own subviews.
  ///
  /// Depth-first over the marked plain views with a stack of its own, not recursion: a chain of
  /// plain views of any depth may carry a view-only component. A marked view below
  /// which nothing is found loses its mark on the way back up.
  private func collectViewOnlyComponents(into found: inout [Component], tornDown: Bool = false)
    -> Bool
  {
    // Each frame: a marked view, the index of its next subview, whether anything was found below.
    var frames: [(view: View, next: Int, any: Bool)] = [(self, 0, false)]
    while let frame = frames.last {
      let top = frames.count - 1
      guard frame.next < frame.view.subviewList.count else {
        frames.removeLast()
        if frames.isEmpty { return frame.any }
        if frame.any {
          frames[top - 1].any = true
        } else {
          frame.view.mayCarryViewOnlyComponents = false
        }
        continue
      }
      let subview = frame.view.subviewList[frame.next]
      frames[top].next += 1
      if let owner = subview.ownerReference {
        if owner.loadedView === subview,
          owner.isViewOnly
            || tornDown && top == 0 && owner.parentReference == nil && owner.hostWindow == nil
              && owner.presentationRecord?.presenting == nil
        {
          found.append(owner)
          frames[top].any = true
        }
        continue
      }
      if subview.mayCarryViewOnlyComponents { frames.append((subview, 0, false)) }
    }
    return false
  }

}
