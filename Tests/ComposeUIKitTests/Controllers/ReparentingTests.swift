import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import ComposeUIKitTesting
  import Compose
#endif

// Moving a child from one parent to another with `addChild(_:)` alone, as a mini player that
// expands into a full-screen player does. UIKit documents that a child with a parent "is removed
// from that container before being added"; contract §1.1 fixes how: as `removeFromParent()`
// would (disappearance, then `didMove(toParent: nil)`, no `willMove(toParent: nil)`), then
// `willMove(toParent:)` for the new parent.

private final class PlayerHostViewController: TracingViewController {
  func host(_ player: UIViewController) {
    addChild(player)
    player.view.frame = view.bounds
    view.addSubview(player.view)
    player.didMove(toParent: self)
  }
}

private final class ScreenViewController: TracingViewController {
  let miniPlayerHost: PlayerHostViewController
  let fullPlayerHost: PlayerHostViewController

  override init(title: String, log: EventLog) {
    miniPlayerHost = PlayerHostViewController(title: "mini", log: log)
    fullPlayerHost = PlayerHostViewController(title: "full", log: log)
    super.init(title: title, log: log)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for host in [miniPlayerHost, fullPlayerHost] {
      addChild(host)
      view.addSubview(host.view)
      host.didMove(toParent: self)
    }
  }
}

@MainActor
@Suite struct ReparentingTests {
  @Test func addChildOnANewParentRemovesTheChildFromItsOldParentFirst() {
    let log = EventLog()
    let screen = ScreenViewController(title: "screen", log: log)
    let audit = WindowAudit.showing(screen)
    let player = TracingViewController(title: "player", log: log)
    screen.miniPlayerHost.host(player)
    _ = log.drain()

    screen.fullPlayerHost.host(player)

    #expect(
      log.drain() == [
        "player.viewWillDisappear(false)",
        "player.viewDidDisappear(false)",
        "player.didMove(toParent: nil)",
        "player.willMove(toParent: full)",
        "player.viewWillAppear(false)",
        "player.viewIsAppearing(false)",
        "player.viewDidAppear(false)",
        "player.didMove(toParent: full)",
      ])
    #expect(screen.miniPlayerHost.children.isEmpty)
    #expect(screen.fullPlayerHost.children.count == 1)
    #expect(player.parent === screen.fullPlayerHost)
    #expect(player.view.superview === screen.fullPlayerHost.view)
    audit.finish()
  }

  @Test func reparentingIntoAControllerOutsideTheWindowLeavesTheChildDisappeared() {
    let log = EventLog()
    let screen = ScreenViewController(title: "screen", log: log)
    let audit = WindowAudit.showing(screen)
    let player = TracingViewController(title: "player", log: log)
    screen.miniPlayerHost.host(player)
    let detached = PlayerHostViewController(title: "detached", log: log)
    _ = log.drain()

    detached.host(player)

    #expect(
      log.drain() == [
        "player.viewWillDisappear(false)",
        "player.viewDidDisappear(false)",
        "player.didMove(toParent: nil)",
        "player.willMove(toParent: detached)",
        "detached.viewDidLoad",
        "player.didMove(toParent: detached)",
      ])
    #expect(player.view.window == nil)
    audit.finish()
  }

  #if !os(iOS)
    @Test func theAuditorAcceptsReparentingThroughAddChild() {
      let log = EventLog()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let harness = LifecycleHarness(window: window)
      let auditor = LifecycleAuditor(window: window.composeWindow)
      let screen = ScreenViewController(title: "screen", log: log)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let player = TracingViewController(title: "player", log: log)
      screen.miniPlayerHost.host(player)

      screen.fullPlayerHost.host(player)
      auditor.checkpoint()

      #expect(auditor.findings.isEmpty, "\(auditor.findings)")
      harness.finish()
    }
  #endif
}
