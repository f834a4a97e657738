import ComposeTestFixtures
import Testing

/// A ``Harness`` whose window also carries a ``BalanceChecker``, attached before the window is
/// shown so that the checker sees every appearance from the start.
struct CheckedHarness {
  let h: Harness
  let checker = BalanceChecker()

  init(visible: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
    h = Harness(visible: false, sourceLocation: sourceLocation)
    h.window.addObserver(checker)
    if visible { h.window.makeKeyAndVisible() }
    h.recorder.reset()
  }
}
