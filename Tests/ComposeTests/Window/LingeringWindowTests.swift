import Compose
import Testing

/// A component detached from its window while in a transition keeps the window until the
/// transition ends (`Component.context`'s documented exception); one added below it meanwhile.
@Suite struct LingeringWindowTests {
  private final class Manual: Component {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }

  @Test func aChildAddedBelowADetachedComponentStillDisappearingLeavesTheWindowWithIt() {
    let window = Window()
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    let root = Manual(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let leaving = Component(traceName: "leaving")
    root.embed(leaving)
    leaving.beginAppearanceTransition(true, animated: false)
    leaving.endAppearanceTransition()
    leaving.beginAppearanceTransition(false, animated: false)
    leaving.unembed()  // detached while disappearing: it keeps the window until the end
    let late = Component(traceName: "late")
    leaving.addChild(late)
    leaving.endAppearanceTransition()  // `leaving` leaves the window now
    recorder.reset()
    late.loadViewIfNeeded()
    #expect(recorder.traces.isEmpty, "a component outside the window reports to its observers")
    #expect(window.invariantViolations().isEmpty)
    _ = root
  }
}
