import Compose
import ComposeTestFixtures
import Testing

/// A window with a recorder and a root probe: the starting point of most tests.
struct Harness {
  let window: Window
  let recorder: LifecycleRecorder
  let root: Probe
  /// Fails the test at its end for every diagnostic and finding it did not declare: a
  /// `LifecycleHarness` (see ``AuditGuard``).
  let audit: AuditGuard
  var auditor: LifecycleAuditor { audit.auditor }

  /// Creates the window, attaches the auditor and the recorder, sets the root and, if `visible`,
  /// shows the window. The recorder is emptied afterwards, so tests see only what they do.
  init(
    visible: Bool = true, rootName: String = "root", manualRoot: Bool = false,
    rootTracker: LifetimeTracker? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    window = Window(traceName: "test")
    audit = AuditGuard(window, sourceLocation: sourceLocation)
    recorder = LifecycleRecorder()
    root = Probe(rootName, manual: manualRoot, tracker: rootTracker)
    window.addObserver(recorder)
    window.rootComponent = root
    if visible { window.makeKeyAndVisible() }
    recorder.reset()
  }

  /// The test leaves findings on purpose: the auditor's checkpoint must report exactly `kinds`,
  /// which are then accepted, so that the guard fails the test only for later ones (and for any
  /// diagnostic not declared).
  func expectFindings(
    _ kinds: [AuditFinding.Kind], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    auditor.checkpoint()
    #expect(auditor.findings.map(\.kind) == kinds, sourceLocation: sourceLocation)
    audit.acceptFindings(sourceLocation: sourceLocation)
  }

  /// Declares a diagnostic the test provokes on purpose (see
  /// ``AuditGuard/expect(diagnostic:count:sourceLocation:)``).
  func expect(
    diagnostic code: Diagnostic.Code, count: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    audit.expect(diagnostic: code, count: count, sourceLocation: sourceLocation)
  }

  /// Accepts the findings and diagnostics made so far (see ``AuditGuard/acceptReports()``).
  func acceptReports(sourceLocation: SourceLocation = #_sourceLocation) {
    audit.acceptReports(sourceLocation: sourceLocation)
  }

  /// The traces recorded since the last call, without `loadView` and view placement lines, which
  /// most ordering tests do not care about.
  func callbacks() -> [String] {
    recorder.drain().filter {
      !$0.hasSuffix(".loadView") && !$0.contains(".viewAdded(") && !$0.contains(".viewRemoved(")
    }
  }
}

/// A structural fingerprint of a tree: parents, children, views, subviews and appearance states.
/// Misuse tests compare it before and after to prove the tree is unchanged.
struct TreeFingerprint: Equatable {
  var lines: [String]

  init(_ roots: Component...) { self.init(roots) }

  init(_ roots: [Component]) {
    lines = []
    var stack: [(Component, Int)] = roots.reversed().map { ($0, 0) }
    while let (node, depth) = stack.popLast() {
      let indent = String(repeating: " ", count: depth)
      let view = node.viewIfLoaded
      let superview = view?.superview.map { $0.traceName ?? $0.owner?.traceName ?? "?" } ?? "-"
      let subviews = view?.subviews.map { $0.traceName ?? $0.owner?.traceName ?? "?" } ?? []
      lines.append(
        "\(indent)\(node.traceName) parent=\(node.parent?.traceName ?? "-") state=\(node.appearanceState) "
          + "superview=\(superview) subviews=\(subviews) moving=\(node.isMovingToParent)")
      stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
    }
  }
}
