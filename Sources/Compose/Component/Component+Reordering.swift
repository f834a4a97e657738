extension Component {
  /// Puts the children in a new order in one step: `ordered` first, in that order, then the other
  /// children in their current order. No callback runs and no view moves: only ``children``
  /// changes.
  ///
  /// A container whose children stand for an ordered list (a stack, tabs) uses it after an
  /// operation that added and removed children, so that ``children`` follows the list; the
  /// built-in ``NavigationContainer`` does this at the end of ``NavigationContainer/setStack(_:animated:)``.
  /// UIKit has no counterpart: `UINavigationController` keeps its `viewControllers` in the order
  /// given.
  ///
  /// ```swift
  /// addChild(card)
  /// reorderChildren([card] + children.filter { $0 !== card })  // card goes to the bottom
  /// ```
  ///
  /// Refused with nothing changed: a component of `ordered` that is not a child
  /// (``Diagnostic/Code/componentNotInStack``), or one named twice
  /// (``Diagnostic/Code/duplicateComponent``).
  ///
  /// - Parameter ordered: Children of this component, in the order they take first.
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  /// - Complexity: O(*n* + *m*), *n* the children, *m* the components of `ordered`.
  @discardableResult
  public final func reorderChildren(_ ordered: [Component]) -> Diagnostic? {
    // One set of the named children: O(children), not a scan per name.
    var named = Set<ObjectIdentifier>()
    named.reserveCapacity(ordered.count)
    for component in ordered {
      guard component.parent === self else {
        return report(.componentNotInStack, "\(component.pathSegment) is not a child")
      }
      guard named.insert(ObjectIdentifier(component)).inserted else {
        return report(.duplicateComponent, "\(component.pathSegment) is named twice")
      }
    }
    let others = childList.filter { !named.contains(ObjectIdentifier($0)) }
    childList = ordered + others
    return nil
  }
}
