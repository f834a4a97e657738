import Compose
import Testing

@Suite struct NavReviewStateTests {
  struct Failure: Error {}

  @Test func rapidStateChangesDuringAnAnimationEndOnTheLastState() {
    let review = ReviewWindow()
    let window = review.window
    let checker = review.checker
    let recorder = review.recorder
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let tracker = LifetimeTracker()
    let content = Probe("content", tracker: tracker)
    let states = StateContainer(content: content, traceName: "states")
    root.embed(states)
    states.setState(.content, animated: true)
    states.setState(.error(Failure()), animated: true)
    states.setState(.empty, animated: false)
    states.setState(.content, animated: true)
    states.setState(.loading, animated: true)
    states.setState(.content, animated: false)
    window.advance(by: .milliseconds(100))
    states.setState(.empty, animated: true)
    window.runUntilIdle()
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    #expect(states.children.count == 1 && states.currentComponent?.traceName == "empty")
    #expect(
      states.view.subviews.count == 1 && states.currentComponent?.view.superview === states.view)
    #expect(states.currentComponent?.appearanceState == .appeared)
    #expect(content.appearanceState == .disappeared && content.parent == nil)
    states.setState(.content)
    #expect(states.currentComponent === content && content.appearanceState == .appeared)
    #expect(recorder.diagnostics.isEmpty)
  }

  @Test func stateSetBeforeLoadThenChangedWhileHidden() {
    let window = Window()
    AuditGuard.watch(window)
    let root = Probe("root")
    window.rootComponent = root
    let states = StateContainer(content: Probe("content"), traceName: "states")
    states.setState(.error(Failure()))
    states.setState(.content)
    root.addChild(states)
    root.view.addSubview(states.view)
    states.didMove(toParent: root)
    #expect(states.currentComponent?.traceName == "content")
    window.makeKeyAndVisible()
    #expect(states.currentComponent?.appearanceState == .appeared)
  }
}
