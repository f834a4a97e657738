import Compose
import ComposeUIKit
import Testing

@Suite struct InteractivePopTests {
  @Test func aCancelledSwipeBackIsBalancedAndKeepsTheTop() {
    let log = HookLog()
    let list = LoggingViewController("list", log: log)
    let navigation = UINavigationController(rootViewController: list)
    let window = visibleWindow(root: navigation)
    let detail = LoggingViewController("detail", log: log)
    navigation.pushViewController(detail, animated: false)
    log.entries.removeAll()

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

    // A cancelled swipe answers B's willMove(toParent: nil) with didMove(toParent: nav), as
    // UIKit does (contract §4: balanced callbacks).
    #expect(
      log.drain() == [
        "detail.viewWillAppear(true)", "detail.viewIsAppearing(true)",
        "list.viewWillDisappear(true)", "list.viewDidDisappear(true)",
        "detail.viewDidAppear(true)", "detail.didMove(UINavigationController)",
      ])
    #expect(navigation.topViewController === detail)
    #expect(detail.parent === navigation)
  }
}
