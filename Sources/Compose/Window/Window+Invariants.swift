extension Window {
  /// Whether each public operation on this window's components, views and lists ends by checking
  /// the invariants of the objects it touched (``InvariantViolation``). UIKit has no counterpart.
  ///
  /// On by default in debug builds, off in release builds. When the outermost operation under
  /// way ends (an operation run by a hook of another adds to it), the local invariants of what it
  /// touched, and of their immediate neighbours, are checked: the cost follows what the operation
  /// touched, never the size of the tree. Each violation is delivered to the window's observers
  /// as a ``Diagnostic/Code/invariantViolation`` diagnostic; a debug build then stops at an
  /// assertion, so that a test run fails loudly. Nothing traps in a release build.
  ///
  /// Operations checked: ``Component/addChild(_:)``, ``Component/removeFromParent()``,
  /// ``Component/embed(_:in:)``, ``Component/unembed()``,
  /// ``Component/beginAppearanceTransition(_:animated:)``,
  /// ``Component/endAppearanceTransition()``, ``View/addSubview(_:)``,
  /// ``View/insertSubview(_:at:)`` and ``View/removeFromSuperview()`` on a component's view or
  /// with one, ``setRootComponent(_:)``, ``makeKeyAndVisible()`` and ``hide()``, ``advance(by:)``
  /// and ``runUntilIdle()``, and every pass of a ``ListView`` (reload, batch updates, scrolling,
  /// layout).
  public var checksInvariants: Bool {
    get { context.checksInvariants }
    set { context.checksInvariants = newValue }
  }

  /// Whether a violation found at the end of an operation stops a debug build, after its
  /// diagnostic was delivered (`true`): the tests of the checks themselves turn it off to read the
  /// diagnostics.
  package var assertsOnInvariantViolation: Bool {
    get { context.assertsOnInvariantViolation }
    set { context.assertsOnInvariantViolation = newValue }
  }

  /// The work the checks at the ends of this window's operations have done so far
  /// (``checksInvariants``): the components and views checked and the entries of the lists of
  /// children and subviews walked. Nothing else reads it; the tests use it to show that the
  /// checks follow what an operation touched, never the size of the tree.
  package var invariantCheckWork: Int { context.invariantCheckWork }

  /// The views waiting to be laid out until they are visible that this window has looked at
  /// again so far (contract §4). Nothing else reads it; the tests use it to show that a view
  /// placed where it is not visible does not make the window look at every view placed so
  /// before it.
  package var awaitingLayoutEntriesWalked: Int { context.awaitingEntriesWalked }

  /// Checks every invariant of this window (``InvariantViolation/Rule``), whatever
  /// ``checksInvariants`` says, and returns what does not hold: empty when all is well. UIKit has
  /// no counterpart.
  ///
  /// Walks, without recursion, the window's view hierarchy and every component of its trees (the
  /// root's and the presented components'), with their views and the lists among them. Called
  /// from a hook, while an operation is under way, it leaves out the rules that hold only between
  /// operations.
  ///
  /// - Complexity: O(views + components + displayed and pooled cells).
  public func invariantViolations() -> [InvariantViolation] {
    let settled = context.operationDepth == 0
    var violations: [InvariantViolation] = []
    var seen = Set<ObjectIdentifier>()
    var components: [Component] = []
    if let root = rootComponent {
      if root.hostWindow !== self || root.parentReference != nil {
        violations.append(
          root.violation(.windowOfParent, "it is the window's root but not hosted as one"))
      }
      components.append(root)
    }
    for view in subviewList {
      if let owner = view.ownerReference, owner.hostWindow === self { components.append(owner) }
    }
    var views: [View] = [self]
    var listings = ListingCounts()
    while let component = components.popLast() {
      guard seen.insert(ObjectIdentifier(component)).inserted else { continue }
      component.checkLocalInvariants(
        into: &violations, listings: &listings, settled: settled, whole: true)
      if let view = component.loadedView { views.append(view) }
      components.append(contentsOf: component.childList)
    }
    checkViewHierarchies(from: views, into: &violations)
    return violations
  }

  /// Checks the views below `roots` (each view once) and the lists among them; a view met again
  /// through links that agree closes a cycle.
  private func checkViewHierarchies(
    from roots: [View], into violations: inout [InvariantViolation]
  ) {
    var seen = Set<ObjectIdentifier>()
    var listings = ListingCounts()
    var stack = roots
    while let view = stack.popLast() {
      guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
      view.checkLocalInvariants(into: &violations, listings: &listings)
      if let list = view as? ListView { list.checkListInvariants(into: &violations) }
      for subview in view.subviewList {
        if seen.contains(ObjectIdentifier(subview)), subview.superviewReference === view,
          subview.isAncestorThroughSuperviews(of: view)
        {
          violations.append(
            subview.violation(.superviewCycle, "it is its own ancestor through superviews"))
          continue
        }
        stack.append(subview)
      }
    }
  }
}

extension View {
  /// Whether following superviews from `other` reaches this view, bounded by a cycle check
  /// (Floyd's): a cyclic chain that does not pass through this view answers `false`.
  ///
  /// - Complexity: O(depth of `other`).
  fileprivate func isAncestorThroughSuperviews(of other: View) -> Bool {
    var slow: View? = other
    var fast: View? = other
    while let current = fast {
      if current === self { return true }
      fast = current.superviewReference
      if let next = fast {
        if next === self { return true }
        fast = next.superviewReference
      }
      slow = slow?.superviewReference
      if let fast, fast === slow { return false }
    }
    return false
  }
}
