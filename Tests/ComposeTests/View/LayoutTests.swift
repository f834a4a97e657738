import Compose
import ComposeTestFixtures
import Testing

/// The layout pass (contract §4, last bullet).
@Suite struct LayoutTests {
  /// A view that logs its layouts.
  final class LoggingView: View {
    let log: Log
    init(_ name: String, log: Log) {
      self.log = log
      super.init(traceName: name)
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      log.lines.append("\(traceName ?? "?").layoutSubviews")
    }
  }

  final class Log {
    var lines: [String] = []
  }

  /// A component whose view logs its layouts and which logs its layout hooks.
  final class Screen: Component {
    let log: Log
    init(_ name: String, log: Log) {
      self.log = log
      super.init(traceName: name)
    }
    override func loadView() { view = LoggingView(traceName, log: log) }
    override func viewWillLayoutSubviews() {
      log.lines.append("\(traceName).viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() { log.lines.append("\(traceName).viewDidLayoutSubviews") }
  }

  func visibleWindow(_ log: Log) -> (Window, Screen) {
    let window = Window()
    let root = Screen("root", log: log)
    window.rootComponent = root
    window.makeKeyAndVisible()
    log.lines.removeAll()
    return (window, root)
  }

  @Test func layoutRunsParentBeforeChild() {
    let log = Log()
    let (window, root) = visibleWindow(log)
    let parent = LoggingView("parent", log: log)
    let child = LoggingView("child", log: log)
    parent.addSubview(child)
    root.view.addSubview(parent)
    #expect(log.lines == ["parent.layoutSubviews", "child.layoutSubviews"])
    log.lines.removeAll()
    child.setNeedsLayout()
    parent.setNeedsLayout()
    window.advance(by: .zero)
    #expect(log.lines == ["parent.layoutSubviews", "child.layoutSubviews"])
  }

  @Test func viewWillLayoutSubviewsThenLayoutSubviewsThenViewDidLayoutSubviews() {
    let log = Log()
    let (_, root) = visibleWindow(log)
    root.view.setNeedsLayout()
    root.view.layoutIfNeeded()
    #expect(
      log.lines == [
        "root.viewWillLayoutSubviews", "root.layoutSubviews", "root.viewDidLayoutSubviews",
      ])
  }

  @Test func setNeedsLayoutIsCoalesced() {
    let log = Log()
    let (window, root) = visibleWindow(log)
    root.view.setNeedsLayout()
    root.view.setNeedsLayout()
    root.view.setNeedsLayout()
    window.advance(by: .zero)
    #expect(log.lines.filter { $0 == "root.layoutSubviews" }.count == 1)
  }

  @Test func layoutHappensAtAClockStepAndNotBefore() {
    let log = Log()
    let (window, root) = visibleWindow(log)
    root.view.setNeedsLayout()
    #expect(log.lines.isEmpty, "deferred until a step")
    window.advance(by: .zero)
    #expect(log.lines.contains("root.layoutSubviews"))
  }

  @Test func layoutIfNeededLaysOutAtOnce() {
    let log = Log()
    let (_, root) = visibleWindow(log)
    root.view.setNeedsLayout()
    root.view.layoutIfNeeded()
    #expect(log.lines.contains("root.layoutSubviews"))
    log.lines.removeAll()
    root.view.layoutIfNeeded()
    #expect(log.lines.isEmpty, "nothing needs layout any more")
  }

  @Test func aFrameChangeTriggersLayout() {
    let log = Log()
    let (window, root) = visibleWindow(log)
    root.view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    window.runUntilIdle()
    #expect(log.lines.contains("root.layoutSubviews"))
  }

  @Test func aViewEnteringAVisibleWindowIsLaidOut() {
    let log = Log()
    let window = Window()
    let view = LoggingView("plain", log: log)
    window.addSubview(view)
    #expect(log.lines.isEmpty, "the window is hidden")
    window.makeKeyAndVisible()
    #expect(log.lines == ["plain.layoutSubviews"])
  }

  @Test func layoutEventsAreRecordedOnlyWhenRecordsLayoutIsTrue() {
    let log = Log()
    let (window, root) = visibleWindow(log)
    let plain = LifecycleRecorder()
    let layout = LifecycleRecorder(recordsLayout: true)
    window.addObserver(plain)
    window.addObserver(layout)
    root.view.setNeedsLayout()
    window.advance(by: .zero)
    #expect(plain.traces.isEmpty)
    #expect(layout.traces == ["root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"])
  }

  @Test func layoutHappensBeforeAnUnanimatedOperationReturns() {
    let log = Log()
    let (window, root) = visibleWindow(log)
    defer { withExtendedLifetime(window) {} }
    let child = Screen("child", log: log)
    root.embed(child)
    #expect(
      log.lines == [
        "child.viewWillLayoutSubviews", "child.layoutSubviews", "child.viewDidLayoutSubviews",
      ])
  }

  @Test func aDeepChainLaysOutWithoutOverflow() {
    let log = Log()
    let (window, root) = visibleWindow(log)
    defer { withExtendedLifetime(window) {} }
    // 100,000 deep at full size (`COMPOSE_RANDOM_FULL=1`), 2,000 by default (`TestSize`).
    let depth = TestSize.scale(full: 100_000, small: 2_000)
    let top = LoggingView("top", log: log)
    var bottom: View = top
    for _ in 1..<depth {
      let next = View()
      bottom.addSubview(next)
      bottom = next
    }
    let leaf = LoggingView("leaf", log: log)
    bottom.addSubview(leaf)
    root.view.addSubview(top)
    #expect(log.lines == ["top.layoutSubviews", "leaf.layoutSubviews"])
    top.removeFromSuperview()
  }
}
