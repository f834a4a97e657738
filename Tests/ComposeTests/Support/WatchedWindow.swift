import Compose
import ComposeTestFixtures
import Testing

/// A window watched by the auditor, with a ``BalanceChecker``
/// and a recorder that leaves out `loadView` and view placement, attached in that order before
/// anything is shown.
struct WatchedWindow {
  let window = Window()
  let checker = BalanceChecker()
  let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    AuditGuard.watch(window, sourceLocation: sourceLocation)
    window.addObserver(checker)
    window.addObserver(recorder)
  }
}
