import Compose
import ComposeTestFixtures
import Testing

/// A hook that acts the first time it runs only.
func once(_ body: @escaping (Probe) -> Void) -> (Probe) -> Void {
  var fired = false
  return { probe in
    guard !fired else { return }
    fired = true
    body(probe)
  }
}

/// A list callback that acts the first time it runs (for `row`, if given) only.
func once(
  row: Int? = nil, _ body: @escaping (ListView, ListIndexPath) -> Void
) -> (ListView, ListIndexPath) -> Void {
  var fired = false
  return { list, indexPath in
    guard !fired, row == nil || indexPath.row == row else { return }
    fired = true
    body(list, indexPath)
  }
}

/// An appearance hook of ``Probe``, for tests that expect the same trace whichever of these hooks
/// requests the operation.
enum ProbeHook: String, CustomTestStringConvertible {
  case viewWillAppear, viewDidAppear

  var testDescription: String { rawValue }

  /// Installs `action` as this hook of `probe`.
  func install(on probe: Probe, _ action: @escaping (Probe) -> Void) {
    switch self {
    case .viewWillAppear: probe.onWillAppear = action
    case .viewDidAppear: probe.onDidAppear = action
    }
  }
}

/// Runs a test's body with a tracker for the components it makes, then expects every one of them
/// released: the body's fixtures are gone once it returns.
func expectNoLeaks(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: (LifetimeTracker) -> Void
) {
  let tracker = LifetimeTracker()
  body(tracker)
  #expect(tracker.live == 0, "components leaked", sourceLocation: sourceLocation)
}

/// Runs the clock to idle, then expects balanced callbacks and a consistent, settled tree.
func expectSettled(
  _ window: Window, _ checker: BalanceChecker,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  window.runUntilIdle()
  #expect(checker.violations.isEmpty, "\(checker.violations)", sourceLocation: sourceLocation)
  let problems = TreeInvariants.problems(in: window)
  #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  #expect(!window.hasScheduledWork, sourceLocation: sourceLocation)
}

extension NavigationHarness {
  /// Pushes `component` without animation, then forgets what the push recorded and told the
  /// delegate, so that the test sees only what it does next.
  func pushQuietly(_ component: Component) {
    nav.push(component, animated: false)
    recorder.reset()
    _ = log.drain()
  }

  /// Runs the clock to idle, then expects balanced callbacks and a consistent, settled tree.
  func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) {
    ComposeTests.expectSettled(window, checker, sourceLocation: sourceLocation)
  }
}

extension CheckedHarness {
  /// Runs the clock to idle, then expects balanced callbacks and a consistent, settled tree.
  func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) {
    ComposeTests.expectSettled(h.window, checker, sourceLocation: sourceLocation)
  }
}

/// A visible window showing `root`, watched by the auditor, with a balance checker and a recorder
/// (without `loadView` and view placement) that is emptied once the window has appeared.
struct RootHarness<Root: Component> {
  let window = Window(traceName: "w")
  let checker = BalanceChecker()
  let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
  let root: Root

  init(_ root: Root, sourceLocation: SourceLocation = #_sourceLocation) {
    self.root = root
    AuditGuard.watch(window, sourceLocation: sourceLocation)
    window.addObserver(checker)
    window.addObserver(recorder)
    window.rootComponent = root
    window.makeKeyAndVisible()
    recorder.reset()
  }

  /// Runs the clock to idle, then expects balanced callbacks and a consistent, settled tree.
  func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) {
    ComposeTests.expectSettled(window, checker, sourceLocation: sourceLocation)
  }
}

/// `lines` with every `(false)` argument written `(true)` when `animated`: the same trace,
/// animated.
func animatedIf(_ animated: Bool, _ lines: [String]) -> [String] {
  animated ? lines.map { $0.replacingOccurrences(of: "(false)", with: "(true)") } : lines
}
