import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A page view controller inside a navigation controller (a gallery pushed from a list) and inside
// a tab (an onboarding tab): its page appears and disappears with it, in the container's order
// (contract §3: appearance reaches the children whose views are inside the container's view,
// parent before child; contract §5: push, pop and tab switch orders).

private final class GalleryViewController: UIPageViewController {
  let log: EventLog

  init(log: EventLog, first: UIViewController) {
    self.log = log
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    title = "gallery"
    setViewControllers([first], direction: .forward, animated: false, completion: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("gallery.viewWillAppear(\(animated))")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("gallery.viewDidAppear(\(animated))")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("gallery.viewWillDisappear(\(animated))")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("gallery.viewDidDisappear(\(animated))")
  }
}

@MainActor
@Suite struct PagerInContainersTests {
  @Test func aPushedGalleryLoadsItsPageWithItsViewAndTakesItAlongWhenPopped() {
    let log = EventLog()
    let list = TracingViewController(title: "list", log: log)
    let nav = UINavigationController(rootViewController: list)
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    let photo = TracingViewController(title: "photo", log: log)
    let gallery = GalleryViewController(log: log, first: photo)
    _ = log.drain()

    nav.pushViewController(gallery, animated: true)
    window.finishAnimations()
    let pushed = log.drain()
    #expect(
      pushed == [
        "photo.viewDidLoad",
        "list.viewWillDisappear(true)",
        "gallery.viewWillAppear(true)",
        "photo.viewWillAppear(true)",
        "photo.viewIsAppearing(true)",
        "list.viewDidDisappear(true)",
        "gallery.viewDidAppear(true)",
        "photo.viewDidAppear(true)",
      ])
    #expect(photo.navigationController === nav)

    nav.popViewController(animated: true)
    window.finishAnimations()
    #expect(
      log.drain() == [
        "gallery.viewWillDisappear(true)",
        "photo.viewWillDisappear(true)",
        "list.viewWillAppear(true)",
        "list.viewIsAppearing(true)",
        "gallery.viewDidDisappear(true)",
        "photo.viewDidDisappear(true)",
        "list.viewDidAppear(true)",
      ])
    #expect(photo.parent === gallery)
    audit.finish()
  }

  @Test func aPagerInATabAppearsWhenItsTabIsSelected() {
    let log = EventLog()
    let home = TracingViewController(title: "home", log: log)
    let page = TracingViewController(title: "page", log: log)
    let onboarding = GalleryViewController(log: log, first: page)
    let tabs = UITabBarController()
    tabs.viewControllers = [home, onboarding]
    let audit = WindowAudit.showing(tabs)
    _ = log.drain()

    tabs.selectedIndex = 1
    #expect(
      log.drain() == [
        // Contract §5: the new tab's children get viewWillAppear with it, before the old tab's
        // viewWillDisappear; their viewIsAppearing comes after it (contract §4).
        "page.viewDidLoad",
        "gallery.viewWillAppear(false)",
        "page.viewWillAppear(false)",
        "home.viewWillDisappear(false)",
        "page.viewIsAppearing(false)",
        "home.viewDidDisappear(false)",
        "gallery.viewDidAppear(false)",
        "page.viewDidAppear(false)",
      ])

    tabs.selectedIndex = 0
    #expect(
      log.drain() == [
        "home.viewWillAppear(false)",
        "gallery.viewWillDisappear(false)",
        "page.viewWillDisappear(false)",
        "home.viewIsAppearing(false)",
        "gallery.viewDidDisappear(false)",
        "page.viewDidDisappear(false)",
        "home.viewDidAppear(false)",
      ])
    #expect(page.view.window == nil)
    audit.finish()
  }
}
