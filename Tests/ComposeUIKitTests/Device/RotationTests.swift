import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import ComposeUIKitTesting
#endif

// A screen that adapts to rotation as apps write it: it reads the size in
// `viewWillTransition(to:with:)`, animates alongside the coordinator and switches layouts on the
// vertical size class in `traitCollectionDidChange(_:)`.

private final class AdaptiveView: UIView {
  var log: EventLog?
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log?.append("view.traitCollectionDidChange")
  }
}

private final class AdaptiveViewController: TracingViewController {
  var forwardsToChildren = true

  override func loadView() {
    let view = AdaptiveView()
    view.log = log
    self.view = view
  }

  override func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    if forwardsToChildren { super.willTransition(to: newCollection, with: coordinator) }
    log.append("\(title ?? "").willTransition(to: v\(newCollection.verticalSizeClass.rawValue))")
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    if forwardsToChildren { super.viewWillTransition(to: size, with: coordinator) }
    let title = self.title ?? ""
    log.append("\(title).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
    coordinator.animate(
      alongsideTransition: { [log] _ in log.append("\(title).animation") },
      completion: { [log] _ in log.append("\(title).completion") })
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let was = previousTraitCollection?.verticalSizeClass.rawValue ?? -1
    log.append(
      "\(title ?? "").traitCollectionDidChange(v\(was) -> v\(traitCollection.verticalSizeClass.rawValue))"
    )
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append("\(title ?? "").viewWillLayoutSubviews")
  }
}

private final class PortraitOnlyViewController: TracingViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

private final class LoggingWindow: UIWindow {
  var log: EventLog?
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log?.append("window.traitCollectionDidChange")
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct RotationTests {
    /// Apple's `UIContentContainer` pages and the rotation session of WWDC 2014: a rotation
    /// tells the traits to come (`willTransition(to:with:)`), then the size
    /// (`viewWillTransition(to:with:)`), whose coordinator runs the animations alongside at once
    /// and the completions when the rotation ends; the traits then change, the window first,
    /// then the view controller, then its view, and the resized views lay out. No appearance
    /// callback comes.
    @Test func aRotationToLandscapeTellsTraitsThenSizeThenTheTraitChangeThenLaysOut() {
      let log = EventLog()
      let screen = AdaptiveViewController(title: "screen", log: log)
      let window = LoggingWindow()
      let harness = LifecycleHarness(window: window)
      window.log = log
      window.rootViewController = screen
      window.makeKeyAndVisible()
      _ = log.drain()
      window.composeRotate(to: .landscapeLeft)
      #expect(
        log.drain() == [
          "screen.willTransition(to: v1)", "screen.viewWillTransition(to: 844x390)",
          "screen.animation", "window.traitCollectionDidChange",
          "screen.traitCollectionDidChange(v2 -> v1)", "view.traitCollectionDidChange",
          "screen.viewWillLayoutSubviews",
        ])
      #expect(screen.traitCollection.verticalSizeClass == .compact)
      #expect(screen.traitCollection.horizontalSizeClass == .compact)
      #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
      #expect(UIDevice.current.orientation == .landscapeLeft)
      #expect(screen.view.bounds.size == CGSize(width: 844, height: 390))
      window.composeAdvance(by: .milliseconds(400))
      #expect(log.drain() == ["screen.completion"])
      window.composeRotate(to: .landscapeRight)
      #expect(
        log.drain().isEmpty,
        "landscape left to right keeps the size and the traits: nothing is told")
      #expect(UIDevice.current.orientation == .landscapeRight)
      window.composeRunUntilIdle()
      _ = log.drain()
      window.composeRotate(to: .faceUp)
      #expect(log.drain().isEmpty, "face up changes nothing")
      harness.finish()
    }

    /// UIKit's `viewWillTransition(to:with:)` and `willTransition(to:with:)` reach the children
    /// through `super`: a container that overrides them without calling `super` keeps its
    /// children from hearing them; `traitCollectionDidChange(_:)` reaches every one.
    @Test func aContainerThatDoesNotCallSuperKeepsItsChildrenFromTheTransition() {
      let log = EventLog()
      let container = AdaptiveViewController(title: "container", log: log)
      let child = AdaptiveViewController(title: "child", log: log)
      container.forwardsToChildren = false
      let window = UIWindow()
      let harness = LifecycleHarness(window: window)
      window.rootViewController = container
      window.makeKeyAndVisible()
      container.addChild(child)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
      _ = log.drain()
      window.composeRotate(to: .landscapeLeft)
      let heard = log.drain().filter { !$0.contains("Layout") && !$0.hasPrefix("view.") }
      #expect(
        heard == [
          "container.willTransition(to: v1)", "container.viewWillTransition(to: 844x390)",
          "container.animation", "container.traitCollectionDidChange(v2 -> v1)",
          "child.traitCollectionDidChange(v2 -> v1)",
        ])
      container.forwardsToChildren = true
      window.composeRotate(to: .portrait)
      let forwarded = log.drain().filter { $0.contains("Transition(") }
      #expect(
        forwarded == [
          "child.willTransition(to: v2)", "container.willTransition(to: v2)",
          "child.viewWillTransition(to: 390x844)", "container.viewWillTransition(to: 390x844)",
        ], "super tells the child first, inside the container's override")
      harness.finish()
    }

    /// A tablet is regular in both size classes full screen, in either orientation; a window
    /// narrower than 678 points (Split View) is compact in width. `UIDevice` and `UIScreen`
    /// answer for the key window's device.
    @Test func anIPadIsRegularUntilMultitaskingMakesItNarrow() {
      let log = EventLog()
      let screen = AdaptiveViewController(title: "screen", log: log)
      let window = UIWindow()
      let harness = LifecycleHarness(window: window)
      window.composeSetDevice(.iPad, orientation: .landscapeLeft)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      #expect(screen.traitCollection.horizontalSizeClass == .regular)
      #expect(screen.traitCollection.verticalSizeClass == .regular)
      #expect(screen.traitCollection.userInterfaceIdiom == .pad)
      #expect(screen.traitCollection.displayScale == 2)
      #expect(UIDevice.current.userInterfaceIdiom == .pad)
      #expect(UIScreen.main.bounds.size == CGSize(width: 1180, height: 820))
      _ = log.drain()
      window.composeRotate(to: .portrait)
      #expect(
        !log.drain().contains { $0.contains("traitCollectionDidChange") },
        "the size classes stay regular")
      window.composeResize(to: CGSize(width: 410, height: 1180))
      #expect(screen.traitCollection.horizontalSizeClass == .compact)
      #expect(log.drain().contains("screen.viewWillTransition(to: 410x1180)"))
      harness.finish()
    }

    /// The largest iPhones are regular in width in landscape.
    @Test func theLargestIPhoneIsRegularInWidthInLandscape() {
      let window = UIWindow()
      let harness = LifecycleHarness(window: window)
      window.composeSetDevice(.iPhoneProMax)
      let screen = UIViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      #expect(screen.traitCollection.horizontalSizeClass == .compact)
      window.composeRotate(to: .landscapeRight)
      #expect(screen.traitCollection.horizontalSizeClass == .regular)
      #expect(screen.traitCollection.verticalSizeClass == .compact)
      #expect(window.bounds.size == CGSize(width: 932, height: 430))
      harness.finish()
    }

    /// Apple's `supportedInterfaceOrientations` page: the interface follows the device only to
    /// an orientation the deciding view controller supports (the root, or what it presents full
    /// screen); the device's own orientation changes all the same. A phone's default leaves out
    /// upside down.
    @Test func aPortraitOnlyScreenKeepsItsInterfaceWhenTheDeviceTurns() {
      let log = EventLog()
      let screen = PortraitOnlyViewController(title: "screen", log: log)
      let window = UIWindow()
      let harness = LifecycleHarness(window: window)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      _ = log.drain()
      let size = screen.view.bounds.size
      window.composeRotate(to: .landscapeLeft)
      #expect(log.drain().isEmpty)
      #expect(UIDevice.current.orientation == .landscapeLeft)
      #expect(window.composeOrientation == .portrait)
      #expect(screen.view.bounds.size == size)
      let player = AdaptiveViewController(title: "player", log: log)
      player.modalPresentationStyle = .fullScreen
      screen.present(player, animated: false)
      _ = log.drain()
      window.composeRotate(to: .landscapeRight)
      #expect(
        log.drain().contains("player.viewWillTransition(to: 844x390)"),
        "a full-screen presentation on top decides")
      window.composeRotate(to: .portraitUpsideDown)
      #expect(window.composeOrientation == .landscapeRight, "a phone's default has no upside down")
      harness.finish()
    }
  }
#endif
