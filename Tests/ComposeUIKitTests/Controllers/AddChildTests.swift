import Compose
import ComposeTesting
import ComposeUIKit
import ComposeUIKitTesting
import Testing

@Suite struct AddChildTests {
  @Test func aChildAddedToAVisibleParentGetsUIKitsCallbacksInTheContractsOrder() {
    let log = EventLog()
    let parent = LoggingViewController("parent", log: log)
    let audit = WindowAudit.showing(parent, frame: UIScreen.main.bounds)
    let window = audit.window
    _ = log.drain()

    let child = LoggingViewController("child", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)

    #expect(
      log.drain() == [
        "child.willMove(LoggingViewController)", "child.viewDidLoad",
        "child.viewWillAppear(false) movingToParent", "child.viewIsAppearing(false)",
        "child.viewDidAppear(false)", "child.didMove(LoggingViewController)",
      ])
    #expect(parent.children.count == 1 && parent.children.first === child)
    #expect(child.parent === parent)
    #expect(child.view.window === window)
    #expect(child.view.superview === parent.view)
    audit.finish()
  }

  @Test func removingAChildMirrorsTheAddition() {
    let log = EventLog()
    let parent = LoggingViewController("parent", log: log)
    let audit = WindowAudit.showing(parent, frame: UIScreen.main.bounds)
    let child = LoggingViewController("child", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    _ = log.drain()

    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()

    #expect(
      log.drain() == [
        "child.willMove(nil)", "child.viewWillDisappear(false) movingFromParent",
        "child.viewDidDisappear(false)", "child.didMove(nil)",
      ])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    #expect(child.view.window == nil)
    audit.finish()
  }

  @Test func addingAChildToAnotherParentRemovesItFromTheFirst() {
    let log = EventLog()
    let first = UIViewController()
    let second = UIViewController()
    let child = LoggingViewController("child", log: log)
    first.addChild(child)
    child.didMove(toParent: first)
    _ = log.drain()

    second.addChild(child)

    #expect(log.drain() == ["child.didMove(nil)", "child.willMove(UIViewController)"])
    #expect(first.children.isEmpty)
    #expect(second.children.count == 1)
    #expect(child.parent === second)
  }

  @Test func addingAViewControllerToItselfChangesNothing() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = UIViewController()
    window.rootViewController = root
    let recorder = LifecycleRecorder()
    window.composeWindow.addObserver(recorder)

    root.addChild(root)

    #expect(root.children.isEmpty)
    #expect(root.parent == nil)
    #expect(recorder.diagnostics.map(\.code) == [.addChildToItself])
  }

  @Test func theTraceNameDefaultsToTheSubclassName() {
    final class FeedViewController: UIViewController {}
    let feed = FeedViewController()
    #expect(feed.composeComponent.traceName == "FeedViewController")
    feed.composeComponent.traceName = "feed"
    #expect(feed.composeComponent.traceName == "feed")
  }

  @Test func navigationAndTabBarControllersAreFoundThroughTheParents() {
    let inner = UIViewController()
    let holder = UIViewController()
    holder.addChild(inner)
    let navigation = UINavigationController(rootViewController: holder)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]

    #expect(inner.navigationController === navigation)
    #expect(inner.tabBarController === tabs)
    #expect(navigation.navigationController == nil)
    #expect(UIViewController().navigationController == nil)
  }
}
