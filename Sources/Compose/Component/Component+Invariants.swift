extension Component {
  /// Appends the violations of this component's local invariants (``InvariantViolation/Rule``):
  /// its links with its parent, its children and its view, its window, and its appearance
  /// bookkeeping; the visibility rules are checked for its children too, whose visibility
  /// follows this component's state.
  ///
  /// - Parameters:
  ///   - violations: Where to append.
  ///   - settled: Whether no operation of the window is under way: the rules that hold only
  ///     between operations (no hook being dispatched, visibility in line with placement) are
  ///     checked only then.
  ///   - listings: Answers whether the parent lists this component once; it walks the parent's
  ///     children at most twice for all the components of one check.
  ///   - whole: Whether the whole window is being checked between operations. A suspended
  ///     visibility sync (held by a container while it places a child's view) is judged only
  ///     then: the container operations that hold it run operations of their own, whose ends
  ///     check what they touched.
  /// - Complexity: O(children), plus the plain views between each child's view and this
  ///   component's view, plus the first two walks of the parent's children for `listings`.
  final func checkLocalInvariants(
    into violations: inout [InvariantViolation], listings: inout ListingCounts, settled: Bool,
    whole: Bool = false
  ) {
    checkTreeLinks(into: &violations, listings: &listings)
    // Dismissals unlink a chain one component at a time while they run operations of their
    // own: the links are judged by the whole check only.
    if whole { checkPresentationLinks(into: &violations) }
    checkWindowLink(into: &violations)
    checkAppearanceBookkeeping(into: &violations, settled: settled, whole: whole)
    guard settled else { return }
    checkVisibility(into: &violations)
    for child in childList where child.parentReference === self {
      child.checkVisibility(into: &violations)
    }
  }

  private func checkTreeLinks(
    into violations: inout [InvariantViolation], listings: inout ListingCounts
  ) {
    if let parent = parentReference {
      let count = listings.count(of: self, in: parent.childList, heldBy: parent)
      if count != 1 {
        violations.append(
          violation(
            .childListedOnceByParent,
            "the parent \(parent.pathSegment) lists it \(count) times among its children"))
      }
    }
    if childList.count > 1 {
      var seen = Set<ObjectIdentifier>()
      for child in childList where !seen.insert(ObjectIdentifier(child)).inserted {
        violations.append(
          violation(.childListedTwice, "\(child.pathSegment) is listed twice among its children"))
      }
    }
    for child in childList where child.parentReference !== self {
      let named = child.parentReference.map(\.pathSegment) ?? "nil"
      violations.append(
        violation(
          .childNamesItsParent,
          "its child \(child.pathSegment) names \(named) as its parent"))
    }
    if let view = loadedView, view.ownerReference !== self {
      violations.append(
        violation(.viewOwnerLink, "its view \(view.label) names another owner (or none)"))
    }
  }

  private func checkPresentationLinks(into violations: inout [InvariantViolation]) {
    guard let record = presentationRecord else { return }
    if let presented = record.presented, presented.presentationRecord?.presenting !== self {
      violations.append(
        violation(
          .presentationLinks,
          "it presents \(presented.pathSegment), which names another presenter (or none)"))
    }
    if let presenter = record.presenting, presenter.presentationRecord?.presented !== self {
      violations.append(
        violation(
          .presentationLinks,
          "it is presented by \(presenter.pathSegment), which presents another (or none)"))
    }
  }

  /// As `context` documents: a component shares its parent's window, a window's root or
  /// presented component its window's, a detached one none; the exception is a component
  /// detached while in a transition, which keeps the window until the transition ends
  /// (`leavesWindowWhenSettled`), its non-transitioning descendants having none meanwhile.
  /// A child added below a lingering component leaves the window with it
  /// (`LingeringWindowTests`).
  private func checkWindowLink(into violations: inout [InvariantViolation]) {
    if leavesWindowWhenSettled { return }
    if let parent = parentReference {
      guard context !== parent.context, !parent.leavesWindowWhenSettled else { return }
      violations.append(
        violation(.windowOfParent, "it is not in the window of its parent \(parent.pathSegment)"))
    } else if let window = hostWindow {
      guard context !== window.context else { return }
      violations.append(
        violation(
          .windowOfParent,
          "it is hosted by window \"\(window.traceName ?? "window")\" but not in its context"))
    } else if context != nil {
      violations.append(
        violation(.windowOfParent, "it has no parent and no window but is still in a window"))
    }
  }

  private func checkAppearanceBookkeeping(
    into violations: inout [InvariantViolation], settled: Bool, whole: Bool
  ) {
    let state = appearanceState
    if state.isTransitioning != (appearanceBatch != nil) {
      violations.append(
        violation(
          .transitionBookkeeping,
          state.isTransitioning
            ? "it is \(state) but belongs to no transition"
            : "it is \(state) but still belongs to a transition"))
    }
    if isBatchRoot, !state.isTransitioning {
      violations.append(
        violation(.batchRootTransitioning, "it is where a transition began but is \(state)"))
    }
    guard settled else { return }
    var pending: [String] = []
    if let hook = dispatchingHook { pending.append("its \(hook) hook is marked as running") }
    if hasPendingIsAppearing { pending.append("it still awaits viewIsAppearing") }
    if whole, isVisibilitySyncSuspended { pending.append("its visibility syncing is suspended") }
    if !pending.isEmpty {
      violations.append(
        violation(
          .settledBetweenOperations,
          "between operations, " + pending.joined(separator: ", ")))
    }
  }

  /// Contract §3: visible placement ⇒ not `disappeared`, invisible placement ⇒ not `appeared`.
  /// A component whose container drives it by hand, or whose visibility a transition holds back,
  /// is not judged; nor is a component alone (no parent, no window, not presented, its view in
  /// no window), which `beginAppearanceTransition` drives by hand until it is placed or added to
  /// a container (contract §3): a check that touches it (its child taken by a window) must not
  /// call its hand-driven appearance a violation.
  private func checkVisibility(into violations: inout [InvariantViolation]) {
    if isVisibilitySyncSuspended || parentReference?.isVisibilitySyncSuspended == true { return }
    let state = appearanceState
    let expected = expectedVisibility
    if case .hidden = expected, state == .appeared, isAlone { return }
    switch expected {
    case .visible where state == .disappeared:
      violations.append(
        violation(
          .visibleNotDisappeared,
          "its view is placed where it is visible, but it is disappeared"))
    case .hidden where state == .appeared:
      violations.append(
        violation(
          .hiddenNotAppeared, "its view is placed where it is not visible, but it is appeared"))
    default:
      break
    }
  }

  /// A violation found on this component, with a path bounded in length (and safe on a
  /// corrupted parent chain).
  final func violation(_ rule: InvariantViolation.Rule, _ message: String) -> InvariantViolation {
    InvariantViolation(rule: rule, path: boundedPath, message: message)
  }

  /// Up to 12 segments of ``treePath``, ending with this component; a longer (or cyclic) chain
  /// starts with `…/`.
  var boundedPath: String {
    var segments: [String] = []
    var node: Component? = self
    while let current = node, segments.count < 12 {
      segments.append(current.pathSegment)
      node = current.parentReference
    }
    let prefix = node == nil ? "" : "…/"
    return prefix + segments.reversed().joined(separator: "/")
  }
}
