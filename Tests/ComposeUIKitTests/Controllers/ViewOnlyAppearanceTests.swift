import Compose
import ComposeTesting
import ComposeUIKit
import Testing

/// Contract §3: a view controller whose view is added to a visible hierarchy with
/// `view.addSubview(vc.view)` and no `addChild` (the half-right pattern) gets its appearance
/// callbacks from its view, as in UIKit ("they are fired when super-view is on-screen/off-screen",
/// ivanchan.github.io, "UIKit-ViewAppear/Disappear"); it is not moving to a parent.
@Suite struct ViewOnlyAppearanceFacadeTests {
  @Test func aViewControllerWhoseViewIsAddedWithoutAddChildGetsViewWillAppearAndViewDidAppear() {
    let log = EventLog()
    let screen = LoggingViewController("screen", log: log)
    let audit = WindowAudit.showing(screen, frame: UIScreen.main.bounds)
    let window = audit.window
    let banner = LoggingViewController("banner", log: log)
    _ = log.drain()

    audit.harness.expect(finding: .orphanView)  // a view-only component: placed without addChild
    screen.view.addSubview(banner.view)

    #expect(
      log.drain() == [
        "banner.viewDidLoad", "banner.viewWillAppear(false)", "banner.viewIsAppearing(false)",
        "banner.viewDidAppear(false)",
      ])
    #expect(banner.parent == nil)
    #expect(banner.view.window === window)
    audit.finish()
  }

  @Test func itsViewRemovedFromSuperviewGivesViewWillDisappearAndViewDidDisappear() {
    let log = EventLog()
    let screen = LoggingViewController("screen", log: log)
    let audit = WindowAudit.showing(screen, frame: UIScreen.main.bounds)
    let banner = LoggingViewController("banner", log: log)
    audit.harness.expect(finding: .orphanView)  // a view-only component: placed without addChild
    screen.view.addSubview(banner.view)
    _ = log.drain()

    banner.view.removeFromSuperview()

    #expect(log.drain() == ["banner.viewWillDisappear(false)", "banner.viewDidDisappear(false)"])
    audit.finish()
  }

  @Test func itFollowsTheScreenHoldingItWhenThatScreenIsPushedOverAndPoppedBack() {
    let log = EventLog()
    let first = LoggingViewController("first", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let banner = LoggingViewController("banner", log: log)
    audit.harness.expect(finding: .orphanView)  // a view-only component: placed without addChild
    first.view.addSubview(banner.view)
    _ = log.drain()

    navigation.pushViewController(LoggingViewController("second", log: log), animated: false)
    let pushed = log.drain().filter { $0.hasPrefix("banner.") }
    #expect(pushed == ["banner.viewWillDisappear(false)", "banner.viewDidDisappear(false)"])

    _ = navigation.popViewController(animated: false)
    let popped = log.drain().filter { $0.hasPrefix("banner.") }
    #expect(
      popped == [
        "banner.viewWillAppear(false)", "banner.viewIsAppearing(false)",
        "banner.viewDidAppear(false)",
      ])
    audit.finish()
  }
}
