extension View {
  /// Appends the violations of this view's local invariants (``InvariantViolation/Rule``): its
  /// links with its superview, its subviews and its owner.
  ///
  /// A cycle through superviews is not looked for here (that walk is O(depth)); the whole
  /// check, ``Window/invariantViolations()``, finds it.
  ///
  /// `listings` answers whether the superview lists this view once; it walks the superview's
  /// subviews at most twice for all the views of one check.
  ///
  /// - Complexity: O(subviews), plus the first two walks of the superview's subviews.
  final func checkLocalInvariants(
    into violations: inout [InvariantViolation], listings: inout ListingCounts
  ) {
    if let superview = superviewReference {
      if superview === self {
        violations.append(violation(.superviewCycle, "it is its own superview"))
      }
      let count = listings.count(of: self, in: superview.subviewList, heldBy: superview)
      if count != 1 {
        violations.append(
          violation(
            .subviewListedOnceBySuperview,
            "its superview \(superview.label) lists it \(count) times among its subviews"))
      }
    }
    if subviewList.count > 1 {
      var seen = Set<ObjectIdentifier>()
      for subview in subviewList where !seen.insert(ObjectIdentifier(subview)).inserted {
        violations.append(
          violation(.subviewListedTwice, "\(subview.label) is listed twice among its subviews"))
      }
    }
    for subview in subviewList where subview.superviewReference !== self {
      let named = subview.superviewReference?.label ?? "nil"
      violations.append(
        violation(
          .subviewNamesItsSuperview, "its subview \(subview.label) names \(named) as its superview"
        ))
    }
    if let owner = ownerReference, owner.loadedView !== self {
      violations.append(
        violation(
          .viewOwnerLink, "it names \(owner.pathSegment) as its owner, whose view is another"))
    }
  }

  /// A violation found on this view. The path is the label of the view, after the bounded path
  /// of the component whose view it is or encloses it (when one is within a few levels).
  final func violation(_ rule: InvariantViolation.Rule, _ message: String) -> InvariantViolation {
    var node: View? = self
    var steps = 0
    while let current = node, current.ownerReference == nil, steps < 16 {
      node = current.superviewReference
      steps += 1
    }
    let prefix = node?.ownerReference.map { $0.boundedPath + "/" } ?? ""
    let path = prefix + label
    return InvariantViolation(rule: rule, path: path, message: message)
  }
}

extension View {
  /// The window context of an operation of this view on `view` (adding it, or removing it from
  /// this view), for the invariant checks: found in O(1) through either view's owner (or this
  /// view as a window). An operation between plain views is not checked: finding their window
  /// costs O(depth). `owner` is `view`'s owner, read by the caller.
  ///
  /// Returns `nil` as soon as the window is known not to check its invariants: the common case,
  /// `owner`'s window, is read without copying `owner` or its context.
  final func invariantContext(with view: View, owner: Component?) -> WindowContext? {
    if owner?.context != nil {
      return owner!.context!.checksInvariants ? owner!.context : nil
    }
    return invariantContextWithoutOwnerContext()
  }

  /// ``invariantContext(with:owner:)`` when the view's owner gives no context: this view's
  /// owner's, or this view's as a window.
  @inline(never)
  private func invariantContextWithoutOwnerContext() -> WindowContext? {
    if let context = ownerReference?.context { return context }
    return (self as? Window)?.context
  }
}
