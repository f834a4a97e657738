/// A node of the component tree: Compose's `UIViewController`.
///
/// A component owns a lazily loaded ``view``, may contain child components (``children``,
/// ``addChild(_:)``, ``removeFromParent()``) and goes through the appearance lifecycle
/// (``viewWillAppear(_:)`` ... ``viewDidDisappear(_:)``) as its view becomes visible in a
/// ``Window``. Subclass it and override the hooks (the `open` members declared in this file, each
/// saying when it runs and whether `super` is required); the bookkeeping methods, in the
/// `Component+*.swift` extensions, are `final`.
///
/// ```swift
/// final class Profile: Component {
///   override func viewDidLoad() { view.addSubview(View(traceName: "avatar")) }
/// }
/// let window = Window()
/// let root = Component(traceName: "root")
/// window.rootComponent = root
/// window.makeKeyAndVisible()
/// root.embed(Profile(traceName: "profile"))  // willMove, load, place, appear, didMove
/// ```
///
/// Components are `@MainActor`, as `UIViewController` is (contract §8): a subclass in a module
/// whose default isolation is the main actor needs no annotation. What crosses isolation domains
/// is a value (``LifecycleEvent``, ``Diagnostic``). `deinit` is nonisolated, as UIKit's is, so a
/// subclass may write a plain one; the children it drops are released on the main actor.
@MainActor
open class Component {
  /// The name shown for this component in events, traces, diagnostics and renders. Defaults to
  /// the type name.
  ///
  /// UIKit has no counterpart: it is Compose's debugging label, named so that it never collides
  /// with a property an app's subclass declares (`name`, ...) or with UIKit's own ``title``.
  public var traceName: String

  /// The title the component shows to the user, `nil` by default (UIKit's
  /// `UIViewController.title`). A container's bar shows it through ``navigationItem`` unless the
  /// navigation item has a title of its own. The tree render prints it as `title "…"`.
  open var title: String?

  /// What a navigation bar shows for this component (UIKit's `navigationItem`), created on first
  /// use and kept for the component's life. Its ``NavigationItem/title`` falls back to the
  /// component's ``title`` while it has none of its own.
  public var navigationItem: NavigationItem {
    if let navigationItemIfCreated { return navigationItemIfCreated }
    let item = NavigationItem(component: self)
    navigationItemIfCreated = item
    return item
  }

  /// The navigation item if something asked for it already; reading it creates nothing (renders
  /// use it). UIKit has no counterpart: its `navigationItem` is created when first read.
  public private(set) var navigationItemIfCreated: NavigationItem? {
    get { extras?.navigationItem }
    set { extrasForWriting(newValue)?.navigationItem = newValue }
  }

  /// The containing component, or `nil`. Not owning (UIKit's is weak): a child never keeps its
  /// parent alive, and a child that outlives its parent has none.
  public internal(set) var parent: Component? {
    get { parentReference }
    set { parentReference = newValue }
  }

  /// The contained components, in the order they were added. Strong: a parent keeps its
  /// children alive until they are removed.
  public var children: [Component] { childList }

  /// The current appearance state (contract §3). Changes only through the appearance engine:
  /// visibility changes, ``beginAppearanceTransition(_:animated:)`` and
  /// ``endAppearanceTransition()``.
  public var appearanceState: AppearanceState { appearance.state }

  /// Whether the component is being added to a parent: set by ``willMove(toParent:)`` with a
  /// parent, cleared by the matching ``didMove(toParent:)``. Read it in the appearance hooks, as
  /// in UIKit.
  public internal(set) var isMovingToParent: Bool {
    get { movingToParent }
    set { movingToParent = newValue }
  }

  /// Whether the component is being removed from its parent: set by `willMove(toParent: nil)`,
  /// cleared by `didMove(toParent: nil)`.
  public internal(set) var isMovingFromParent: Bool {
    get { movingFromParent }
    set { movingFromParent = newValue }
  }

  // MARK: Internal state

  /// Storage of ``isMovingToParent``.
  var movingToParent = false
  /// Storage of ``isMovingFromParent``.
  var movingFromParent = false
  // The flags are declared together: stored properties are laid out in declaration order, and a
  // flag between two references takes eight bytes (the component is read on every hot path; a
  // smaller one takes fewer cache lines).
  /// Set while `loadView()` runs, to catch a read of `view` from inside it.
  var isLoadingView = false
  /// Whether ``hostWindow`` was last set to a window (which may have been released since).
  private var mayHaveHostWindow = false
  /// Set while ``addChild(_:)`` removes this component from its old parent (contract §1.1): that
  /// removal has no `willMove(toParent: nil)`, and the auditor must not count it as a mistake.
  var isLeavingForNewParent = false
  /// Whether some component names this one as its ``strongHolder`` (it may hold components
  /// outside `children`): lets the cycle check skip the walk for the common leaf child.
  var holdsComponentsStrongly = false
  /// Whether a view-only component's view may be placed in this component's view (contract §3):
  /// set with the view's ``View/mayCarryViewOnlyComponents``, read by the appearance walks
  /// without touching the view. `true` may be stale; `false` is exact.
  var mayHostViewOnlyComponents = false
  /// Whether a view whose nearest component is this one waits in its window's
  /// `layoutAwaitingVisibility` until this component is no longer disappeared: set when the view
  /// starts waiting, cleared when this component begins appearing (which then has the window walk
  /// the waiting views). `true` may be stale; `false` is exact.
  var blocksAwaitingLayout = false
  /// Whether the next layout of this component's view runs ``placeChildViewsAtLayout()`` (a
  /// navigation container whose top's view waits for its first layout pass). Tested once per
  /// layout of a component's view, next to its `viewWillLayoutSubviews`.
  var placesChildViewsAtLayout = false
  /// Whether the user may not swipe this component down while it is presented as a sheet
  /// (UIKit's `isModalInPresentation`; contract §5). Default `false`.
  ///
  /// When `true` on the presented component (or on one of its appeared descendants, such as the
  /// top of a presented navigation container), ``beginInteractiveDismiss()`` dismisses nothing,
  /// returns `nil` and calls the presented component's
  /// ``AdaptivePresentationDelegate/presentationControllerDidAttemptToDismiss(_:)``. A
  /// programmatic ``dismiss(animated:duration:completion:)`` is not affected. Override the getter
  /// or set it, as in UIKit. While a ``hookReceiver`` is attached, it answers the base getter
  /// (``ComponentHookReceiver/isModalInPresentation(of:)``).
  open var isModalInPresentation: Bool {
    get {
      if hasHookReceiver, let receiver = hookReceiver {
        return receiver.isModalInPresentation(of: self)
      }
      return modalInPresentation
    }
    set { modalInPresentation = newValue }
  }
  /// Storage of ``isModalInPresentation``: the value last set.
  var modalInPresentation = false  // declared with the flags: see above

  /// The loaded view, or `nil` before the first read of ``view``.
  var loadedView: View?
  /// The shared state of the window this component's tree is attached to (observers, numbering,
  /// clock). Equal to the context of the root of this component's tree, except in a subtree
  /// detached from its window: there, components still in a transition keep the window's context
  /// until it ends (`leavesWindowWhenSettled`) while the others have none.
  var context: WindowContext?
  /// The window whose root this component is, if any.
  ///
  /// Weak references are costly to read, and almost no component is a window's root, so
  /// `mayHaveHostWindow` answers for most without reading it.
  var hostWindow: Window? {
    get { mayHaveHostWindow ? extras?.hostWindowContext?.window : nil }
    set {
      extrasForWriting(newValue)?.hostWindowContext = newValue?.context
      mayHaveHostWindow = newValue != nil
      // A root leaving its window with its view left placed elsewhere follows that view now
      // (contract §3, a view-only component).
      if newValue == nil, loadedView?.superviewReference != nil { markViewOnlyPlacement() }
    }
  }
  /// Whether this component may be a window's root (``hostWindow`` is then worth reading).
  var isWindowRootCandidate: Bool { mayHaveHostWindow }
  /// The per-window instance number; valid while `numberingContext` is the current window's.
  var instanceNumber = 0
  /// The identity of the window context that assigned `instanceNumber`.
  var numberingContext: WindowContextIdentity?
  /// The component's parent, children and appearance state (see ``Storage``).
  #if DEBUG
    final var storage = Storage()
  #else
    // Release builds skip its run-time exclusivity checks: they cost the hot paths measurably
    // (BENCHMARKS.md, "What the annotations buy").
    @exclusivity(unchecked) final var storage = Storage()
  #endif
  /// Whether a ``hookReceiver`` is attached: every hook's dispatch reads this flag, not
  /// `extras` (declared after ``storage``, whose last fields leave room for it).
  var hasHookReceiver = false
  /// The appearance transition this component is part of while `appearing` or `disappearing`.
  var appearanceBatch: AppearanceBatch? { appearance.batch }
  /// Whether this component is where a manual or transition batch was begun: its owner (the
  /// caller of `beginAppearanceTransition`, or the transition) ends it, not a placement change.
  var isBatchRoot: Bool { appearance.isBatchRoot }
  /// Set when this component was detached from its window while in a transition: it keeps the
  /// window's context (observers see its `did*`) until that transition ends.
  var leavesWindowWhenSettled: Bool { appearance.leavesWindowWhenSettled }
  /// The appearance hook the engine is invoking right now, so a direct call can be told apart.
  var dispatchingHook: AppearanceHook? { appearance.dispatchingHook }
  /// Set between `viewWillAppear` and `viewIsAppearing`: children placed by the `viewWillAppear`
  /// hook wait for the outer traversal (parent before child) instead of joining at once.
  var isAwaitingIsAppearing: Bool { appearance.isAwaitingIsAppearing }
  /// Set between `viewWillAppear` and `viewIsAppearing`, awaited by the walk or deferred by a tab
  /// switch until its whole subtree's `viewWillAppear` has run (contract §5).
  var hasPendingIsAppearing: Bool { appearance.hasPendingIsAppearing }
  /// Set while a transition places this component's view itself and drives its appearance.
  var isVisibilitySyncSuspended: Bool { appearance.isVisibilitySyncSuspended }
  /// The component that keeps this one alive through a strong reference the engine holds outside
  /// `children`: the ``StateContainer`` whose content it is, or the host of the
  /// ``ListHostingAdapter`` that hosts or caches it. Weak. The cycle check of ``addChild(_:)``
  /// follows it, so a structure that would keep itself alive is refused (contract §7).
  var strongHolder: Component? {
    get {
      guard let extras else { return nil }
      if let owner = extras.strongHolderOwner { return owner.parent }
      return extras.strongHolder
    }
    set {
      guard let extras = extrasForWriting(newValue) else { return }
      extras.strongHolder = newValue
      extras.strongHolderOwner = nil
    }
  }
  /// Names the parent of the adapter whose token is `owner` as ``strongHolder``, through the
  /// token.
  var strongHolderOwner: AdapterCellRecord.Owner? {
    get { extras?.strongHolderOwner }
    set {
      guard let extras = extrasForWriting(newValue) else { return }
      extras.strongHolder = nil
      extras.strongHolderOwner = newValue
    }
  }
  /// Keeps the token of an adapter whose parent this component is, so that its release clears
  /// the token's `parent`.
  func keepHostingOwner(_ owner: AdapterCellRecord.Owner) {
    extrasForWriting(owner)?.hostingOwners.append(owner)
  }
  /// The queue of transitions of this container, created on first use.
  var transitionQueue: TransitionQueue? {
    get { extras?.transitionQueue }
    set { extrasForWriting(newValue)?.transitionQueue = newValue }
  }
  /// The presentation links of this component (what it presents, who presented it), created on
  /// first use by `present(_:animated:style:completion:)`.
  var presentationRecord: PresentationRecord? {
    get { extras?.presentationRecord }
    set { extrasForWriting(newValue)?.presentationRecord = newValue }
  }
  /// The events this component had while in no window (``DetachedEventLog``), if any.
  var detachedEvents: DetachedEventLog? {
    get { extras?.detachedEvents }
    set { extrasForWriting(newValue)?.detachedEvents = newValue }
  }
  /// The window context a component with no parent and no window last sent appearance events to
  /// from its placed view (a view-only component, contract §3): its later events go there when
  /// its view is no longer in any window (taken out with a plain view that carried it).
  var viewOnlyEventContext: WindowContext? {
    get { extras?.viewOnlyEventContext }
    set { extrasForWriting(newValue)?.viewOnlyEventContext = newValue }
  }
  /// The object that receives this component's hooks in its place (see
  /// ``ComponentHookReceiver``), or `nil` (the default): the component's own methods run.
  /// Attached with ``attachHookReceiver(_:)``. UIKit has no counterpart: a `UIViewController`
  /// subclass overrides the hooks themselves.
  public var hookReceiver: (any ComponentHookReceiver)? {
    hasHookReceiver ? extras?.hookReceiver : nil
  }

  /// Attaches the object that receives this component's hooks in its place (see
  /// ``ComponentHookReceiver``). The component keeps it alive for the rest of its life.
  ///
  /// A facade whose objects own a component (ComposeUIKit's `UIViewController`) attaches one
  /// when it makes the component, before the component enters a tree. A component has one
  /// receiver: attaching another is refused with ``Diagnostic/Code/hookReceiverAlreadyAttached``
  /// and the first stays (attaching the same one again does nothing). UIKit has no counterpart.
  ///
  /// - Parameter receiver: The receiver.
  /// - Returns: `nil`, or the diagnostic of a refusal.
  @discardableResult
  public final func attachHookReceiver(_ receiver: any ComponentHookReceiver) -> Diagnostic? {
    attachOnce(
      receiver, over: hookReceiver, report: { report($0, $1) },
      attach: {
        extrasForWriting(receiver)?.hookReceiver = receiver
        hasHookReceiver = true
      })
  }
  /// The state few components have (``ComponentExtras``), created by the first write of a value.
  private var extras: ComponentExtras?
  /// The type name shown in events, diagnostics and renders: the dynamic type's name, computed
  /// once, unless set.
  ///
  /// A facade whose objects own a component, rather than being one (ComposeUIKit's
  /// `UIViewController`), sets it to the name of its own type, so that events name the type the
  /// user wrote. UIKit has no counterpart (its logs print the class name).
  public var typeName: String {
    get {
      if let name = extras?.typeName { return name }
      let name = String(describing: type(of: self))
      extrasForWriting(name)?.typeName = name
      return name
    }
    set { extrasForWriting(newValue)?.typeName = newValue }
  }

  /// ``extras``, created for a write of a value; `nil` for a write of `nil` when there is none
  /// (nothing to clear).
  /// Storage of ``traitOverrides``: `nil` for none.
  final var traitOverridesStorage: TraitOverrides? { extras?.traitOverrides }

  /// Stores ``traitOverrides`` (no extras for none).
  final func setTraitOverridesStorage(_ overrides: TraitOverrides) {
    extrasForWriting(overrides == .none ? nil : overrides)?.traitOverrides =
      overrides == .none ? nil : overrides
  }

  private func extrasForWriting<Value>(_ value: Value?) -> ComponentExtras? {
    if let extras { return extras }
    guard value != nil else { return nil }
    let created = ComponentExtras()
    extras = created
    return created
  }

  /// Creates a component.
  ///
  /// - Parameter traceName: The name shown in events, traces, diagnostics and renders; `nil` uses
  ///   the type name.
  public init(traceName: String? = nil) {
    self.traceName = traceName ?? ""
    // The type name without keeping it (which would create `extras` for every unnamed component).
    if traceName == nil { self.traceName = String(describing: type(of: self)) }
  }

  deinit {
    // Nonisolated, as `UIViewController`'s is, so a subclass may write a plain `deinit`; the
    // children are released on the main actor (``MainActorChildRelease``), which clears the unowned
    // back-references to this component first: its view's owner, then each surviving child's
    // parent.
    #if DEBUG
      let (naming, listed) = (storage.namedAsParentCount, storage.children.count)
      assert(naming == listed, "\(naming) components name it as their parent; it lists \(listed)")
      let (owned, views) = (storage.namedAsOwnerCount, loadedView == nil ? 0 : 1)
      assert(owned <= views, "\(owned) views name it as their owner; it has \(views)")
    #endif
    let children = storage.children
    storage.children = []
    // The view is handed over even when this component holds the only reference to it: the
    // views inside it reach it through their unowned superviews, and a surviving child's
    // appearance sync walks up to its owner.
    let view = loadedView
    // The parent of an adapter (which sets `holdsComponentsStrongly`) keeps its tokens there.
    let extras = holdsComponentsStrongly ? self.extras : nil
    if !children.isEmpty || view != nil || extras != nil {
      _ = MainActorChildRelease(components: consume children, view: view, extras: extras)
    }
  }

  /// Whether this component forwards its appearance changes to its children automatically.
  ///
  /// Return a constant: Compose reads it on every traversal and does not watch it change.
  ///
  /// `true` (the default): when this component appears or disappears, every child whose view is
  /// inside this component's view gets the same callbacks, depth-first, parent before child,
  /// children in ``children`` order (contract §3). "Inside" means in this component's own part of
  /// the hierarchy: the nearest component view above the child's view is this component's. A
  /// child whose view was put inside another component's view is not forwarded (it is misplaced). Override it to return `false` to drive children
  /// yourself with ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``.
  /// Children of a component that returns `false` get no automatic appearance callbacks while they
  /// stay its children; one removed while still appeared disappears at ``removeFromParent()``
  /// unless its view is left placed (then it follows its view, contract §3), and one removed
  /// between `beginAppearanceTransition(false, ...)` and `endAppearanceTransition()` (UIKit's
  /// pattern) is left to that end.
  ///
  /// While a ``hookReceiver`` is attached, it answers the base getter
  /// (``ComponentHookReceiver/shouldAutomaticallyForwardAppearanceMethods(of:)``).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool {
    hasHookReceiver ? receiverForwardsAppearanceMethods() : true
  }

  // MARK: Hooks (override points)

  /// Creates the component's view. Runs once, on the first read of ``view``.
  ///
  /// Override it to assign a custom view to ``view``. Do not read `view` before assigning it (that
  /// is reported as ``Diagnostic/Code/viewReadDuringLoadView``). If the override assigns nothing, a
  /// plain ``View`` is used.
  ///
  /// Calling `super` is not required: the base implementation assigns a plain ``View``.
  open func loadView() {
    guard loadedView == nil else {
      view = View()
      return
    }
    // What the `view` setter does for a new view (it has no owner and no superview to check):
    // the common case, without the setter's checks.
    let view = View()
    view.ownerReference = self
    loadedView = view
  }

  /// Called once, right after ``loadView()``, with the view loaded.
  ///
  /// Calling `super` is not required: the base implementation does nothing.
  open func viewDidLoad() {}

  /// Called when the component is about to be added to or removed from a parent.
  ///
  /// ``addChild(_:)`` calls it with the new parent before linking the child (contract §1.1). For a
  /// removal, the container calls it with `nil` before removing the view and calling
  /// ``removeFromParent()`` (contract §1.3); ``unembed()`` does that for you.
  ///
  /// **You must call `super`**, first: the base implementation reports the event to the window's
  /// observers and sets ``isMovingToParent`` or ``isMovingFromParent``. While a ``hookReceiver``
  /// is attached, the base implementation hands the call to it instead (see
  /// ``performOwnWillMove(toParent:)``).
  ///
  /// - Parameter parent: The new parent, or `nil` when the component is being removed.
  open func willMove(toParent parent: Component?) {
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.willMove(self, toParent: parent) }
    }
    performOwnWillMove(toParent: parent)
  }

  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  /// Runs the engine's own part of ``willMove(toParent:)`` (the event, ``isMovingToParent`` or
  /// ``isMovingFromParent``) without handing the call to the ``hookReceiver``: the receiver's
  /// way to pass the hook on (SwiftNIO's `context.fire…`). Overrides of `willMove(toParent:)` in
  /// a subclass are not run; the hook that reached the receiver ran them.
  ///
  /// UIKit has no counterpart: `UIViewController`'s base implementation is reached by `super`.
  ///
  /// - Parameter parent: The new parent, or `nil` when the component is being removed.
  @inline(__always)
  public final func performOwnWillMove(toParent parent: Component?) {
    emit(.willMove(toParent: parent?.reference), fallback: parent)
    if parent == nil { isMovingFromParent = true } else { isMovingToParent = true }
  }

  /// Called when the component has been added to or removed from a parent.
  ///
  /// The container calls it with the parent after placing the child's view (contract §1.2);
  /// ``embed(_:in:)`` does that for you. ``removeFromParent()`` calls it with `nil` itself. Naming a
  /// component other than ``parent`` is reported as ``Diagnostic/Code/didMoveToWrongParent``.
  ///
  /// **You must call `super`**, first: the base implementation reports the event and clears
  /// ``isMovingToParent`` or ``isMovingFromParent``. Naming the parent the component still has
  /// after a `willMove(toParent: nil)` answers a removal that was called off (a cancelled swipe
  /// back, as UIKit sends it): ``isMovingFromParent`` is cleared then too. While a
  /// ``hookReceiver`` is attached, the base implementation hands the call to it instead (see
  /// ``performOwnDidMove(toParent:)``).
  ///
  /// - Parameter parent: The parent, or `nil` after a removal.
  open func didMove(toParent parent: Component?) {
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.didMove(self, toParent: parent) }
    }
    performOwnDidMove(toParent: parent)
  }

  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  /// Runs the engine's own part of ``didMove(toParent:)`` (the event, the
  /// ``Diagnostic/Code/didMoveToWrongParent`` check, clearing ``isMovingToParent`` or
  /// ``isMovingFromParent``) without handing the call to the ``hookReceiver`` (see
  /// ``performOwnWillMove(toParent:)``).
  ///
  /// UIKit has no counterpart: `UIViewController`'s base implementation is reached by `super`.
  ///
  /// - Parameter parent: The parent, or `nil` after a removal.
  @inline(__always)
  public final func performOwnDidMove(toParent parent: Component?) {
    emit(.didMove(toParent: parent?.reference), fallback: parent)
    // A parent's last child names that parent (the tree's invariant): the common case, just
    // embedded, is settled without reading the weak `parent`.
    if parent?.childList.last !== self, parent !== self.parent {
      let named = parent.map { "\($0.pathSegment)" } ?? "nil"
      let actual = self.parent.map { "\($0.pathSegment)" } ?? "nil"
      report(.didMoveToWrongParent, "didMove(toParent: \(named)) but the parent is \(actual)")
    }
    if parent == nil {
      isMovingFromParent = false
    } else {
      isMovingToParent = false
      // A removal called off: the component stays with the parent it was leaving.
      if movingFromParent, parent === self.parent { isMovingFromParent = false }
    }
  }

  /// Called on a container when `child`, which was at `index` in ``children``, has just left it
  /// by any path: ``removeFromParent()`` called by anyone, or ``addChild(_:)`` on another parent
  /// (contract §1.1), after the child's `didMove(toParent: nil)`.
  ///
  /// A container whose state refers to its children (a selected tab, a stack) brings that state
  /// back in line here, as the built-in ``TabContainer`` and ``NavigationContainer`` do (their
  /// overrides are final: the selection and the delegate's report depend on them). UIKit has no
  /// such call: a custom `UIViewController` container there has to find out by itself. A child
  /// that a `didMove(toParent: nil)` hook put back in this container did not leave.
  ///
  /// Calling `super` is not required: the base implementation does nothing.
  ///
  /// - Parameters:
  ///   - child: The component that left; its ``parent`` is no longer this component.
  ///   - index: Where it was in ``children``.
  open func childDidLeave(_ child: Component, at index: Int) {}

  /// Called when a child that asked (``AppearanceMachine/Event/notifyParentWhenSettled``) has
  /// ended an appearance transition: a navigation container's entering top, whose
  /// `didMove(toParent:)` follows its first `viewDidAppear` (contract §5).
  func childDidSettleAppearance(_ child: Component) {}

  /// Called in this component's view's layout pass, after `viewWillLayoutSubviews` and before the
  /// view's `layoutSubviews`, while ``placesChildViewsAtLayout`` is set: a navigation container
  /// places its top's view in its first layout pass (contract §5).
  func placeChildViewsAtLayout() {}

  /// Whether this container keeps some children without their views placed, and places or
  /// removes those views itself later: the covered screens of a navigation stack, the unselected
  /// tabs. The auditor then does not report a child whose view is not (or no longer) placed
  /// while it stays a child (``AuditFinding/Kind/didMoveBeforeViewPlaced`` and the removed-view
  /// check). `false` by default; ``NavigationContainer`` and ``TabContainer`` return `true`.
  ///
  /// UIKit has no such declaration: `UINavigationController` and `UITabBarController` simply
  /// behave this way. Return a constant.
  open var placesChildViewsOnDemand: Bool { false }

  /// Called when the view is about to become visible, before any animation.
  ///
  /// Runs when the component starts appearing: its view entered an appeared container's view, its
  /// window became visible, a container began showing it, or a manual container called
  /// ``beginAppearanceTransition(_:animated:)``. Followed by ``viewIsAppearing(_:)`` then
  /// ``viewDidAppear(_:)``; or, if the transition is cancelled (possibly by this very hook, for
  /// example by removing the view), by ``viewWillDisappear(_:)``, in which case
  /// ``viewIsAppearing(_:)`` is skipped.
  ///
  /// Calling `super` is recommended but not required: the base implementation only reports a
  /// direct call (one not made by Compose) as ``Diagnostic/Code/directAppearanceCall``.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewWillAppear(_ animated: Bool) { checkDispatched(.viewWillAppear) }

  /// Called right after ``viewWillAppear(_:)``, once the view is in the hierarchy.
  ///
  /// Calling `super` is recommended but not required (see ``viewWillAppear(_:)``).
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewIsAppearing(_ animated: Bool) { checkDispatched(.viewIsAppearing) }

  /// Called when the view has become visible: at once for an unanimated appearance, when the
  /// window's clock passes the end of the animation otherwise.
  ///
  /// Calling `super` is recommended but not required (see ``viewWillAppear(_:)``).
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open func viewDidAppear(_ animated: Bool) { checkDispatched(.viewDidAppear) }

  /// Called when the view is about to stop being visible, before any animation. Always followed by
  /// ``viewDidDisappear(_:)`` or, if the transition is cancelled, ``viewWillAppear(_:)``.
  ///
  /// Calling `super` is recommended but not required (see ``viewWillAppear(_:)``).
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open func viewWillDisappear(_ animated: Bool) { checkDispatched(.viewWillDisappear) }

  /// Called when the view is no longer visible.
  ///
  /// Calling `super` is recommended but not required (see ``viewWillAppear(_:)``).
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open func viewDidDisappear(_ animated: Bool) { checkDispatched(.viewDidDisappear) }

  /// Called just before this component's view runs ``View/layoutSubviews()`` (contract §4): after
  /// its frame changed, after ``View/setNeedsLayout()``, when it entered a visible window, or by
  /// ``View/layoutIfNeeded()``. Views are laid out parent before child, so this component's
  /// view is laid out before the views of its children.
  ///
  /// Calling `super` is not required: the base implementation does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called just after this component's view ran ``View/layoutSubviews()``, before the views
  /// below it are laid out.
  ///
  /// Calling `super` is not required: the base implementation does nothing.
  open func viewDidLayoutSubviews() {}

  /// Called when memory is low (UIKit's `didReceiveMemoryWarning()`): by
  /// ``Window/receiveMemoryWarning()`` for every component of a window, or by
  /// ``receiveMemoryWarning()``. Release what can be made again.
  ///
  /// Calling `super` is not required: the base implementation does nothing.
  open func didReceiveMemoryWarning() {}

  /// Called before this component's traits change with its window's (UIKit's
  /// `willTransition(to:with:)`), with the traits it will have: on rotation, on a resize that
  /// changes a size class, when the window's traits are set (``Window/transition(to:traits:whenApplied:)``).
  /// Only components whose traits change are told.
  ///
  /// The base implementation tells the children, as UIKit's does: an override that does not call
  /// `super` keeps its children from hearing it.
  open func willTransition(toTraits traits: Traits) {
    forwardTransition { $0.deliverWillTransition(toTraits: traits) }
  }

  /// Called before the window's size changes (UIKit's `viewWillTransition(to:with:)`), with the
  /// new size: on rotation and resize (``Window/transition(to:traits:whenApplied:)``).
  ///
  /// The base implementation tells the children, as UIKit's does: an override that does not call
  /// `super` keeps its children from hearing it.
  open func viewWillTransition(toSize size: Size) {
    forwardTransition { $0.deliverViewWillTransition(toSize: size) }
  }

  /// Called after this component's ``traits`` changed (UIKit's `traitCollectionDidChange(_:)`),
  /// with the traits before: parent before child, only where the traits in effect changed.
  ///
  /// Calling `super` is not required: the base implementation does nothing.
  open func traitsDidChange(from previous: Traits) {}

  /// A value naming this component in events and diagnostics.
  package final var reference: ComponentReference {
    ComponentReference(number: currentNumber, typeName: typeName, name: traceName)
  }

  /// The value that names this component in events, diagnostics and traces (`#3 Profile`), so
  /// that a test or a renderer can match a traced component to the object:
  /// `component.traceReference == event.component`. UIKit has no counterpart (its view
  /// controllers have no number).
  public final var traceReference: ComponentReference { reference }

  /// The number this component has in its current window, or the last one it had.
  var currentNumber: Int {
    if let context, numberingContext !== context.identity { context.number(self) }
    return instanceNumber
  }
}
