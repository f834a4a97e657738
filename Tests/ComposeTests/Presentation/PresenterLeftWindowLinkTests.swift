import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// A presenter that leaves its window while its presentation is in flight: until the dismissal
/// that follows has run (reported as `presenterReplaced`), the presenter's `presentedComponent`
/// and the presented component's `presentingComponent` name each other, as UIKit's
/// `presentedViewController` and `presentingViewController` do; afterwards neither does.
@Suite struct PresenterLeftWindowLinkTests {
  @Test func bothLinksAgreeWhileThePresentationIsInFlightAndAfterItsDismissal() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let a = Probe("a")
    let m = Probe("m")
    h.window.rootComponent = a
    a.present(m, animated: true, style: .fullScreen)
    #expect(a.presentedComponent === m && m.presentingComponent === a)

    h.window.rootComponent = Probe("b")
    #expect(a.view.window == nil)
    let presented = a.presentedComponent?.traceName ?? "nil"
    let presenting = m.presentingComponent?.traceName ?? "nil"
    #expect(
      (a.presentedComponent === m) == (m.presentingComponent === a),
      "presentedComponent \(presented), presentingComponent \(presenting)")

    h.window.runUntilIdle()
    #expect(a.presentedComponent == nil)
    #expect(m.presentingComponent == nil)
  }
}
