import Compose
import ComposeRender

/// A test window: visible, with a `LifecycleRecorder` and a `LifecycleAuditor`
/// attached, that fails the running test for any diagnostic or audit finding the test did not
/// declare.
///
/// ```swift
/// @MainActor @Test func theCellEmbedsItsChildInWillDisplay() {
///   let harness = LifecycleHarness(root: FeedScreen(photos: ["a", "b", "c"]))
///   harness.expectTrace([
///     "a.willMove(toParent: feed)",
///     "a.viewDidLoad",
///     "a.didMove(toParent: feed)",
///     ...
///   ], .callbacks.only("a"))
/// }
/// ```
///
/// **Checkpoints.** Undeclared diagnostics (what the engine refused, `Diagnostic`) and
/// audit findings (legal calls in the wrong order, `AuditFinding`) are reported at the
/// next checkpoint: ``checkpoint(fileID:filePath:line:column:)``, ``runUntilIdle(fileID:filePath:line:column:)``,
/// ``advance(by:fileID:filePath:line:column:)``, a trace assertion, and the end of the test
/// (``finish(fileID:filePath:line:column:)``, or the harness's release). Declare what a test
/// provokes on purpose before that point with ``expect(diagnostic:fileID:filePath:line:column:)`` or
/// ``expect(finding:fileID:filePath:line:column:)``; an expectation that nothing met fails at the
/// end. Each failure names the component's path and the recent events.
///
/// **Failures** go to Swift Testing (`Issue.record`) when a Swift Testing test is running, to
/// XCTest (`XCTFail`) otherwise. The harness is `@MainActor`, as the tree is: use it from a
/// `@MainActor` test, and let it go at the end of the test, on the main actor (its release runs
/// the last check; releasing it elsewhere traps). Swift may release a local harness right after
/// its last use: call ``finish(fileID:filePath:line:column:)`` at the end of a test whose last
/// lines do not use it, and do the same from an XCTest case that keeps the harness in a property.
/// A main-actor fixture class that holds the harness needs an explicit `deinit {}` (nonisolated):
/// the implicit deinit of a main-actor class is isolated, an isolated deinit runs without the
/// test's task locals, and the last check's failures would then belong to no test.
@MainActor
public final class LifecycleHarness {
  /// The window: visible unless the harness was made with `visible: false`.
  public let window: Window
  /// Records every event of the window's tree (trace assertions filter what they read).
  public let recorder: LifecycleRecorder
  /// Watches the window's tree for legal calls made in the wrong order. The harness hears its
  /// findings through `onFinding`: do not replace it.
  public let auditor: LifecycleAuditor
  /// The environment golden traces read `COMPOSE_RECORD` and `CI` from.
  public var environment: [String: String]
  /// Where golden traces are kept; `nil` (the default) keeps them in `__Traces__` next to the
  /// test file.
  public var traceDirectory: String?
  /// Where the harness writes the whole trace of a test it failed, in the Chrome Trace Event
  /// format that Perfetto (ui.perfetto.dev) and `chrome://tracing` open
  /// (``traceEventDocument()``), as `<File>.<line>.trace.json` after the file and line that made
  /// the harness; `nil` writes nothing. The `COMPOSE_TRACE_EVENTS` environment variable sets it
  /// by default.
  public var traceEventDirectory: String?

  private let log = HarnessLog()
  /// Objects the harness keeps alive as long as it lives: the UIKit-named window it was made from
  /// (ComposeUIKitTesting).
  package private(set) var keptAlive: [AnyObject] = []

  /// Whether the harness reads layout events (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
  /// contract §4) in its traces. `false` by default, so that traces written before the layout
  /// pass existed stay the same; set it, and read `TraceFilter.Kinds.layout`, to check layout.
  /// The public ``recorder`` has its own `LifecycleRecorder.recordsLayout`.
  public var recordsLayout: Bool {
    get { log.recordsLayout }
    set { log.recordsLayout = newValue }
  }
  private let reporter: FailureReporter
  /// Whether the harness failed the test: the end of the test then writes its trace to
  /// ``traceEventDirectory``, if set.
  private var hasFailed = false
  private let location: TestLocation
  private var expectedDiagnostics: [(code: Diagnostic.Code, location: TestLocation)] = []
  private var expectedFindings: [(kind: AuditFinding.Kind, location: TestLocation)] = []
  private var goldenTraceCounts: [String: Int] = [:]
  private var isFinished = false

  /// Creates a test window with a recorder and an auditor attached.
  ///
  /// - Parameters:
  ///   - root: The window's root component, if any.
  ///   - visible: Whether to show the window (`Window.makeKeyAndVisible()`).
  ///   - environment: Where golden traces read `COMPOSE_RECORD` and `CI`; the process's by
  ///     default.
  ///   - fileID: Where a failure is reported: the caller's `#fileID` by default.
  ///   - filePath: The caller's `#filePath` by default.
  ///   - line: The caller's `#line` by default.
  ///   - column: The caller's `#column` by default.
  public convenience init(
    root: Component? = nil, visible: Bool = true,
    environment: [String: String] = currentEnvironment(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.init(
      wrapping: Window(traceName: "test"), environment: environment, fileID: fileID,
      filePath: filePath, line: line, column: column)
    window.rootComponent = root
    if visible { window.makeKeyAndVisible() }
  }

  /// Watches a window made elsewhere (a scene's, an app's, or the window behind a UIKit-named
  /// facade's `UIWindow`), the same way: the recorder and the auditor are attached to it, and its
  /// root and visibility are left as they are.
  ///
  /// - Parameters:
  ///   - window: The window to watch.
  ///   - environment: Where golden traces read `COMPOSE_RECORD` and `CI`.
  ///   - fileID: Where a failure is reported: the caller's `#fileID` by default.
  ///   - filePath: The caller's `#filePath` by default.
  ///   - line: The caller's `#line` by default.
  ///   - column: The caller's `#column` by default.
  public init(
    wrapping window: Window, environment: [String: String] = currentEnvironment(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.window = window
    recorder = LifecycleRecorder()
    auditor = LifecycleAuditor(window: window)
    self.environment = environment
    traceEventDirectory = environment["COMPOSE_TRACE_EVENTS"].flatMap { $0.isEmpty ? nil : $0 }
    reporter = FailureReporter()
    location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    window.addObserver(recorder)
    window.addObserver(log)
    let log = self.log
    auditor.onFinding = { log.found($0) }
  }

  deinit {
    // The end-of-test check. Not an `isolated deinit`: that runs with the task's locals cleared,
    // so Swift Testing would no longer know which test (or which `withKnownIssue`) is running.
    // The harness is made and dropped by a main-actor test; releasing it from another executor
    // is a programming error that `assumeIsolated` stops, as Swift's own isolation checks do.
    MainActor.assumeIsolated {
      if !isFinished { finish(at: location) }
    }
  }

  /// The window's root component.
  public var root: Component? { window.rootComponent }

  // MARK: Expectations

  /// Declares a diagnostic the test provokes on purpose: the next one with `code` is not a
  /// failure. Each declaration covers one diagnostic; one that never comes fails at the end.
  public func expect(
    diagnostic code: Diagnostic.Code,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    expectedDiagnostics.append((code, here))
  }

  /// Declares an audit finding the test provokes on purpose, like
  /// ``expect(diagnostic:fileID:filePath:line:column:)``.
  public func expect(
    finding kind: AuditFinding.Kind,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    expectedFindings.append((kind, here))
  }

  /// Declares an audit finding the test provokes `count` times on purpose: a screen that makes
  /// the same mistake for each of its rows. Each of the `count` findings is not a failure; fewer
  /// fail at the end, like ``expect(finding:fileID:filePath:line:column:)``. A `count` below 1
  /// fails the test and declares nothing.
  ///
  /// - Parameters:
  ///   - kind: The finding's kind.
  ///   - count: How many findings of that kind the test provokes.
  ///   - fileID: Where a failure is reported: the caller's `#fileID` by default.
  ///   - filePath: The caller's `#filePath` by default.
  ///   - line: The caller's `#line` by default.
  ///   - column: The caller's `#column` by default.
  public func expect(
    finding kind: AuditFinding.Kind, count: Int,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard count >= 1 else {
      fail(
        "expect(finding: \(kind.rawValue), count: \(count)): the count must be 1 or more", at: here)
      return
    }
    for _ in 0..<count { expectedFindings.append((kind, here)) }
  }

  /// Keeps `object` alive as long as the harness.
  package func keepAlive(_ object: AnyObject) {
    keptAlive.append(object)
  }

  /// Requires `component` to be released by the next checkpoint at which the window is idle
  /// (`LifecycleAuditor.expectReleased(_:)`): still alive then, it fails the test.
  public func expectReleased(_ component: Component) {
    auditor.expectReleased(component)
  }

  /// Requires any object (a flow, a delegate, a cell) to be released, like
  /// ``expectReleased(_:)``.
  public func expectReleased(_ object: AnyObject, named name: String) {
    auditor.expectReleased(object, named: name)
  }

  // MARK: Checkpoints

  /// Runs the auditor's checkpoint and fails the test for every diagnostic and finding made since
  /// the last checkpoint that the test did not declare.
  public func checkpoint(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    settle(at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `Window.runUntilIdle()`, then a checkpoint.
  public func runUntilIdle(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    window.runUntilIdle()
    settle(at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `Window.advance(by:)`, then a checkpoint.
  public func advance(
    by duration: Duration,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    window.advance(by: duration)
    settle(at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The end of the test: a last checkpoint, then a failure for every declared diagnostic or
  /// finding that never came. The harness's release does this when the test did not.
  public func finish(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    finish(at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func finish(at here: TestLocation) {
    isFinished = true
    settle(at: here)
    // Leave a window made elsewhere as it was found.
    window.removeObserver(recorder)
    window.removeObserver(log)
    auditor.onFinding = nil
    auditor.detach()
    for expected in expectedDiagnostics {
      fail(
        "expected diagnostic \(expected.code.rawValue) was not reported", at: expected.location)
    }
    for expected in expectedFindings {
      fail(
        "expected audit finding \(expected.kind.rawValue) was not reported",
        at: expected.location)
    }
    expectedDiagnostics.removeAll()
    expectedFindings.removeAll()
    if hasFailed, let directory = traceEventDirectory { writeTraceEvents(into: directory) }
  }

  /// Fails the running test (see ``FailureReporter``) and remembers that it did.
  private func fail(_ message: String, at here: TestLocation) {
    hasFailed = true
    reporter.fail(message, at: here)
  }

  /// Writes ``traceEventDocument()`` for a failed test into `directory`.
  private func writeTraceEvents(into directory: String) {
    let file = location.fileID.split(separator: "/").last.map(String.init) ?? "Test"
    let name = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    let path = "\(directory)/\(name).\(location.line).trace.json"
    if let failure = GoldenStorage.write(traceEventDocument(), to: path) {
      reporter.fail("could not write the trace \(path): \(failure)", at: location)
    } else {
      print("LifecycleHarness: the failed test's trace is in \(path) (open it in ui.perfetto.dev)")
    }
  }

  private func settle(at here: TestLocation) {
    log.mark("checkpoint at \(here)", time: window.now)
    auditor.checkpoint()
    for diagnostic in log.takeDiagnostics() {
      if let index = expectedDiagnostics.firstIndex(where: { $0.code == diagnostic.code }) {
        expectedDiagnostics.remove(at: index)
        continue
      }
      fail(
        "unexpected diagnostic \(diagnostic.code.rawValue) at \(diagnostic.path): "
          + "\(diagnostic.message)\nrecent events:\n\(recentEvents())",
        at: here)
    }
    for finding in log.takeFindings() {
      if let index = expectedFindings.firstIndex(where: { $0.kind == finding.kind }) {
        expectedFindings.remove(at: index)
        continue
      }
      fail("unexpected audit finding \(finding)", at: here)
    }
  }

  private func recentEvents(_ count: Int = 8) -> String {
    let events = (recorder.events.isEmpty ? log.unread : recorder.events).suffix(count)
    guard !events.isEmpty else { return "  (none)" }
    return events.map { "  \($0.trace)" }.joined(separator: "\n")
  }

  // MARK: Traces

  /// The traces of the events since the last trace read that pass `filter`, and marks them read.
  ///
  /// - Parameter filter: Which events to keep; everything but `loadView` and view placement by
  ///   default.
  /// - Returns: One line per event, `name.hook(arguments)`: `child.willMove(toParent: root)`.
  public func traces(_ filter: TraceFilter = .callbacks) -> [String] {
    log.takeEvents().filter(filter.keeps).map(\.trace)
  }

  /// Expects the traces since the last trace read (see ``traces(_:)``) to be `expected`, and
  /// marks them read. On a mismatch the failure shows the line diff (missing, extra and
  /// out-of-order lines marked) and the actual trace as a Swift literal ready to paste. Also a
  /// checkpoint.
  ///
  /// - Parameters:
  ///   - expected: The traces, in order.
  ///   - filter: Which events to compare.
  ///   - fileID: Where a failure is reported: the caller's `#fileID` by default.
  ///   - filePath: The caller's `#filePath` by default.
  ///   - line: The caller's `#line` by default.
  ///   - column: The caller's `#column` by default.
  public func expectTrace(
    _ expected: [String], _ filter: TraceFilter = .callbacks,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = traces(filter)
    if let difference = TraceDiff.describe(expected: expected, actual: actual) {
      fail(difference, at: here)
    }
    settle(at: here)
  }

  /// Expects the traces since the last trace read to match a golden file kept next to the test,
  /// `__Traces__/<File>.<test>.<n>.txt` (`n` counts this harness's golden traces in that test),
  /// and marks them read. Give a parameterized test's goldens, and those of a second harness in
  /// one test, their own `name`: the file name does not tell those apart. The file starts with a header recording `filter`; whether a missing or
  /// different file is written follows `GoldenRecordMode`: `record`, else the
  /// `COMPOSE_RECORD` environment variable, else `missing`; nothing is written under `CI`.
  /// Directories are created as needed. Also a checkpoint.
  ///
  /// - Parameters:
  ///   - filter: Which events to record and compare.
  ///   - name: The file's name without `.txt`, instead of `<File>.<test>.<n>`.
  ///   - record: The record mode for this call.
  ///   - function: The test's name (`#function`), part of the file's name.
  ///   - fileID: Where a failure is reported: the caller's `#fileID` by default.
  ///   - filePath: The caller's `#filePath` by default.
  ///   - line: The caller's `#line` by default.
  ///   - column: The caller's `#column` by default.
  public func expectGoldenTrace(
    _ filter: TraceFilter = .callbacks, named name: String? = nil,
    record: GoldenRecordMode? = nil, function: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let output = traces(filter).map { $0 + "\n" }.joined()
    let path = goldenPath(name: name, function: function, filePath: "\(filePath)")
    let mode: GoldenRecordMode
    switch GoldenRecordMode.resolve(explicit: record, environment: environment) {
    case .success(let resolved): mode = resolved
    case .failure(let error):
      fail("\(error)", at: here)
      return
    }
    let comparison = GoldenComparison.evaluate(
      golden: GoldenStorage.read(path), output: output,
      header: GoldenHeader(options: filter.headerOptions), mode: mode,
      isContinuousIntegration: GoldenRecordMode.isContinuousIntegration(environment))
    if let text = comparison.write, let failure = GoldenStorage.write(text, to: path) {
      fail("could not write the golden trace \(path): \(failure)", at: here)
    }
    if let message = GoldenStorage.message(for: comparison.verdict, path: path, mode: mode) {
      fail(message, at: here)
    }
    settle(at: here)
  }

  /// The whole test's trace in the Chrome Trace Event format, which Perfetto (ui.perfetto.dev)
  /// and `chrome://tracing` open: every event since the harness began (layout events with
  /// ``recordsLayout``), a track per component, appearance transitions as spans from `will` to
  /// `did`, a marker at each checkpoint (`TraceEventWriter` in ComposeRender describes the
  /// format, which `compose-preview run --format trace-event` writes too). A test the harness
  /// fails writes it into ``traceEventDirectory``.
  ///
  /// - Returns: The JSON document.
  public func traceEventDocument() -> String {
    TraceEventWriter.document(
      events: log.all, markers: log.markers, windowName: window.traceName)
  }

  private func goldenPath(name: String?, function: String, filePath: String) -> String {
    let directory =
      traceDirectory
      ?? filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/") + "/__Traces__"
    let fileName = filePath.split(separator: "/").last.map(String.init) ?? "Test"
    let file = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
    let test = function.prefix { $0 != "(" }
    if let name { return "\(directory)/\(name).txt" }
    let key = "\(file).\(test)"
    let number = (goldenTraceCounts[key] ?? 0) + 1
    goldenTraceCounts[key] = number
    return "\(directory)/\(key).\(number).txt"
  }
}

/// What a harness reads: the events not read yet, the diagnostics and findings not settled yet.
/// Its own log, so that a test resetting the public recorder or auditor cannot make the harness
/// skip or repeat anything. A separate object: the window keeps its observers, and keeping the
/// harness would make a cycle.
@MainActor
private final class HarnessLog: LifecycleObserver {
  private(set) var unread: [LifecycleEvent] = []
  /// Every event since the harness began, for its trace-event document, with its markers.
  private(set) var all: [LifecycleEvent] = []
  private(set) var markers: [(index: Int, title: String, time: Duration)] = []
  private var diagnostics: [Diagnostic] = []
  private var findings: [AuditFinding] = []

  var recordsLayout = false
  var observesLayout: Bool { recordsLayout }

  func observe(_ event: LifecycleEvent) {
    if event.kind.isLayoutCallback && !recordsLayout { return }
    unread.append(event)
    all.append(event)
  }
  func observe(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
  func found(_ finding: AuditFinding) { findings.append(finding) }

  func mark(_ title: String, time: Duration) {
    markers.append((all.count, title, time))
  }

  func takeEvents() -> [LifecycleEvent] {
    defer { unread.removeAll() }
    return unread
  }

  func takeDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }

  func takeFindings() -> [AuditFinding] {
    defer { findings.removeAll() }
    return findings
  }
}
