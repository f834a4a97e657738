/// A deliberate break of engine state, for the tests of the invariant checks only: no sequence of
/// public calls produces these states. Each `corruptForInvariantTesting` returns the closure that
/// puts the state back.
package enum InvariantCorruption {
  /// The component's first child is listed a second time.
  case childListedTwice
  /// The component's first child forgets its parent (still listed by it).
  case childForgetsParent
  /// The component is `appearing` without belonging to any transition.
  case transitioningWithoutBatch
  /// The component is `appeared` whatever its placement says.
  case appeared
  /// The component's `viewWillAppear` stays marked as being dispatched.
  case hookLeftRunning
  /// The component's presented component forgets its presenter (still presented).
  case presentedForgetsPresenter
  /// The view's first subview names no superview (still listed).
  case subviewForgetsSuperview
  /// The view becomes the superview of its own superview (still listed where it was): a cycle.
  case superviewCycle
  /// The list's first displayed cell is also marked as pooled.
  case displayedCellPooled
  /// The list's displayed run starts past the end of its rows.
  case displayedRunOutOfBounds
}

extension Component {
  /// Applies `corruption` (a component case) and returns its undo.
  package func corruptForInvariantTesting(_ corruption: InvariantCorruption) -> () -> Void {
    switch corruption {
    case .childListedTwice:
      guard let child = childList.first else { return {} }
      childList.append(child)
      return { [self] in childList.removeLast() }
    case .childForgetsParent:
      guard let child = childList.first else { return {} }
      child.parentReference = nil
      return { [self] in child.parentReference = self }
    case .transitioningWithoutBatch, .appeared:
      let saved = appearance
      appearance.corruptForInvariantTesting(state: corruption == .appeared ? .appeared : .appearing)
      return { [self] in appearance = saved }
    case .presentedForgetsPresenter:
      guard let record = presentationRecord?.presented?.presentationRecord else { return {} }
      record.presenting = nil
      return { [self] in record.presenting = self }
    case .hookLeftRunning:
      let saved = appearance
      appearance.corruptForInvariantTesting(hook: .viewWillAppear)
      return { [self] in appearance = saved }
    default:
      return {}
    }
  }
}

extension View {
  /// Applies `corruption` (a view or list case) and returns its undo.
  package func corruptForInvariantTesting(_ corruption: InvariantCorruption) -> () -> Void {
    switch corruption {
    case .subviewForgetsSuperview:
      guard let subview = subviewList.first else { return {} }
      subview.superview = nil
      return { [self] in subview.superview = self }
    case .superviewCycle:
      guard let superview = superviewReference else { return {} }
      let grandparent = superview.superviewReference
      superview.superview = self
      subviewList.append(superview)
      return { [self] in
        subviewList.removeLast()
        superview.superview = grandparent
      }
    case .displayedCellPooled:
      guard let list = self as? ListView, let cell = list.displayed.first else { return {} }
      cell.isPooled = true
      return { cell.isPooled = false }
    case .displayedRunOutOfBounds:
      guard let list = self as? ListView else { return {} }
      let start = list.displayedStart
      list.displayedStart = list.layout.rowCount
      return { list.displayedStart = start }
    default:
      return {}
    }
  }
}
