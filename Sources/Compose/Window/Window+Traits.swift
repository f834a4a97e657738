extension Window {
  /// The window's traits (UIKit's window `traitCollection`, from its screen): a phone's in
  /// portrait (`Traits()`) until ``transition(to:traits:whenApplied:)`` or ``setTraits(_:)`` changes them.
  /// Components inherit them (``Component/traits``).
  public var traits: Traits { traitsStorage }

  /// Changes the window's size and traits, as a rotation or a resize does (UIKit's size
  /// transition), in UIKit's order:
  ///
  /// 1. ``Component/willTransition(toTraits:)`` for each component whose traits will change,
  ///    with its new traits, from the root and from each presented component down, a component's
  ///    children told by its base implementation (an override that does not call `super` keeps
  ///    them from hearing it, as in UIKit);
  /// 2. ``Component/viewWillTransition(toSize:)`` the same way, when the size changes;
  /// 3. the window takes its new traits and size, and the views it holds directly (the root's,
  ///    a presented component's) its bounds; then `whenApplied` runs (a facade tells its window
  ///    here, before the components);
  /// 4. ``Component/traitsDidChange(from:)`` for each component whose traits changed, parent
  ///    before child, a presenter's tree before what it presents;
  /// 5. the layout pass of the resized views (``View/layoutIfNeeded()``).
  ///
  /// A component's base implementation tells its children at once, inside its override's call to
  /// `super` as in UIKit; more than 128 levels down, the rest of the tree is told once the
  /// overrides above return, so that a deep tree needs no deep stack.
  ///
  /// Each hook is recorded (``LifecycleEvent/Kind/willTransition(toTraits:)``,
  /// ``LifecycleEvent/Kind/viewWillTransition(toSize:)``,
  /// ``LifecycleEvent/Kind/traitsDidChange(from:to:)``). No appearance callback comes with it.
  /// The engine animates nothing: a facade runs its transition coordinator's animations and
  /// completions around this call, on the window's clock. A change that keeps both the size and
  /// the traits (a rotation from landscape left to landscape right) tells nothing.
  ///
  /// - Parameters:
  ///   - size: The window's new size.
  ///   - traits: The window's new traits; the current ones by default.
  ///   - whenApplied: Run once the window has its new traits and size, before the components
  ///     are told that their traits changed.
  public func transition(
    to size: Size, traits: Traits? = nil, whenApplied: (() -> Void)? = nil
  ) {
    let newTraits = traits ?? traitsStorage
    let roots = transitionRoots
    let before = TraitWalk.effectiveTraits(from: traitStarts)
    if newTraits != traitsStorage {
      let old = traitsStorage
      traitsStorage = newTraits
      let upcoming = TraitWalk.effectiveTraits(from: traitStarts)
      traitsStorage = old
      var changing: [ObjectIdentifier: Traits] = [:]
      for ((component, was), (_, will)) in zip(before, upcoming) where was != will {
        changing[ObjectIdentifier(component)] = will
      }
      TraitWalk.forwarded(roots.filter { changing[ObjectIdentifier($0)] != nil }, in: context) {
        component in
        guard let traits = changing[ObjectIdentifier(component)] else { return }
        component.deliverWillTransition(toTraits: traits)
      }
    }
    if size != frame.size {
      TraitWalk.forwarded(roots, in: context) {
        $0.deliverViewWillTransition(toSize: size)
      }
    }
    traitsStorage = newTraits
    if size != frame.size {
      frame = Rect(origin: frame.origin, size: size)
      for view in subviews where view.owner != nil {
        view.frame = Rect(origin: .zero, size: size)
      }
    }
    whenApplied?()
    let after = TraitWalk.effectiveTraits(from: traitStarts)
    TraitWalk.notify(before: before, after: after)
    layoutIfNeeded()
  }

  /// Changes the window's traits without a size change (the system switching to dark mode, a
  /// new text size): ``transition(to:traits:whenApplied:)`` at the current size.
  ///
  /// - Parameter traits: The window's new traits.
  public func setTraits(_ traits: Traits) {
    transition(to: frame.size, traits: traits)
  }

  /// Where the walk of the window's traits starts: its root, with the window's traits (the walk
  /// reaches what it presents).
  private var traitStarts: [(Component, Traits)] {
    rootComponent.map { [($0, traitsStorage)] } ?? []
  }

  /// The components told of a transition first: the root, then each component its presentation
  /// chain presents.
  var transitionRoots: [Component] {
    guard let root = rootComponent else { return [] }
    var result = [root]
    var presenters = [root]
    // Any component of a tree may present (it presents for its tree's root); walk each tree.
    while let tree = presenters.popLast() {
      var pending = [tree]
      while let component = pending.popLast() {
        if let presented = component.ownPresented {
          result.append(presented)
          presenters.append(presented)
        }
        pending.append(contentsOf: component.childList)
      }
    }
    return result
  }
}
