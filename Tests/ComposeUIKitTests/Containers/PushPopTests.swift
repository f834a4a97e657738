import Compose
import ComposeTesting
import ComposeUIKit
import Testing

@Suite struct PushPopTests {
  @Test func anAnimatedPushHasTheContractsOrderAndRunsOnTheClock() {
    let log = EventLog()
    let list = LoggingViewController("list", log: log)
    let navigation = UINavigationController(rootViewController: list)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let window = audit.window
    _ = log.drain()

    let detail = LoggingViewController("detail", log: log)
    navigation.pushViewController(detail, animated: true)
    #expect(
      log.drain() == [
        "detail.willMove(UINavigationController)", "detail.viewDidLoad",
        "list.viewWillDisappear(true)", "detail.viewWillAppear(true) movingToParent",
        "detail.viewIsAppearing(true)",
      ])

    window.composeRunUntilIdle()
    #expect(
      log.drain() == [
        "list.viewDidDisappear(true)", "detail.viewDidAppear(true)",
        "detail.didMove(UINavigationController)",
      ])
    #expect(navigation.viewControllers.map(\.composeComponent.traceName) == ["list", "detail"])
    #expect(navigation.topViewController === detail)
    #expect(navigation.visibleViewController === detail)
    #expect(detail.navigationController === navigation)
    audit.finish()
  }

  @Test func popReturnsThePoppedViewControllerWithTheContractsOrder() {
    let log = EventLog()
    let list = LoggingViewController("list", log: log)
    let navigation = UINavigationController(rootViewController: list)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let window = audit.window
    let detail = LoggingViewController("detail", log: log)
    navigation.pushViewController(detail, animated: false)
    _ = log.drain()

    let popped = navigation.popViewController(animated: true)
    window.composeAdvance(by: .milliseconds(350))

    #expect(popped === detail)
    #expect(
      log.drain() == [
        "detail.willMove(nil)", "detail.viewWillDisappear(true) movingFromParent",
        "list.viewWillAppear(true)", "list.viewIsAppearing(true)", "detail.viewDidDisappear(true)",
        "list.viewDidAppear(true)", "detail.didMove(nil)",
      ])
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.popViewController(animated: false) == nil)
    audit.finish()
  }

  @Test func popToAndPopToRootReturnWhatTheyPopped() {
    let first = UIViewController()
    let second = UIViewController()
    let third = UIViewController()
    let fourth = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    navigation.setViewControllers([first, second, third, fourth], animated: false)

    let toSecond = navigation.popToViewController(second, animated: false)
    #expect(toSecond?.count == 2 && toSecond?.first === third && toSecond?.last === fourth)
    #expect(navigation.topViewController === second)

    let toRoot = navigation.popToRootViewController(animated: false)
    #expect(toRoot?.count == 1 && toRoot?.first === second)
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === first)
    audit.harness.expect(diagnostic: .componentNotInStack)  // popping to one no longer there
    #expect(navigation.popToViewController(fourth, animated: false) == nil)
    audit.finish()
  }

  @Test func theDelegateHearsWillShowAndDidShow() {
    final class Spy: UINavigationControllerDelegate {
      var calls: [String] = []
      func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
      ) { calls.append("willShow \(viewController.title ?? "?") \(animated)") }
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
      ) { calls.append("didShow \(viewController.title ?? "?") \(animated)") }
    }
    let root = UIViewController()
    root.title = "root"
    let navigation = UINavigationController(rootViewController: root)
    let spy = Spy()
    navigation.delegate = spy
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let window = audit.window
    // Contract §5: the root's first appearance is reported too.
    #expect(spy.calls == ["willShow root false", "didShow root false"])
    spy.calls.removeAll()
    let detail = UIViewController()
    detail.title = "detail"

    navigation.pushViewController(detail, animated: true)
    #expect(spy.calls == ["willShow detail true"])
    window.composeRunUntilIdle()
    #expect(spy.calls == ["willShow detail true", "didShow detail true"])
    audit.finish()
  }

  @Test func aSubclassOfTheNavigationControllerGetsItsOwnHooks() {
    let log = EventLog()
    final class RootNavigationController: UINavigationController {
      var loaded = false
      override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
      }
    }
    let root = LoggingViewController("root", log: log)
    let navigation = RootNavigationController(rootViewController: root)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)

    #expect(navigation.loaded)
    #expect(navigation.composeComponent.traceName == "RootNavigationController")
    #expect(root.view.superview === navigation.view)
    #expect(log.entries.contains("root.viewDidAppear(false)"))
    audit.finish()
  }

  @Test func settingTheStackGivesContainmentCallbacksToWhatEntersAndLeaves() {
    let log = EventLog()
    let a = LoggingViewController("a", log: log)
    let b = LoggingViewController("b", log: log)
    let navigation = UINavigationController(rootViewController: a)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    _ = log.drain()

    navigation.viewControllers = [b]

    let entries = log.drain()
    #expect(entries.first == "a.willMove(nil)")
    #expect(entries.contains("b.willMove(UINavigationController)"))
    #expect(entries.contains("a.didMove(nil)"))
    #expect(entries.last == "b.didMove(UINavigationController)")
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === b)
    audit.finish()
  }
}
