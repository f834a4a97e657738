import Compose
import ComposeTesting
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// A navigation operation asked while another is animating runs after it (contract §4), as UIKit's
// navigation controller queues it; nothing but the navigation controller holds what it will push,
// as with `show(_:sender:)` on a fresh view controller.

@MainActor
@Suite struct QueuedNavigationTests {
  @Test func aPushQueuedBehindAnAnimatedPopKeepsItsController() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    nav.pushViewController(UIViewController(), animated: false)
    nav.popViewController(animated: true)
    nav.pushViewController(UIViewController(), animated: true)
    window.finishAnimations()
    #expect(nav.topViewController != nil)
    #expect(nav.viewControllers.count == 2)
    #expect(nav.viewControllers.count == nav.children.count)
    audit.finish()
  }

  @Test func aStackQueuedBehindAnAnimatedPushKeepsItsControllers() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    nav.pushViewController(UIViewController(), animated: true)
    nav.setViewControllers(
      [UIViewController(), UIViewController(), UIViewController()], animated: true)
    window.finishAnimations()
    #expect(nav.viewControllers.count == 3)
    #expect(nav.topViewController?.parent === nav)
    audit.finish()
  }

  @Test func aPushFromTheRootsViewDidLoadShowsOnlyTheDetail() {
    let detail = UIViewController()
    let root = PushingOnLoadController(detail: detail)
    let nav = UINavigationController(rootViewController: root)
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    window.finishAnimations()
    #expect(nav.topViewController === detail)
    #expect(detail.view.superview === nav.view)
    #expect(root.view.superview == nil)
    #expect(root.appearances == 0 || root.disappearances == root.appearances)
    #expect(detail.view.window === window)
    audit.finish()
  }

  @Test func pushingAControllerWhoseViewIsElsewhereMovesItsViewIntoTheStack() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    let holder = UIView()
    let pushed = AppearanceCountingController()
    holder.addSubview(pushed.view)
    nav.pushViewController(pushed, animated: false)
    #expect(pushed.view.superview === nav.view)
    #expect(holder.subviews.isEmpty)
    #expect(pushed.appearances == 1)
    #expect(pushed.view.window === window)
    audit.finish()
  }

  @Test func aNavigationControllerLeavingItsWindowMidPushKeepsThePushedControllersParent() {
    let audit = WindowAudit.showing(UIViewController())
    let window = audit.window
    let log = EventLog()
    let pushed = LoggingViewController("pushed", log: log)
    do {
      let nav = UINavigationController(rootViewController: UIViewController())
      window.rootViewController = nav
      nav.pushViewController(pushed, animated: true)
      window.rootViewController = UIViewController()
    }
    #expect(pushed.composeComponent.parent != nil)
    #expect(pushed.parent?.composeComponent === pushed.composeComponent.parent)
    window.finishAnimations()
    #expect(pushed.parent?.composeComponent === pushed.composeComponent.parent)
    let moves = log.drain().filter { $0.contains("Move(nil)") }
    #expect(moves.isEmpty || moves == ["pushed.willMove(nil)", "pushed.didMove(nil)"])
    audit.finish()
  }

  @Test func aPushFromWillMoveAtTheStartOfASwipeBackWaitsForTheSwipe() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    let top = PushingOnRemovalController()
    nav.pushViewController(top, animated: false)
    let swipe = nav.composeBeginSwipeBack()
    #expect(swipe != nil)
    // During the swipe the top is already out of the stack (contract §5: the stack is updated
    // before the callbacks), and the push its willMove(toParent: nil) asked has not run.
    #expect(nav.viewControllers.count == 1)
    swipe?.cancel()
    window.finishAnimations()
    #expect(top.isMovingFromParent == false)
    #expect(nav.viewControllers.count == 3)
    #expect(nav.topViewController === top.pushed)
    audit.finish()
  }

  @Test func afterACancelledSwipeBackWhoseTopAnotherParentTookNoCoordinatorIsLeft() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    let top = UIViewController()
    nav.pushViewController(top, animated: false)
    let swipe = nav.composeBeginSwipeBack()
    var completions = 0
    nav.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completions += 1 }
    let other = UIViewController()
    // Deliberate: another parent takes the top while its view stays in the navigation's.
    audit.harness.expect(finding: .orphanView)
    other.addChild(top)
    swipe?.cancel()
    window.finishAnimations()
    #expect(nav.transitionCoordinator == nil)
    #expect(completions == 1)
    audit.finish()
  }
}

/// Pushes `detail` from its `viewDidLoad`, as an app that restores a deep link does.
private final class PushingOnLoadController: UIViewController {
  let detail: UIViewController
  var appearances = 0
  var disappearances = 0

  init(detail: UIViewController) {
    self.detail = detail
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.pushViewController(detail, animated: false)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances += 1
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    disappearances += 1
  }
}

/// Counts its `viewDidAppear` calls.
private final class AppearanceCountingController: UIViewController {
  var appearances = 0

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances += 1
  }
}

/// Pushes a view controller from `willMove(toParent: nil)`, once.
private final class PushingOnRemovalController: UIViewController {
  var pushed: UIViewController?

  override func willMove(toParent parent: UIViewController?) {
    let nav = navigationController
    super.willMove(toParent: parent)
    if parent == nil, pushed == nil, let nav {
      let next = UIViewController()
      pushed = next
      nav.pushViewController(next, animated: false)
    }
  }
}
