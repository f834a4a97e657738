import Compose
import ComposeUIKit
import Testing

@Suite struct InteractivePopTests {
  @Test func aCancelledSwipeBackTellsTheRevealedControllerFirstAndKeepsTheTop() {
    let log = EventLog()
    let list = LoggingViewController("list", log: log)
    let navigation = UINavigationController(rootViewController: list)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let window = audit.window
    let detail = LoggingViewController("detail", log: log)
    navigation.pushViewController(detail, animated: false)
    _ = log.drain()

    let container = navigation.composeComponent as? NavigationContainer
    let swipe = container?.beginInteractivePop().interaction
    #expect(
      log.drain() == [
        "detail.willMove(nil)", "detail.viewWillDisappear(true) movingFromParent",
        "list.viewWillAppear(true)", "list.viewIsAppearing(true)",
      ])
    swipe?.update(0.3)
    swipe?.cancel()
    window.composeRunUntilIdle()

    // Contract §5, as UIKit prints a cancelled swipe back: the component that was appearing
    // (list) is told first, then the top (detail) comes back; B's willMove(toParent: nil) is
    // answered with didMove(toParent: nav), as UIKit does.
    #expect(
      log.drain() == [
        "list.viewWillDisappear(true)", "list.viewDidDisappear(true)",
        "detail.viewWillAppear(true)", "detail.viewIsAppearing(true)",
        "detail.viewDidAppear(true)", "detail.didMove(UINavigationController)",
      ])
    #expect(navigation.topViewController === detail)
    #expect(detail.parent === navigation)
    audit.finish()
  }
}
