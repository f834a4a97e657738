import Compose
import ComposeTesting
import Testing

/// Checks a test's window with the project's own test library: a fixture's guard is a
/// ``LifecycleHarness`` wrapping the window, which fails the test at its end (when the fixture
/// is released) for every diagnostic and audit finding it did not declare; the built-in
/// containers and the list adapter must produce none. A test that provokes them on purpose
/// declares a diagnostic with the guard's ``expect(diagnostic:count:sourceLocation:)`` (not on
/// ``harness`` directly: the guard counts what is declared, so that an acceptance does not
/// declare it again), accepts the findings and diagnostics made so far with ``acceptReports()``
/// or the findings with ``acceptFindings()``, or all of them with ``allowFindings()``.
///
/// ``watch(_:sourceLocation:)`` guards a window the test makes itself, whose tree may outlive
/// the test's scope: there the guard is the window's own observer (a harness would keep the
/// window alive), and only findings fail the test.
final class AuditGuard {
  /// The harness of a fixture's guard (`nil` for a watched window).
  let harness: LifecycleHarness?
  let auditor: LifecycleAuditor
  private var allowsFindings = false
  private let sourceLocation: SourceLocation
  /// The diagnostics reported since the last acceptance, so that they can be accepted.
  private let tally = DiagnosticTally()
  /// The diagnostics declared with ``expect(diagnostic:count:sourceLocation:)`` and not yet
  /// matched by an acceptance, which does not declare them again.
  private var declared: [Diagnostic.Code] = []

  init(_ window: Window, sourceLocation: SourceLocation) {
    // The harness reports at the test's file and line; `filePath` (read by XCTest alone, not by
    // Swift Testing) is this file's.
    let harness = LifecycleHarness(
      wrapping: window, fileID: sourceLocation.fileID, line: sourceLocation.line,
      column: sourceLocation.column)
    self.harness = harness
    auditor = harness.auditor
    self.sourceLocation = sourceLocation
    window.addObserver(tally)
  }

  private init(watching window: Window, sourceLocation: SourceLocation) {
    harness = nil
    auditor = LifecycleAuditor(window: window)
    self.sourceLocation = sourceLocation
  }

  /// Declares a diagnostic the test provokes on purpose, `count` times (the harness's
  /// `expect(diagnostic:)`).
  func expect(
    diagnostic code: Diagnostic.Code, count: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let harness else { return }
    for _ in 0..<count {
      declared.append(code)
      harness.expect(
        diagnostic: code, fileID: sourceLocation.fileID, line: sourceLocation.line,
        column: sourceLocation.column)
    }
  }

  /// The test provokes findings and diagnostics on purpose, checked its own way: do not fail it
  /// for them.
  func allowFindings() {
    allowsFindings = true
  }

  /// Accepts the findings and diagnostics made so far (the test checked them its own way), and
  /// forgets the findings, so that the end of the test fails only for later ones.
  func acceptReports(sourceLocation: SourceLocation = #_sourceLocation) {
    accept(diagnostics: true, at: sourceLocation)
  }

  /// Accepts the findings made so far (the test checked them its own way) and forgets them; a
  /// diagnostic still fails the test unless declared.
  func acceptFindings(sourceLocation: SourceLocation = #_sourceLocation) {
    accept(diagnostics: false, at: sourceLocation)
  }

  private func accept(diagnostics: Bool, at location: SourceLocation) {
    auditor.checkpoint()
    if let harness {
      for finding in auditor.findings { harness.expect(finding: finding.kind) }
      if diagnostics {
        for code in Self.undeclared(tally.take(), by: &declared) {
          harness.expect(diagnostic: code)
        }
      }
      harness.checkpoint(fileID: location.fileID, line: location.line, column: location.column)
      // The checkpoint settled the diagnostics too (matching the declared ones): the tally and
      // the declarations restart after it.
      if !diagnostics { _ = Self.undeclared(tally.take(), by: &declared) }
    }
    auditor.reset()
  }

  /// The reports in `made` that `declared` does not cover; the declarations they match are used
  /// up, the others stay for reports to come.
  private static func undeclared<Report: Equatable>(
    _ made: [Report], by declared: inout [Report]
  ) -> [Report] {
    var left: [Report] = []
    for report in made {
      if let index = declared.firstIndex(of: report) {
        declared.remove(at: index)
      } else {
        left.append(report)
      }
    }
    return left
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
    MainActor.assumeIsolated { finish() }
  }

  private func finish() {
    guard let harness else { return reportWatchedFindings() }
    if allowsFindings { acceptReports(sourceLocation: sourceLocation) }
    harness.finish(
      fileID: sourceLocation.fileID, line: sourceLocation.line, column: sourceLocation.column)
  }

  private func reportWatchedFindings() {
    guard !allowsFindings else { return }
    if auditor.window != nil { auditor.checkpoint() }
    guard !auditor.findings.isEmpty else { return }
    let text = auditor.findings.map(\.description).joined(separator: "\n")
    Issue.record(
      "the auditor found \(auditor.findings.count):\n\(text)", sourceLocation: sourceLocation)
  }
}

/// The codes of the diagnostics a window reported, until taken.
private final class DiagnosticTally: LifecycleObserver {
  private var codes: [Diagnostic.Code] = []
  func observe(_ event: LifecycleEvent) {}
  func observe(_ diagnostic: Diagnostic) { codes.append(diagnostic.code) }
  func take() -> [Diagnostic.Code] {
    defer { codes = [] }
    return codes
  }
}
