import Compose
import ComposeRender

extension Scene {
  /// Runs the scene like ``run(auditor:)`` on a fresh window, handing over the tree before the
  /// first step and then each step as it completes, so that `compose-preview` prints each step
  /// and drops it.
  ///
  /// - Returns: Why a scenario's run stopped before a step (``ScenarioMeter``); `nil` when every
  ///   step ran.
  @MainActor func stream(
    auditor: LifecycleAuditor?, start: (TreeSnapshot) -> Void, each: (EventLog.Step) -> Void
  ) -> ScenarioError? {
    if let script {
      script().stream(auditor: auditor, start: start, each: each)
      return nil
    }
    return scenario?.stream(auditor: auditor, start: start, each: each)
  }
}
