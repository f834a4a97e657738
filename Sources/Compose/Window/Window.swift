/// The root of a component tree and of a view hierarchy: Compose's `UIWindow`.
///
/// A window holds a ``rootComponent``, is hidden until ``makeKeyAndVisible()``, owns the explicit
/// clock that animated transitions run on (``advance(by:)``, ``runUntilIdle()``) and the observers
/// that see every lifecycle event and diagnostic of its tree (``addObserver(_:)``).
///
/// ```swift
/// let window = Window(traceName: "main")
/// let recorder = LifecycleRecorder()
/// window.addObserver(recorder)
/// window.rootComponent = Component(traceName: "root")  // root.loadView, viewDidLoad, view added
/// window.makeKeyAndVisible()                      // root.viewWillAppear ... viewDidAppear
/// ```
///
/// Reuse pools, clocks and counters belong to a window: there is no global state (contract §8).
/// A window that is released runs its clock to idle first, so animations in flight end (with
/// their callbacks) rather than leaving components half-way; then what its root presents is
/// dismissed without animation, so that nothing is left appeared in a window that is gone.
@MainActor
public final class Window: View {
  let context = WindowContext()
  private var root: Component?
  /// Bumped whenever the root is installed or removed, so that a change made by a hook (even one
  /// that reinstalls the same component) is noticed.
  private var rootGeneration = 0

  /// The object that stands for this window in a layer above the engine (ComposeUIKit's
  /// `UIWindow`), so that a view placed in the window finds it even when the window has no root
  /// component. Weak: that object owns the window. UIKit has no counterpart (a `UIWindow` is the
  /// window).
  public weak var representedObject: AnyObject?

  /// Where the window's scene is in its app's life: ``ActivationState/active`` until
  /// ``setActivationState(_:)`` changes it.
  public internal(set) var activationState: ActivationState = .active

  /// Storage of ``traits``.
  var traitsStorage = Traits()

  /// Creates a hidden window.
  ///
  /// - Parameters:
  ///   - traceName: The name shown in diagnostics and renders.
  ///   - frame: The window's frame; the root component's view is given the same size.
  public init(
    traceName: String = "window", frame: Rect = Rect(x: 0, y: 0, width: 390, height: 844)
  ) {
    super.init(traceName: traceName, frame: frame)
    viewKind = .window
    isHidden = true
    context.window = self
  }

  isolated deinit {
    // Its context (which components may hold beyond it) and the roots that name it through that
    // context have no window from now on.
    context.window = nil
    // The window's subviews name it as their (unowned) superview: from here on they have none,
    // as a weak reference to a window being deinitialized reads `nil`, so that the work below,
    // which walks up from their views, never reads it. They stay listed until the view's
    // `deinit` releases them.
    for subview in subviewList { subview.forgetReleasedSuperview() }
    // Nothing will advance this clock again: let the animations in flight (and the transitions
    // queued behind them) reach their end now, so no component is left half-way. Then drop what
    // is left (work that kept scheduling more), which may hold components.
    cancelInteractiveTransitions()
    runUntilIdle()
    takeDownPresentations()
    takeDownPresentationsOfFormerRoots()
    context.tearDown()
    // A root that outlives the window leaves it: it is no longer in a visible window. It
    // disappears first, while the window's observers can still see it, then leaves the context.
    if root != nil, !isKnownUniquelyReferenced(&root), let root {
      root.hostWindow = nil
      root.syncAppearance()
      root.enterContext(nil)
    }
    // View-only components with no component above their views leave it too (contract §3); their
    // views stay in the window's hierarchy, which goes away with it, so each is told here.
    for component in viewOnlyComponents(tornDown: true)
    where component.appearanceState != .disappeared {
      component.viewOnlyEventContext = context
      component.leaveViewOnlyAppearance()
    }
  }

  /// Called as the window is released, before its clock runs to idle: an interactive transition
  /// of a container of this window still following its gesture (user code holds it, as a gesture
  /// recogniser's target does) is cancelled at once, as a gesture ends with its window, so that
  /// its children do not stay half-way through it on a clock nothing advances any more. Walks the
  /// root's tree and the presentation chain once (the release walks them anyway).
  private func cancelInteractiveTransitions() {
    var components: [Component] = []
    if let root { components.append(root) }
    while let component = components.popLast() {
      if let swipe = component.transitionQueue?.interaction as? InteractiveTransition,
        swipe.state == .interacting
      {
        swipe.cancel()
      }
      components.append(contentsOf: component.childList)
      if let presented = component.presentationRecord?.presented,
        presented.presentationRecord?.presenting === component
      {
        components.append(presented)
      }
    }
  }

  /// Called as the window is released, its clock idle: what its root presents is dismissed
  /// without animation (each presented component's ``Component/presentationDelegate`` told
  /// ``LeaveReason/presenterReplaced``), so that a presented component that outlives the window
  /// disappears with balanced callbacks and leaves its context, as the root does, instead of
  /// staying appeared in a window that is gone, on a clock nothing advances. A swipe down in
  /// progress is cancelled first.
  private func takeDownPresentations() {
    guard root?.presentationRecord?.presented != nil, presentationsOutliveWindow() else { return }
    guard let root else { return }
    // The chain's presentations and dismissals queue on the root (`presentationQueueOwner`).
    if let swipe = swipeDown(presentedBy: root) {
      swipe.cancel()
      runUntilIdle()
    }
    guard let presented = root.presentationRecord?.presented else { return }
    let dismissal = Dismissal(target: presented, presenter: root, animated: false)
    dismissal.start()
    dismissal.finish(reason: .presenterReplaced)
  }

  /// Called as the window is released, after ``takeDownPresentations()``: a component this
  /// window still hosts as presented whose presenter is no longer here (a former root, now in
  /// another window or none, whose dismissal of it waits behind a swipe or another operation of
  /// its chain) is taken down too, a swipe of it cancelled first, so that it does not stay
  /// appeared, or half-way through the swipe, in a window that is gone.
  private func takeDownPresentationsOfFormerRoots() {
    for view in subviewList {
      guard let hosted = view.ownerReference, hosted !== root,
        let presenter = hosted.presentationRecord?.presenting
      else { continue }
      swipeDown(presentedBy: presenter)?.cancel()
      // The cancel may have let the former root's queued dismissal run.
      guard hosted.presentationRecord?.presenting === presenter else { continue }
      let dismissal = Dismissal(target: hosted, presenter: presenter, animated: false)
      dismissal.start()
      dismissal.finish(reason: .presenterReplaced)
    }
  }

  /// The swipe down under way in the presentation chain of `presenter`, if any. It is kept by the
  /// queue of the chain's owner as it was when the swipe began, an ancestor or presenter of
  /// `presenter`, which is not the owner any more once user code has moved that tree under
  /// another component: so the chain is walked up, through parents and presenters.
  private func swipeDown(presentedBy presenter: Component) -> InteractiveDismissal? {
    var node: Component? = presenter
    while let current = node {
      if let swipe = current.transitionQueue?.interaction as? InteractiveDismissal,
        swipe.state == .interacting
      {
        return swipe
      }
      node = current.parent ?? current.presentationRecord?.presenting
    }
    return nil
  }

  /// Whether the root or a component of its presentation chain is referenced from elsewhere
  /// than the window and the chain (user code holds it): otherwise the chain is released with the
  /// window, with no callback, as a root released with its window is.
  private func presentationsOutliveWindow() -> Bool {
    if !isKnownUniquelyReferenced(&root) { return true }
    guard var presenter = root else { return false }
    // Checked before the walk holds it (a local reference would count).
    while let record = presenter.presentationRecord, record.presented != nil {
      if !isKnownUniquelyReferenced(&record.presented) { return true }
      guard let next = record.presented else { break }
      presenter = next
    }
    return false
  }

  /// Whether the window is visible (not hidden).
  public var isVisible: Bool { !isHidden }

  /// Shows the window. The root component, and every child whose view is in an appeared
  /// container, appears (unanimated), depth-first, parent before child.
  public func makeKeyAndVisible() {
    isHidden = false
  }

  /// Hides the window: the root component and everything visible under it disappear.
  public func hide() {
    isHidden = true
  }

  override func hiddenDidChange() {
    let operation = InvariantOperation(context)
    defer { operation.end(root, views: self) }
    // Presented components are hosted by the window too (their views sit in it, above the
    // root's): they follow its visibility the same way.
    var hosted: [Component] = root.map { [$0] } ?? []
    for view in subviews {
      if let owner = view.owner, owner !== root, owner.hostWindow === self {
        hosted.append(owner)
      }
    }
    // View-only components with no component above their views follow the window (contract §3).
    hosted.append(contentsOf: viewOnlyComponentsInside)
    guard isVisible else {
      for component in hosted { component.syncAppearance() }
      return
    }
    context.awaitingViewsMayBeVisible = true
    // Every view of a window that becomes visible enters a visible window: what is marked is
    // laid out before the components it shows end appearing (contract §4).
    appearWithLayout(hosted)
  }

  /// Components this window shows appearing, as UIKit shows a window's root: `viewWillAppear`
  /// and `viewIsAppearing`, then the turn's layout (a list's first rows are displayed there, so
  /// the components its cells host appear with the screen), then `viewDidAppear` (contract §4).
  /// Each component then settles on where its view is.
  private func appearWithLayout(_ components: [Component]) {
    let batch = AppearanceBatch(animated: false, kind: .transition)
    var begun: [Component] = []
    for component in components {
      guard case .visible = component.expectedVisibility,
        component.pursueAppearance(AppearanceRequest(visible: true, scope: .transition), in: batch)
      else { continue }
      begun.append(component)
    }
    context.enqueueLayout(self, subtree: true)
    context.layOutBeforeAppearanceEnds()
    for component in begun { component.endAppearance(batch) }
    for component in components { component.syncAppearance() }
  }

  /// The component at the root of the window's tree.
  ///
  /// Setting it removes the old root's view (it disappears if the window is visible) and places the
  /// new root's view in the window, loading it (it appears if the window is visible). If a hook of
  /// the old root's disappearance sets a root itself, this request is applied after it (the last
  /// request wins). A component
  /// that has a parent, is another window's root, or is presented (in this window or another,
  /// including while its presentation or dismissal runs) is refused
  /// (``Diagnostic/Code/rootComponentInUse``) with nothing changed; use ``setRootComponent(_:)``
  /// to get the diagnostic. To show a presented component as the root, dismiss it first.
  ///
  /// An old root that presents components takes them with it: everything it presents is
  /// dismissed without animation, each presented component's ``Component/presentationDelegate``
  /// being told ``LeaveReason/presenterReplaced``. When no presentation or dismissal of its chain
  /// is in flight this happens at once, before the new root's view is placed; otherwise it waits
  /// for the operations queued on the chain (contract §4). If it is set back as the root before
  /// that, it keeps what it presents; covered full screen, its view then stays out of the window
  /// (and it stays disappeared) until a dismissal brings it back.
  public var rootComponent: Component? {
    get { root }
    set { setRootComponent(newValue) }
  }

  /// Sets ``rootComponent``, returning the diagnostic when the component is refused.
  ///
  /// - Parameter component: The new root, or `nil` to empty the window.
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public func setRootComponent(_ component: Component?) -> Diagnostic? {
    let operation = InvariantOperation(context)
    let oldRoot = root
    defer { operation.end(component, oldRoot, views: self) }
    if let component {
      if component === root { return nil }
      if let use = component.use(elsewhereThan: nil) {
        let diagnostic = component.report(
          .rootComponentInUse, use.describe(component) + "; it cannot be a window's root")
        // The window that was asked hears of it too, wherever the component is.
        if component.context !== context { context.deliver(diagnostic, about: component) }
        return diagnostic
      }
    }
    if let old = root {
      let generation = rootGeneration
      old.loadedView?.removeFromSuperview()
      // A hook of the old root's disappearance may have set a root itself; this later request
      // still wins, so start over from the window as that hook left it.
      guard rootGeneration == generation else { return setRootComponent(component) }
      rootGeneration += 1
      old.hostWindow = nil
      root = nil
      old.enterContext(nil)
      old.dismissPresentedAfterLeavingWindow()
    }
    guard let component else { return nil }
    rootGeneration += 1
    root = component
    component.hostWindow = self
    component.enterContext(context)
    let view = component.view
    view.frame = Rect(origin: .zero, size: frame.size)
    // A root back before the queued dismissal of what it presents ran keeps that presentation;
    // covered full screen, its view stays out of the window until a dismissal restores it.
    guard !component.isCoveredFullScreen else { return nil }
    guard isVisible else {
      addSubview(view)
      return nil
    }
    // The placement does not start the appearance: `appearWithLayout` does, around the layout.
    component.placeWithoutSync { addSubview(view) }
    if component.hostWindow === self, component.loadedView?.superview === self {
      appearWithLayout([component])
    } else {
      component.syncAppearance()
    }
    return nil
  }

  // MARK: Observation

  /// Attaches an observer that sees every lifecycle event and diagnostic of this window's tree,
  /// from now on. The window keeps it until ``removeObserver(_:)``.
  ///
  /// - Parameter observer: The observer to call.
  public func addObserver(_ observer: any LifecycleObserver) {
    context.add(observer)
  }

  /// Detaches an observer added with ``addObserver(_:)``.
  ///
  /// - Parameter observer: The observer to stop calling.
  public func removeObserver(_ observer: any LifecycleObserver) {
    context.remove(observer)
  }
}

extension Component {
  /// Whether this component presents a component full screen that is not being dismissed: its
  /// view then belongs out of the window (contract §5).
  fileprivate var isCoveredFullScreen: Bool {
    guard let record = presentationRecord?.presented?.presentationRecord else { return false }
    return record.style == .fullScreen && !record.isBeingDismissed
  }
}
