import Compose
import ComposeTestFixtures
import Testing

/// `LifecycleRecorder`'s options: list events can be left out like `loadView` and placement,
/// draining a trace keeps the diagnostics, and trace names are never ambiguous.
@Suite struct RecorderOptionsTests {
  @Test func listEventsCanBeLeftOut() {
    let f = ListFixture(rows: 10, viewportRows: 3)
    let withoutList = LifecycleRecorder(recordsListEvents: false)
    f.h.window.addObserver(withoutList)
    f.h.recorder.reset()
    f.list.reloadData()
    let all = f.h.recorder.events
    #expect(all.contains { if case .cellWillDisplay = $0.kind { true } else { false } })
    #expect(
      withoutList.events
        == all.filter { event in
          switch event.kind {
          case .cellDequeued, .cellPreparedForReuse, .cellWillDisplay, .cellDidEndDisplaying: false
          default: true
          }
        })
    #expect(!withoutList.events.isEmpty, "the hosted components' callbacks are still there")
  }

  @Test func drainingTheTraceKeepsTheDiagnostics() {
    let h = Harness()
    h.audit.allowFindings()
    h.root.addChild(h.root)
    _ = h.recorder.drain()
    #expect(h.recorder.diagnostics.map(\.code) == [.addChildToItself])
    #expect(h.recorder.drainDiagnostics().map(\.code) == [.addChildToItself])
    #expect(h.recorder.diagnostics.isEmpty)
  }

  @Test func namesThatContainPunctuationAreQuotedInTraces() {
    let h = Harness()
    let navigation = NavigationContainer(traceName: "app.navigation")
    h.root.embed(navigation)
    let traces = h.recorder.drain()
    #expect(traces.contains(#""app.navigation".willMove(toParent: root)"#), "\(traces)")
    #expect(traces.contains(#""app.navigation".viewDidLoad"#))
    let child = Probe("film 0")
    navigation.push(child, animated: false)
    let pushed = h.recorder.drain()
    #expect(pushed.contains(#"film 0.willMove(toParent: "app.navigation")"#), "\(pushed)")
  }
}
