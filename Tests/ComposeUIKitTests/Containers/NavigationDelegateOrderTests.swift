import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Contract §5: the navigation controller's delegate as UIKit prints it. The published log of two
// view controllers in a navigation controller (vastdevblog.vast.com, "UIViewController Life
// Cycle", 2012) prints: `<A> viewWillAppear`, `willShowViewController <A>`, ... `<A>
// viewDidAppear`, `didShowViewController <A>` for the root; for the push `<B> viewDidLoad`,
// `<A> viewWillDisappear`, `<B> viewWillAppear`, `willShowViewController <B>`, `<A>
// viewDidDisappear`, `<B> viewDidAppear`, `didShowViewController <B>`; and the pop begins
// `<B> viewWillDisappear`, `<A> viewWillAppear`, `willShowViewController <A>`.

@MainActor
@Suite struct NavigationDelegateOrderTests {
  private static func relevant(_ lines: [String]) -> [String] {
    lines.filter {
      $0.hasPrefix("willShow") || $0.hasPrefix("didShow") || $0.contains("ppear")
        || $0.hasSuffix("viewDidLoad")
    }.filter { !$0.hasPrefix("nav.") && !$0.contains("IsAppearing") }
  }

  @Test func willShowFollowsTheNewTopsViewWillAppearAndDidShowItsViewDidAppearInAPush() {
    let log = EventLog()
    let nav = LoggingNavigationController(
      rootViewController: TracingViewController(title: "a", log: log), log: log)
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    _ = log.drain()

    nav.pushViewController(TracingViewController(title: "b", log: log), animated: true)
    window.finishAnimations()

    #expect(
      Self.relevant(log.drain()) == [
        "b.viewDidLoad", "a.viewWillDisappear(true)", "b.viewWillAppear(true)", "willShow b",
        "a.viewDidDisappear(true)", "b.viewDidAppear(true)", "didShow b",
      ])
    audit.finish()
  }

  @Test func willShowFollowsTheShownViewWillAppearInAPop() {
    let log = EventLog()
    let nav = LoggingNavigationController(
      rootViewController: TracingViewController(title: "a", log: log), log: log)
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    nav.pushViewController(TracingViewController(title: "b", log: log), animated: false)
    _ = log.drain()

    nav.popViewController(animated: true)
    window.finishAnimations()

    #expect(
      Self.relevant(log.drain()) == [
        "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "willShow a",
        "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "didShow a",
      ])
    audit.finish()
  }

  @Test func theRootsFirstAppearanceIsReported() {
    let log = EventLog()
    let nav = LoggingNavigationController(
      rootViewController: TracingViewController(title: "root", log: log), log: log)
    _ = log.drain()

    let audit = WindowAudit.showing(nav)

    #expect(
      Self.relevant(log.drain()) == [
        "root.viewDidLoad", "root.viewWillAppear(false)", "willShow root",
        "root.viewDidAppear(false)", "didShow root",
      ])
    audit.finish()
  }
}
