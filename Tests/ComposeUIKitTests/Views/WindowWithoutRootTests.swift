import Compose
import ComposeTesting
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// A window is a view: what is added to it has it as `superview` and `window`, root view
// controller or not (Apple: `UIView.window`, "the receiver's window object, or nil if it has
// none").

@MainActor
@Suite struct WindowWithoutRootTests {
  @Test func aViewAddedToAWindowWithNoRootHasTheWindowAsSuperviewAndWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let harness = LifecycleHarness(window: window)
    window.makeKeyAndVisible()
    let banner = UIView()
    window.addSubview(banner)
    #expect(banner.superview === window)
    #expect(banner.window === window)
    #expect(window.subviews.contains { $0 === banner })
    harness.finish()
  }
}
