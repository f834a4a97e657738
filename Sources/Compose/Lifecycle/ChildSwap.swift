/// One child's view replacing another's in a container, with both appearance transitions: the
/// building block of every built-in container and of
/// ``Component/transition(from:to:duration:animations:completion:)``, public for custom
/// containers.
///
/// UIKit's counterpart is the transition context a container gets from UIKit
/// (`UIViewControllerContextTransitioning`: `containerView`, the `from` and `to` view
/// controllers, `completeTransition(_:)`), together with the appearance calls UIKit makes around
/// it. Containment (`addChild`, `willMove`, `didMove`, `removeFromParent`) stays the caller's job,
/// as in UIKit.
///
/// A swap goes `ready → begun → finished`, or `begun → cancelling → cancelled`:
///
/// ```text
/// begin():   to loads its view, from.viewWillDisappear, to's view added to the stage,
///            to.viewWillAppear, to.viewIsAppearing (with Style/appearsFirst: to.viewWillAppear
///            and its descendants', from.viewWillDisappear and its descendants', then
///            to.viewIsAppearing and its descendants')
/// finish():  from's view removed, from.viewDidDisappear, to.viewDidAppear
/// cancel():  from.viewWillAppear, from.viewIsAppearing, to.viewWillDisappear
/// finish():  (after cancel) to's view removed, to.viewDidDisappear, from.viewDidAppear
/// ```
///
/// The cancellation's order is the style's ``Style/cancelOrder``; the one above is a plain
/// swap's (``Style/CancelOrder/plain``).
///
/// The appearance callbacks run only when the container is appeared and forwards appearance
/// automatically (``drivesAppearance``) and `to` is visible once placed; otherwise the views are
/// swapped and each component's placement decides its appearance, as for any view change. At the
/// end, a view is removed only if it is still where the swap put or found it and its component is
/// still a child of the container (or of none): a component re-embedded elsewhere meanwhile keeps
/// its place. A swap released half-way is cancelled and ended then, as a released
/// ``InteractiveTransition`` is, so that no component is left half-way. Misuse changes nothing and
/// returns a diagnostic: `from` and `to` the same component
/// (``Diagnostic/Code/transitionToSameComponent``) or not both children of the container
/// (``Diagnostic/Code/transitionBetweenNonChildren``), `from`'s view not in the stage or `to`'s
/// view already in a superview (``Diagnostic/Code/transitionViewsNotPlaced``), `to`'s view
/// containing the stage (``Diagnostic/Code/addSubviewCycle``), all checked at ``begin(at:)``; and
/// calls out of order (``Diagnostic/Code/childSwapOutOfOrder``).
///
/// ```swift
/// // A custom container showing `next` in place of `current`, both its children:
/// let swap = ChildSwap(in: self, from: current, to: next, stage: view, animated: true)
/// swap.begin()
/// schedule(after: .milliseconds(300)) { swap.finish() }
/// ```
@MainActor
public final class ChildSwap {
  /// Where the swap is.
  public enum Phase: String, Hashable, Sendable {
    /// Made, not begun.
    case ready
    /// Begun: `from` disappearing, `to` appearing.
    case begun
    /// Being cancelled: `from` coming back, `to` leaving.
    case cancelling
    /// Finished: `to` replaced `from`.
    case finished
    /// Cancelled: `from` is back.
    case cancelled
  }

  /// The order of the callbacks and what happens to `from`'s view, for a container whose
  /// contract differs from a plain swap's (the built-in tabs and presentation use these).
  public struct Style: Hashable, Sendable {
    /// `to.viewWillAppear` before `from.viewWillDisappear`, as in a tab switch (contract §5):
    /// `to.viewWillAppear` and at once the `viewWillAppear` of every component inside `to`
    /// (parent before child), then `from.viewWillDisappear` and its descendants', then the
    /// `viewIsAppearing` of `to` and its descendants (contract §4: once the view is in the
    /// hierarchy).
    public var appearsFirst: Bool
    /// `to.viewDidAppear` before `from.viewDidDisappear`, as in a presentation.
    public var endsAppearingFirst: Bool
    /// Whether `from`'s view leaves the stage at the end; `false` for a sheet-like container
    /// that shows `to` over `from`.
    public var removesFromView: Bool
    /// The order of the callbacks when the swap is cancelled (``ChildSwap/cancel()``): a plain
    /// swap's by default.
    public var cancelOrder: CancelOrder = .plain
    /// Whether ``ChildSwap/begin(at:)`` checks that `from` and `to` are the container's children
    /// and that the views are where a swap needs them: the initializer's `checksChildren`.
    var checksChildren = false

    /// A style; the defaults are a plain swap's (UIKit's `transition(from:to:...)`).
    ///
    /// - Parameters:
    ///   - appearsFirst: `to.viewWillAppear` before `from.viewWillDisappear`.
    ///   - endsAppearingFirst: `to.viewDidAppear` before `from.viewDidDisappear`.
    ///   - removesFromView: Whether `from`'s view leaves the stage at the end.
    public init(
      appearsFirst: Bool = false, endsAppearingFirst: Bool = false, removesFromView: Bool = true
    ) {
      self.appearsFirst = appearsFirst
      self.endsAppearingFirst = endsAppearingFirst
      self.removesFromView = removesFromView
    }

    /// A style with a cancellation order of its own.
    ///
    /// - Parameters:
    ///   - appearsFirst: `to.viewWillAppear` before `from.viewWillDisappear`.
    ///   - endsAppearingFirst: `to.viewDidAppear` before `from.viewDidDisappear`.
    ///   - removesFromView: Whether `from`'s view leaves the stage at the end.
    ///   - cancelOrder: The order of the callbacks when the swap is cancelled.
    public init(
      appearsFirst: Bool = false, endsAppearingFirst: Bool = false, removesFromView: Bool = true,
      cancelOrder: CancelOrder
    ) {
      self.init(
        appearsFirst: appearsFirst, endsAppearingFirst: endsAppearingFirst,
        removesFromView: removesFromView)
      self.cancelOrder = cancelOrder
    }

    /// The four callbacks of a cancelled swap, in the order a container's contract gives them
    /// (contract §5). The will* callbacks that come before the first did* run when the
    /// cancellation starts (``ChildSwap/cancel()``); the rest run when it ends
    /// (``ChildSwap/finish()``). `to`'s view leaves the stage just before `to.viewDidDisappear`.
    /// UIKit decides these orders inside its containers and does not document them; these are
    /// the orders it prints.
    public enum CancelOrder: String, Hashable, Sendable, CaseIterable {
      /// `from.viewWillAppear`, `to.viewWillDisappear` when it starts, `to.viewDidDisappear`,
      /// `from.viewDidAppear` at the end: a plain swap's.
      case plain
      /// `to.viewWillDisappear` when it starts, `to.viewDidDisappear`, `from.viewWillAppear`,
      /// `from.viewDidAppear` at the end: `to` is told first, as in a cancelled swipe back
      /// (UIKit's `UINavigationController`).
      case toLeavesFirst
      /// `from.viewWillAppear` when it starts, `from.viewDidAppear`, `to.viewWillDisappear`,
      /// `to.viewDidDisappear` at the end: `from` is back first, as in a cancelled swipe of a
      /// scroll-style `UIPageViewController`.
      case fromReturnsFirst
      /// `to.viewWillDisappear`, `from.viewWillAppear` when it starts, `to.viewDidDisappear`,
      /// `from.viewDidAppear` at the end: as in a cancelled page curl of a
      /// `UIPageViewController`.
      case toTurnsBackFirst

      /// The four steps, in order.
      fileprivate var steps: [CancelStep] {
        switch self {
        case .plain: [.fromWillAppear, .toWillDisappear, .toDidDisappear, .fromDidAppear]
        case .toLeavesFirst: [.toWillDisappear, .toDidDisappear, .fromWillAppear, .fromDidAppear]
        case .fromReturnsFirst:
          [.fromWillAppear, .fromDidAppear, .toWillDisappear, .toDidDisappear]
        case .toTurnsBackFirst:
          [.toWillDisappear, .fromWillAppear, .toDidDisappear, .fromDidAppear]
        }
      }
    }
  }

  /// One callback of a cancelled swap.
  fileprivate enum CancelStep {
    case fromWillAppear, fromDidAppear, toWillDisappear, toDidDisappear

    var isWill: Bool { self == .fromWillAppear || self == .toWillDisappear }
  }

  /// The current phase.
  public private(set) var phase: Phase = .ready
  /// The container whose children are swapped.
  public private(set) weak var container: Component?
  /// The child whose view leaves.
  public private(set) weak var from: Component?
  /// The child whose view takes its place.
  public private(set) weak var to: Component?
  /// The view both children's views share: `from`'s superview (UIKit's `containerView`).
  public private(set) weak var stage: View?
  /// Whether the swap runs the appearance callbacks: the container was appeared and forwarding
  /// appearance automatically when the swap began (`false` before ``begin(at:)``).
  public private(set) var drivesAppearance = false
  /// Set by the built-in containers, which decide it when their operation is requested.
  private let fixedDrivesAppearance: Bool?

  let batch: AppearanceBatch
  private var back: AppearanceBatch?
  private let style: Style

  /// Makes a swap of `container`'s children `from` and `to` in `stage`.
  ///
  /// - Parameters:
  ///   - container: The container (UIKit: the parent view controller).
  ///   - from: The child whose view is in `stage` now, or `nil` when `to` is the first one shown.
  ///   - to: The child whose view enters `stage`.
  ///   - stage: The view `to`'s view is added to (UIKit's `containerView`).
  ///   - animated: Passed to the callbacks.
  ///   - style: The order of the callbacks and whether `from`'s view leaves; a plain swap's by
  ///     default.
  ///   - checksChildren: Whether ``begin(at:)`` checks that `from` and `to` are `container`'s
  ///     children and that the views are where a swap needs them, refusing the swap otherwise
  ///     (the checks of ``Component/transition(from:to:duration:animations:completion:)``).
  ///     `false` for a container that checked its operation itself before its first callback
  ///     (``Component/checkTransition(from:to:)``), as the built-in ones do: the swap then runs
  ///     as staged even if a hook changed the children since.
  ///   - drivesAppearance: Whether the swap runs the appearance callbacks, when the container
  ///     decided it as its operation was requested (a presentation over the full screen does, a
  ///     sheet does not: the presenter stays appeared); `nil`, the default, decides it when the
  ///     swap begins: the container is appeared and forwards appearance automatically.
  public init(
    in container: Component, from: Component?, to: Component, stage: View, animated: Bool,
    style: Style = Style(), checksChildren: Bool = true, drivesAppearance: Bool? = nil
  ) {
    var checked = style
    checked.checksChildren = checksChildren
    self.container = container
    self.from = from
    self.to = to
    self.stage = stage
    self.fixedDrivesAppearance = drivesAppearance
    self.batch = AppearanceBatch(animated: animated, kind: .transition)
    self.style = checked
  }

  isolated deinit {
    // Released half-way: bring `from` back and end both transitions, so that no component waits
    // for an end that would never come.
    if phase == .begun { cancel() }
    if phase == .cancelling { finish() }
  }

  /// Begins the swap: `to` loads its view, `from` begins disappearing, `to`'s view is inserted in
  /// the stage at `index` (at the top when `nil`) and `to` begins appearing if it is visible there.
  ///
  /// - Parameter index: Where `to`'s view goes among the stage's subviews; `nil` for the top.
  /// - Returns: `nil`, or the diagnostic of a call out of order.
  @discardableResult
  public func begin(at index: Int? = nil) -> Diagnostic? {
    guard phase == .ready else { return outOfOrder("begin") }
    guard let container, let to, let stage else {
      return released("begin() on a child swap whose container, `to` or stage was released")
    }
    if style.checksChildren, let diagnostic = check(container, to: to, stage: stage) {
      return diagnostic
    }
    drivesAppearance =
      fixedDrivesAppearance
      ?? (container.appearanceState == .appeared
        && container.shouldAutomaticallyForwardAppearanceMethods)
    phase = .begun
    let toView = to.view
    if !style.appearsFirst { beginLeaving() }
    to.placeWithoutSync {
      stage.insertSubview(toView, at: min(index ?? stage.subviews.count, stage.subviews.count))
    }
    if style.appearsFirst {
      // `viewIsAppearing` comes once the old child began leaving (contract §4).
      to.beginAppearanceIfPlacedVisibly(batch: batch) { self.beginLeaving() }
    } else {
      to.beginAppearanceIfPlacedVisibly(batch: batch)
    }
    return nil
  }

  /// Finishes the swap (`from`'s view leaves, `from.viewDidDisappear`, `to.viewDidAppear`), or,
  /// after ``cancel()``, finishes the cancellation (`to`'s view leaves, `to.viewDidDisappear`,
  /// `from.viewDidAppear`, with the callbacks ``cancel()`` left for the end in the style's
  /// ``Style/cancelOrder``). Each component then settles on where its view is.
  ///
  /// - Returns: `nil`, or the diagnostic of a call out of order.
  @discardableResult
  public func finish() -> Diagnostic? {
    switch phase {
    case .begun:
      phase = .finished
      if style.endsAppearingFirst { to?.endAppearance(batch) }
      if style.removesFromView { removeViewIfStillStaged(from) }
      from?.endAppearance(batch)
      to?.endAppearance(batch)
    case .cancelling:
      phase = .cancelled
      // A `from` that left the container meanwhile does not come back on screen.
      if from?.parent == nil { removeViewIfStillStaged(from) }
      for step in style.cancelOrder.steps.drop(while: \.isWill) { run(step) }
    case .ready, .finished, .cancelled:
      return outOfOrder("finish")
    }
    from?.syncAppearance()
    to?.syncAppearance()
    return nil
  }

  /// Begins cancelling the swap: `from` comes back (`viewWillAppear`, `viewIsAppearing`) if it
  /// would be visible, and `to` leaves (`viewWillDisappear`), in the style's
  /// ``Style/cancelOrder``: the will* callbacks that come before its first did* run now, the rest
  /// at ``finish()``. Call ``finish()`` to end it.
  ///
  /// - Returns: `nil`, or the diagnostic of a call out of order.
  @discardableResult
  public func cancel() -> Diagnostic? {
    guard phase == .begun else { return outOfOrder("cancel") }
    phase = .cancelling
    back = AppearanceBatch(animated: batch.animated, kind: .transition)
    for step in style.cancelOrder.steps.prefix(while: \.isWill) { run(step) }
    return nil
  }

  /// One step of a cancellation, on the ``back`` batch.
  private func run(_ step: CancelStep) {
    guard let back else { return }
    switch step {
    case .fromWillAppear:
      // `from` comes back only if it would be visible: the container may have disappeared
      // meanwhile (window hidden mid-gesture), and then `from` just finishes disappearing.
      if let from, case .visible = from.expectedVisibility {
        from.pursueAppearance(
          AppearanceRequest(visible: true, scope: .cancellation), in: back, replacing: batch)
      }
    case .fromDidAppear:
      from?.endAppearance(back)
      // Not brought back: its disappearance ends instead.
      from?.endAppearance(batch)
    case .toWillDisappear:
      to?.pursueAppearance(
        AppearanceRequest(visible: false, scope: .cancellation), in: back, replacing: batch)
    case .toDidDisappear:
      removeViewIfStillStaged(to)
      to?.endAppearance(back)
    }
  }

  private func beginLeaving() {
    guard drivesAppearance, let from else { return }
    from.pursueAppearance(AppearanceRequest(visible: false, scope: .transition), in: batch)
  }

  /// Removes `component`'s view if it is still in the stage: one moved elsewhere meanwhile
  /// (re-embedded) keeps its new place; one removed from the container (by a hook) leaves the
  /// stage too, instead of staying there as an orphan.
  private func removeViewIfStillStaged(_ component: Component?) {
    guard let component, component.parent === container || component.parent == nil,
      let view = component.loadedView, let stage, view.superview === stage
    else { return }
    view.removeFromSuperview()
  }

  /// The public swap's checks, those of ``Component/transition(from:to:duration:animations:completion:)``.
  private func check(_ container: Component, to: Component, stage: View) -> Diagnostic? {
    if let from {
      if let diagnostic = container.checkTransitionChildren(from: from, to: to) {
        return diagnostic
      }
      guard from.loadedView?.superview === stage else {
        return container.report(
          .transitionViewsNotPlaced, "the view of \(from.pathSegment) is not in the stage")
      }
      return container.checkTransitionViews(from: from, to: to)
    }
    guard to.parent === container else {
      return container.report(
        .transitionBetweenNonChildren, "transition with \(to.pathSegment), not a child")
    }
    if let toView = to.loadedView {
      if toView.superview != nil {
        return container.report(
          .transitionViewsNotPlaced, "the view of \(to.pathSegment) is already in a superview")
      }
      if toView === stage || toView.isAncestor(of: stage) {
        return container.report(
          .addSubviewCycle, "the view of \(to.pathSegment) contains the stage")
      }
    }
    return nil
  }

  private func outOfOrder(_ verb: String) -> Diagnostic {
    released("\(verb)() on a child swap that is \(phase.rawValue)")
  }

  private func released(_ message: String) -> Diagnostic {
    guard let container else {
      return Diagnostic(code: .childSwapOutOfOrder, path: "(released)", message: message)
    }
    return container.report(.childSwapOutOfOrder, message)
  }
}
