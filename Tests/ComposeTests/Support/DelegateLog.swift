import Compose
import ComposeTestFixtures
import Testing

/// A navigation and presentation delegate that writes every message as a line, for tests.
final class DelegateLog: NavigationContainerDelegate, PresentationDelegate {
  private(set) var lines: [String] = []

  func navigationContainer(
    _ container: NavigationContainer, willShow component: Component, animated: Bool
  ) {
    lines.append("willShow \(component.traceName)")
  }

  func navigationContainer(
    _ container: NavigationContainer, didShow component: Component, animated: Bool
  ) {
    lines.append("didShow \(component.traceName)")
  }

  func navigationContainer(
    _ container: NavigationContainer, didLeave component: Component, reason: LeaveReason
  ) {
    lines.append("didLeave \(component.traceName) \(reason)")
  }

  func navigationContainer(
    _ container: NavigationContainer, didCancelInteractivePopOf component: Component
  ) {
    lines.append("didCancelPop \(component.traceName)")
  }

  func presentationDidDismiss(_ component: Component, reason: LeaveReason) {
    lines.append("didDismiss \(component.traceName) \(reason)")
  }

  func presentationDidCancelInteractiveDismiss(_ component: Component) {
    lines.append("didCancelDismiss \(component.traceName)")
  }

  func presentationWasRefused(_ component: Component, diagnostic: Diagnostic) {
    lines.append("refused \(component.traceName) \(diagnostic.code)")
  }

  /// The lines so far, forgetting them.
  func drain() -> [String] {
    defer { lines.removeAll() }
    return lines
  }
}

/// A visible window whose root is a navigation container holding `a`, with a recorder, a balance
/// checker and a delegate log; everything recorded so far is forgotten.
struct NavigationHarness {
  let window = Window(traceName: "nav")
  let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
  let checker = BalanceChecker()
  let log = DelegateLog()
  let nav: NavigationContainer
  let a: Probe
  /// Fails the test at its end if the auditor found anything (see ``AuditGuard``).
  let audit: AuditGuard

  init(tracker: LifetimeTracker? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    audit = AuditGuard(window, sourceLocation: sourceLocation)
    a = Probe("a", tracker: tracker)
    nav = NavigationContainer(root: a, traceName: "nav")
    nav.delegate = log
    window.addObserver(recorder)
    window.addObserver(checker)
    window.rootComponent = nav
    window.makeKeyAndVisible()
    recorder.reset()
    // The root's first appearance is reported too (contract §5); tests read what they cause.
    _ = log.drain()
  }

  /// Declares a diagnostic the test provokes on purpose (see
  /// ``AuditGuard/expect(diagnostic:count:sourceLocation:)``).
  func expect(
    diagnostic code: Diagnostic.Code, count: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    audit.expect(diagnostic: code, count: count, sourceLocation: sourceLocation)
  }

  /// The component traces since the last call, without the container's own lines.
  func traces() -> [String] {
    recorder.drain().filter { !$0.hasPrefix("nav.") }
  }
}
