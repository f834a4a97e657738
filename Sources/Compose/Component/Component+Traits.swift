extension Component {
  /// The traits this component forces on itself and on what it contains (UIKit's
  /// `overrideUserInterfaceStyle`, `setOverrideTraitCollection(_:forChild:)`, iOS 17's
  /// `traitOverrides`); none by default.
  ///
  /// A change reaches at once every component of this component's tree, and what it presents,
  /// whose ``traits`` change with it: each records ``LifecycleEvent/Kind/traitsDidChange(from:to:)``
  /// and runs ``traitsDidChange(from:)``, parent before child, the others are not told.
  public final var traitOverrides: TraitOverrides {
    get { traitOverridesStorage ?? .none }
    set {
      guard newValue != traitOverrides else { return }
      let inherited = inheritedTraits
      let before = TraitWalk.effectiveTraits(from: [(self, inherited)])
      setTraitOverridesStorage(newValue)
      let after = TraitWalk.effectiveTraits(from: [(self, inherited)])
      TraitWalk.notify(before: before, after: after)
    }
  }

  /// The traits in effect for this component (UIKit's `traitCollection`): its window's
  /// (``Window/traits``) for a root, its presenter's for a presented component, its parent's
  /// for a child, with each one's ``traitOverrides`` applied on the way down; a phone's in
  /// portrait (`Traits()`) with the overrides for a tree in no window.
  ///
  /// - Complexity: O(depth).
  public final var traits: Traits { traitOverrides.applied(to: inheritedTraits) }

  /// The traits this component inherits, before its own overrides.
  final var inheritedTraits: Traits {
    var overrides: [TraitOverrides] = []
    var base = Traits()
    var node = self
    while true {
      if let next = node.parent ?? node.presenterOfOwnPresentation {
        node = next
        if let own = node.traitOverridesStorage { overrides.append(own) }
        continue
      }
      if let window = node.hostWindow { base = window.traitsStorage }
      break
    }
    for own in overrides.reversed() { base = own.applied(to: base) }
    return base
  }

  /// The component that presents this one, when this one is presented (the root of a presented
  /// tree).
  final var presenterOfOwnPresentation: Component? {
    guard let record = presentationRecord, let presenter = record.presenting,
      presenter.presentationRecord?.presented === self
    else { return nil }
    return presenter
  }

  /// What this component presents, when it is the presenter of that presentation.
  final var ownPresented: Component? {
    guard let presented = presentationRecord?.presented,
      presented.presentationRecord?.presenting === self
    else { return nil }
    return presented
  }

  /// Records and delivers ``willTransition(toTraits:)``.
  final func deliverWillTransition(toTraits traits: Traits) {
    emit(.willTransition(toTraits: traits))
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.willTransition(self, toTraits: traits) }
    }
    willTransition(toTraits: traits)
  }

  /// Records and delivers ``viewWillTransition(toSize:)``.
  final func deliverViewWillTransition(toSize size: Size) {
    emit(.viewWillTransition(toSize: size))
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.viewWillTransition(self, toSize: size) }
    }
    viewWillTransition(toSize: size)
  }

  /// Records and delivers ``traitsDidChange(from:)``.
  final func deliverTraitsDidChange(from previous: Traits, to current: Traits) {
    emit(.traitsDidChange(from: previous, to: current))
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.traitsDidChange(self, from: previous) }
    }
    traitsDidChange(from: previous)
  }

  /// The base ``willTransition(toTraits:)`` and ``viewWillTransition(toSize:)``: tells the
  /// children, as UIKit's `super` does, at once, so that the code after `super` in an override
  /// runs after them. Inside a window's walk the children are told the walk's way (their own new
  /// traits); nested more than ``TraitWalk/synchronousDepth`` deep, they are told once the
  /// overrides above them return, so that a deep tree needs no deep stack. From a direct call,
  /// with `tell`.
  final func forwardTransition(_ tell: (Component) -> Void) {
    guard let context, let deliver = context.transitionDeliver else {
      for child in childList { tell(child) }
      return
    }
    if context.transitionDepth >= TraitWalk.synchronousDepth {
      context.deferredTransitions.append(contentsOf: childList.reversed())
      return
    }
    context.transitionDepth += 1
    defer { context.transitionDepth -= 1 }
    for child in childList { deliver(child) }
  }
}

/// The walks behind trait and size changes: iterative, so a deep tree needs no deep stack.
@MainActor
enum TraitWalk {
  /// The traits in effect for every component reached from `starts` (each with the traits it
  /// inherits) through children and presentations, in the order they are told of a change:
  /// parent before child, a presenter's tree before what it presents.
  static func effectiveTraits(from starts: [(Component, Traits)]) -> [(Component, Traits)] {
    var result: [(Component, Traits)] = []
    var pending = Array(starts.reversed())
    while let (component, inherited) = pending.popLast() {
      let effective = component.traitOverrides.applied(to: inherited)
      result.append((component, effective))
      if let presented = component.ownPresented { pending.append((presented, effective)) }
      for child in component.childList.reversed() { pending.append((child, effective)) }
    }
    return result
  }

  /// Tells each component of `after` whose traits differ from `before` (same components, same
  /// order, unless a hook changed the tree: a component not in `before` is not told).
  static func notify(before: [(Component, Traits)], after: [(Component, Traits)]) {
    var old: [ObjectIdentifier: Traits] = [:]
    old.reserveCapacity(before.count)
    for (component, traits) in before { old[ObjectIdentifier(component)] = traits }
    for (component, traits) in after {
      guard let previous = old[ObjectIdentifier(component)], previous != traits else { continue }
      component.deliverTraitsDidChange(from: previous, to: traits)
    }
  }

  /// How many levels a transition is told through nested `super` calls before the rest of the
  /// tree waits for the overrides above it to return.
  static let synchronousDepth = 128

  /// Runs `deliver` on each of `roots`; a component's base implementation tells its children
  /// (``Component/forwardTransition(_:)``), so an override that does not call `super` keeps them
  /// from hearing it.
  static func forwarded(
    _ roots: [Component], in context: WindowContext,
    deliver: @escaping (Component) -> Void
  ) {
    let saved = (context.transitionDeliver, context.deferredTransitions, context.transitionDepth)
    context.transitionDeliver = deliver
    context.deferredTransitions = []
    context.transitionDepth = 0
    defer {
      (context.transitionDeliver, context.deferredTransitions, context.transitionDepth) = saved
    }
    for root in roots {
      deliver(root)
      while let next = context.deferredTransitions.popLast() { deliver(next) }
    }
  }
}
