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
}
