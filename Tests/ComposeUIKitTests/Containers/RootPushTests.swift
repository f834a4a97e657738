import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Contract §5: `UINavigationController(rootViewController:)` pushes its root. Apple's
// documentation of `init(rootViewController:)`: "This is a convenience method for initializing
// the receiver and pushing a root view controller onto the navigation stack." A published push
// sequence (arm1.ru, "UIViewController lifecycle", controller A pushes B) prints
// `willMoveToParentViewController:`, `loadView`, `viewDidLoad`, `viewWillAppear:`, layout,
// `viewDidAppear:`, then `didMoveToParentViewController:`; the root's first appearance is the
// same move to the parent.

@MainActor
@Suite struct RootPushTests {
  @Test func theRootGoesThroughTheOverridablePushUnanimated() {
    let log = EventLog()
    let root = TracingViewController(title: "root", log: log)
    let nav = LoggingNavigationController(rootViewController: root, log: log)

    #expect(nav.pushes.count == 1)
    #expect(nav.pushes.first?.0 === root)
    #expect(nav.pushes.first?.1 == false)
    #expect(nav.viewControllers.count == 1 && nav.viewControllers.first === root)
    #expect(nav.topViewController === root)
    // The title is set after `super.init`, so the line names the class.
    #expect(log.drain() == ["root.willMove(toParent: LoggingNavigationController)"])
  }

  @Test func theRootsViewLoadsInTheFirstLayoutPassAndItsFirstAppearanceIsItsMove() {
    let log = EventLog()
    let root = MovingReader(title: "root", log: log)
    let nav = LoggingNavigationController(rootViewController: root, log: log)
    #expect(!root.isViewLoaded)
    _ = log.drain()

    let audit = WindowAudit.showing(nav)
    let lines = log.drain()

    func index(_ line: String) -> Int {
      lines.firstIndex(of: line) ?? Int.max
    }
    // After the navigation controller's own viewDidLoad, inside its layout pass.
    #expect(index("nav.viewDidLoad") < index("nav.viewWillLayoutSubviews"))
    #expect(index("nav.viewWillLayoutSubviews") < index("root.viewDidLoad"))
    #expect(index("root.viewDidLoad") < index("nav.viewDidLayoutSubviews"))
    // Its first appearance is its move to the parent.
    #expect(lines.contains("root.viewWillAppear(false) moving to parent"))
    #expect(index("root.viewDidAppear(false)") < index("root.didMove(toParent: nav)"))
    #expect(lines.filter { $0.hasPrefix("root.didMove") } == ["root.didMove(toParent: nav)"])
    #expect(root.isMovingToParent == false)
    audit.finish()
  }

  @Test func aStackSetBeforeTheWindowEntersTheSameWay() {
    let log = EventLog()
    let below = TracingViewController(title: "below", log: log)
    let top = MovingReader(title: "top", log: log)
    let nav = UINavigationController()
    nav.setViewControllers([below, top], animated: false)
    #expect(nav.topViewController === top)
    #expect(!top.isViewLoaded)
    _ = log.drain()

    let audit = WindowAudit.showing(nav)
    let lines = log.drain()

    #expect(lines.contains("top.viewWillAppear(false) moving to parent"))
    let didAppear = lines.firstIndex(of: "top.viewDidAppear(false)") ?? Int.max
    let didMove = lines.firstIndex(of: "top.didMove(toParent: UINavigationController)") ?? -1
    #expect(didAppear < didMove)
    #expect(!below.isViewLoaded)
    audit.finish()
  }
}

/// A tracing view controller whose `viewWillAppear` line says whether it is moving to its parent.
private final class MovingReader: TracingViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if isMovingToParent {
      log.append("\(logName(self)).viewWillAppear(\(animated)) moving to parent")
    }
  }
}
