/// Misuses that the engine rejects at once (when their precondition holds) with a diagnostic and
/// the tree unchanged.
enum AppMisuse: String, CaseIterable, Equatable {
  case addChildToItself
  case addAncestorAsChild
  case addWindowRootAsChild
  case removeWithoutParent
  case transitionBetweenNonChildren
  case beginOnAutomaticChild
  case endWithoutBegin
  case negativeClockAdvance
  case popLastComponent
  case pushAlreadyInStack
  case selectTabOutOfRange
  case presentComponentInUse
  case embedOutsideOwnView
  case scrollToRowOutOfRange
  /// `state.embed(state.content)` on a state container showing its content whose view is not
  /// loaded: its own `viewDidLoad` would embed that content first (contract §7: refused before
  /// the load, no hook run).
  case embedStateContentBeforeLoad
}
