import Compose
import ComposeTesting
import ComposeUIKit
import Testing

@Suite struct TransitionTests {
  @Test func aCustomContainerSwapsTwoChildrenOnTheClock() {
    let log = EventLog()
    let container = UIViewController()
    let audit = WindowAudit.showing(container, frame: UIScreen.main.bounds)
    let window = audit.window
    let old = LoggingViewController("old", log: log)
    container.addChild(old)
    container.view.addSubview(old.view)
    old.didMove(toParent: container)
    let new = LoggingViewController("new", log: log)
    _ = log.drain()

    old.willMove(toParent: nil)
    container.addChild(new)
    var animated = false
    var finished: Bool?
    container.transition(
      from: old, to: new, duration: 0.25, options: [.transitionCrossDissolve],
      animations: { animated = true },
      completion: { done in
        finished = done
        old.removeFromParent()
        new.didMove(toParent: container)
      })
    #expect(animated)
    #expect(finished == nil)
    #expect(log.entries.contains("new.viewWillAppear(true) movingToParent"))
    #expect(log.entries.contains("old.viewWillDisappear(true) movingFromParent"))
    #expect(!log.entries.contains("new.viewDidAppear(true)"))

    window.composeAdvance(by: .milliseconds(250))
    #expect(finished == true)
    #expect(log.entries.contains("new.viewDidAppear(true)"))
    #expect(log.entries.contains("old.viewDidDisappear(true)"))
    #expect(log.entries.suffix(2) == ["old.didMove(nil)", "new.didMove(UIViewController)"])
    #expect(container.children.count == 1 && container.children.first === new)
    #expect(new.view.superview === container.view)
    #expect(old.view.superview == nil)
    audit.finish()
  }

  @Test func aTransitionTooLongForTheClockIsClampedInsteadOfTrapping() {
    // UIKit takes any `TimeInterval`; 1e12 seconds overflows an Int64 nanosecond count.
    let container = UIViewController()
    let audit = WindowAudit.showing(container, frame: UIScreen.main.bounds)
    let window = audit.window
    let old = UIViewController()
    container.addChild(old)
    container.view.addSubview(old.view)
    old.didMove(toParent: container)
    let new = UIViewController()
    old.willMove(toParent: nil)
    container.addChild(new)
    // The test ends before the container would call didMove(toParent:) on the new child.
    audit.harness.expect(finding: .missingDidMove)
    var finished: Bool?
    container.transition(
      from: old, to: new, duration: 1e12, options: [], animations: nil,
      completion: { finished = $0 })
    window.composeAdvance(by: .seconds(3600))
    #expect(finished == nil)

    window.composeRunUntilIdle()
    #expect(finished == true)
    #expect(new.view.superview === container.view)
    audit.finish()
  }
}
