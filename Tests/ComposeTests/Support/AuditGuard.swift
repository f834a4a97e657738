import Compose
import Testing

/// Attaches a ``LifecycleAuditor`` to a test's window and, when the test's fixture is released
/// (at the end of the test), runs a last checkpoint and records an issue for every finding: the
/// built-in containers and the list adapter must produce none. A test that provokes findings on
/// purpose calls ``allowFindings()`` (or resets the auditor after checking them).
final class AuditGuard {
  let auditor: LifecycleAuditor
  private var allowsFindings = false
  private let sourceLocation: SourceLocation

  /// The window of a fixture that holds this guard, kept until the guard goes so that its last
  /// checkpoint runs whatever order the fixture's properties are released in (`nil` for
  /// ``watch(_:sourceLocation:)``, whose guard the window itself keeps).
  private let window: Window?

  init(_ window: Window, sourceLocation: SourceLocation) {
    auditor = LifecycleAuditor(window: window)
    self.sourceLocation = sourceLocation
    self.window = window
  }

  private init(watching window: Window, sourceLocation: SourceLocation) {
    auditor = LifecycleAuditor(window: window)
    self.sourceLocation = sourceLocation
    self.window = nil
  }

  /// The test provokes findings on purpose: do not fail it for them.
  func allowFindings() {
    allowsFindings = true
  }

  /// Watches a window that a test makes itself, for as long as the window's tree lives: the guard
  /// is kept by the window's observers and, when the tree is released at the end of the test,
  /// records an issue for every finding made meanwhile (by events, `runUntilIdle()` and
  /// `advance(by:)`; there is no last checkpoint then).
  @discardableResult
  static func watch(
    _ window: Window, sourceLocation: SourceLocation = #_sourceLocation
  ) -> AuditGuard {
    let audit = AuditGuard(watching: window, sourceLocation: sourceLocation)
    window.addObserver(Keeper(audit))
    return audit
  }

  /// Keeps a guard alive as long as the window's observers.
  private final class Keeper: LifecycleObserver {
    let audit: AuditGuard
    init(_ audit: AuditGuard) { self.audit = audit }
    func observe(_ event: LifecycleEvent) {}
  }

  deinit {
    // Not `isolated deinit`: that clears the task's locals, and the issue would belong to no
    // test. Tests release their fixtures on the main actor.
    MainActor.assumeIsolated { reportFindings() }
  }

  private func reportFindings() {
    guard !allowsFindings else { return }
    if auditor.window != nil { auditor.checkpoint() }
    guard !auditor.findings.isEmpty else { return }
    let text = auditor.findings.map(\.description).joined(separator: "\n")
    Issue.record(
      "the auditor found \(auditor.findings.count):\n\(text)", sourceLocation: sourceLocation)
  }
}
