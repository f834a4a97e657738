import Compose
import ComposeTesting
import ComposeUIKit
import Foundation
import Testing

// Apple's `setViewControllers(_:animated:)`: the tab bar controller "remembers the view controller
// object that was previously selected and attempts to reselect it. If the selected view controller
// is no longer present, it attempts to select the view controller at the same index in the array
// as the previous selection. If that index is invalid, it selects the view controller at index 0."
// `selectedIndex` is `NSNotFound` only for the More tab; the selection is made by the call itself.

@MainActor
@Suite struct TabBarControllerSetViewControllersTests {
  @Test func aControllerNamedTwiceIsRefusedAsADuplicateWithNoCallback() {
    let tabs = UITabBarController()
    let window = UIWindow.showing(tabs)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let log = EventLog()
    let twice = LoggingViewController("twice", log: log)
    harness.expect(diagnostic: .duplicateComponent)
    tabs.setViewControllers([twice, twice], animated: false)
    #expect(log.drain().filter { $0.contains("Move(") }.isEmpty)
    #expect(tabs.viewControllers == nil)
    harness.finish()
    withExtendedLifetime(window) {}
  }

  @Test func newTabsSetWhileAPresentationIsInFlightAreSelectedAtOnce() {
    let tabs = UITabBarController()
    tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
    let audit = WindowAudit.showing(tabs)
    let window = audit.window
    tabs.present(UIViewController(), animated: true)
    let first = UIViewController()
    tabs.setViewControllers([first, UIViewController()], animated: false)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === first)
    window.finishAnimations()
    #expect(tabs.selectedViewController === first)
    #expect(first.view.window === window)
    audit.finish()
  }
}

// Found by UIKitRandomWorldTests: a navigation controller that only its tab bar controller holds,
// removed by `setViewControllers` in the middle of an animated pop, took the popped controller
// with it before its `viewDidDisappear`.
@MainActor
@Suite struct TabRemovedMidTransitionTests {
  @Test func aNavigationControllerRemovedMidPopLetsThePoppedControllerFinishDisappearing() {
    let tabs = UITabBarController()
    let log = EventLog()
    weak var popped: UIViewController?
    do {
      let nav = UINavigationController(rootViewController: UIViewController())
      tabs.setViewControllers([nav, UIViewController()], animated: false)
      let top = LoggingViewController("top", log: log)
      nav.pushViewController(top, animated: false)
      popped = top
    }
    let audit = WindowAudit.showing(tabs)
    let window = audit.window
    (tabs.viewControllers?.first as? UINavigationController)?.popViewController(animated: true)
    tabs.setViewControllers([UIViewController()], animated: false)
    window.finishAnimations()
    #expect(log.entries.contains("top.viewDidDisappear(true)"))
    #expect(popped == nil)
    audit.finish()
  }
}
