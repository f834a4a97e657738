import Compose
import ComposeTesting
import ComposeUIKit
import Testing

@Suite struct ManualForwardingTests {
  final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }

  @Test func aManualContainerDrivesItsChildWithBeginAndEnd() {
    let log = EventLog()
    let container = ManualContainer()
    let audit = WindowAudit.showing(container, frame: UIScreen.main.bounds)
    let child = LoggingViewController("child", log: log)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    #expect(!log.entries.contains { $0.contains("Appear") })
    _ = log.drain()

    child.beginAppearanceTransition(true, animated: true)
    #expect(log.drain() == ["child.viewWillAppear(true)", "child.viewIsAppearing(true)"])
    child.endAppearanceTransition()
    #expect(log.drain() == ["child.viewDidAppear(true)"])

    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
    #expect(log.drain() == ["child.viewWillDisappear(false)", "child.viewDidDisappear(false)"])
    audit.finish()
  }

  @Test func endingWithoutBeginningIsReportedAndChangesNothing() {
    let container = ManualContainer()
    let audit = WindowAudit.showing(container, frame: UIScreen.main.bounds)
    let window = audit.window
    let recorder = LifecycleRecorder()
    window.composeWindow.addObserver(recorder)
    let log = EventLog()
    let child = LoggingViewController("child", log: log)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    _ = log.drain()

    audit.harness.expect(diagnostic: .endWithoutBegin)  // the misuse under test
    audit.harness.expect(finding: .appearanceImbalance)
    child.endAppearanceTransition()

    #expect(log.entries.isEmpty)
    #expect(recorder.diagnostics.map(\.code) == [.endWithoutBegin])
    audit.finish()
  }
}
