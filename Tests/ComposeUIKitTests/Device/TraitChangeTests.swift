import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import ComposeUIKitTesting
#endif

// Dark mode, Dynamic Type and trait overrides, as apps react to them: colours chosen in
// `traitCollectionDidChange(_:)`, a child forced to a size class by its container.

private final class ThemedView: UIView {
  var log: EventLog?
  var name = "view"
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log?.append("\(name).traitCollectionDidChange(\(traitCollection.userInterfaceStyle.rawValue))")
  }
}

private final class ThemedViewController: UIViewController {
  let log: EventLog
  let name: String
  let badge = ThemedView()

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func loadView() {
    let view = ThemedView()
    view.log = log
    view.name = "\(name).view"
    badge.log = log
    badge.name = "\(name).badge"
    view.addSubview(badge)
    self.view = view
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append("\(name).traitCollectionDidChange(\(traitCollection.userInterfaceStyle.rawValue))")
  }

  func embed(_ child: UIViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct TraitChangeTests {
    /// WWDC 2016's "Making Apps Adaptive": traits flow from the window to the view controllers
    /// and their views, each told once, parent before child, and only where the trait in effect
    /// changed: a subtree that forces light hears nothing when the system turns dark.
    @Test func darkModeReachesOnlyTheControllersAndViewsWhoseStyleChanges() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let parent = ThemedViewController("parent", log: log)
        let dark = ThemedViewController("follows", log: log)
        let light = ThemedViewController("light", log: log)
        let window = UIWindow()
        let harness = LifecycleHarness(window: window)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.embed(dark)
        parent.embed(light)
        light.overrideUserInterfaceStyle = .light
        _ = log.drain()
        UIApplication.shared.composeSetUserInterfaceStyle(.dark)
        #expect(
          log.drain() == [
            "parent.traitCollectionDidChange(2)", "parent.view.traitCollectionDidChange(2)",
            "parent.badge.traitCollectionDidChange(2)", "follows.traitCollectionDidChange(2)",
            "follows.view.traitCollectionDidChange(2)",
            "follows.badge.traitCollectionDidChange(2)",
          ])
        #expect(light.traitCollection.userInterfaceStyle == .light)
        #expect(light.badge.traitCollection.userInterfaceStyle == .light)
        #expect(dark.badge.traitCollection.userInterfaceStyle == .dark)
        UIApplication.shared.composeSetUserInterfaceStyle(.dark)
        #expect(log.drain().isEmpty, "the style in effect did not change")
        harness.finish()
      }
    }

    /// A view controller's `overrideUserInterfaceStyle` reaches it, its views and its children
    /// at once; a view's reaches it and its subviews.
    @Test func anOverrideTellsTheControllerItsViewsAndItsChildren() {
      let log = EventLog()
      let parent = ThemedViewController("parent", log: log)
      let child = ThemedViewController("child", log: log)
      let window = UIWindow()
      let harness = LifecycleHarness(window: window)
      window.rootViewController = parent
      window.makeKeyAndVisible()
      parent.embed(child)
      _ = log.drain()
      parent.overrideUserInterfaceStyle = .dark
      #expect(
        log.drain() == [
          "parent.traitCollectionDidChange(2)", "parent.view.traitCollectionDidChange(2)",
          "parent.badge.traitCollectionDidChange(2)", "child.traitCollectionDidChange(2)",
          "child.view.traitCollectionDidChange(2)", "child.badge.traitCollectionDidChange(2)",
        ])
      child.view.overrideUserInterfaceStyle = .light
      #expect(
        log.drain() == [
          "child.view.traitCollectionDidChange(1)", "child.badge.traitCollectionDidChange(1)",
        ])
      #expect(child.traitCollection.userInterfaceStyle == .dark, "a view's override stays below")
      window.overrideUserInterfaceStyle = .dark
      #expect(log.drain().isEmpty, "the window's dark changes nothing already dark")
      harness.finish()
    }

    /// `setOverrideTraitCollection(_:forChild:)` forces a size class on a child, as a container
    /// that shows a compact child in a regular space does; the child's own style still wins.
    @Test func aContainerForcesASizeClassOnItsChild() {
      let log = EventLog()
      let parent = ThemedViewController("parent", log: log)
      let child = ThemedViewController("child", log: log)
      let stranger = UIViewController()
      let window = UIWindow()
      let harness = LifecycleHarness(window: window)
      window.rootViewController = parent
      window.makeKeyAndVisible()
      parent.embed(child)
      child.overrideUserInterfaceStyle = .dark
      parent.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: .regular), forChild: child)
      #expect(child.traitCollection.horizontalSizeClass == .regular)
      #expect(child.traitCollection.userInterfaceStyle == .dark)
      #expect(parent.traitCollection.horizontalSizeClass == .compact)
      #expect(
        parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
      parent.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: .regular), forChild: stranger)
      #expect(stranger.traitCollection.horizontalSizeClass == .compact, "not a child: ignored")
      parent.setOverrideTraitCollection(nil, forChild: child)
      #expect(child.traitCollection.horizontalSizeClass == .compact)
      harness.finish()
    }

    /// Dynamic Type: the text size reaches the traits and the app, and UIKit's notification is
    /// posted with the new category.
    @Test func aNewTextSizeReachesTheTraitsAndPostsTheNotification() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let screen = ThemedViewController("screen", log: log)
        let window = UIWindow()
        let harness = LifecycleHarness(window: window)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        nonisolated(unsafe) var posted: [String] = []
        let token = NotificationCenter.default.addObserver(
          forName: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
          queue: nil
        ) { notification in
          let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
          posted.append((category as? UIContentSizeCategory)?.rawValue ?? "?")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        _ = log.drain()
        UIApplication.shared.composeSetPreferredContentSizeCategory(.accessibilityMedium)
        #expect(screen.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(screen.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityMedium)
        #expect(posted == [UIContentSizeCategory.accessibilityMedium.rawValue])
        #expect(log.drain().first == "screen.traitCollectionDidChange(1)")
        harness.finish()
      }
    }

    /// iOS 17's `registerForTraitChanges(_:handler:)`: a handler runs after a change of one of
    /// its traits, with the traits before, and not after a change of others; unregistered, it
    /// no longer runs.
    @Test func aTraitRegistrationRunsAfterAChangeOfItsTraitsOnly() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let screen = ThemedViewController("screen", log: log)
        let window = UIWindow()
        let harness = LifecycleHarness(window: window)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let style = screen.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
          (controller: ThemedViewController, previous: UITraitCollection) in
          controller.log.append("style was \(previous.userInterfaceStyle.rawValue)")
        }
        screen.badge.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance)
        { (badge: ThemedView, _: UITraitCollection) in
          badge.log?.append("badge colours")
        }
        screen.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
          (controller: ThemedViewController, previous: UITraitCollection) in
          controller.log.append("height was \(previous.verticalSizeClass.rawValue)")
        }
        _ = log.drain()
        UIApplication.shared.composeSetUserInterfaceStyle(.dark)
        let heard = log.drain()
        #expect(heard.contains("style was 1") && heard.contains("badge colours"))
        #expect(!heard.contains { $0.hasPrefix("height") })
        #expect(
          heard.firstIndex(of: "screen.traitCollectionDidChange(2)")! < heard.firstIndex(
            of: "style was 1")!,
          "after traitCollectionDidChange(_:)")
        window.composeRotate(to: .landscapeLeft)
        #expect(log.drain().contains("height was 2"))
        screen.unregisterForTraitChanges(style)
        UIApplication.shared.composeSetUserInterfaceStyle(.light)
        #expect(!log.drain().contains { $0.hasPrefix("style was") })
        harness.finish()
      }
    }

    /// Apple's `UITraitCollection` pages: a collection made with one trait leaves the others
    /// unspecified; `init(traitsFrom:)` lets a later collection's specified traits win;
    /// `containsTraits(in:)` compares the specified ones only.
    @Test func aCollectionMadeWithOneTraitLeavesTheOthersUnspecified() {
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      #expect(dark.horizontalSizeClass == .unspecified && dark.verticalSizeClass == .unspecified)
      #expect(UITraitCollection().userInterfaceStyle == .unspecified)
      let regular = UITraitCollection(horizontalSizeClass: .regular)
      let both = UITraitCollection(traitsFrom: [
        dark, regular, UITraitCollection(userInterfaceStyle: .light),
      ])
      #expect(both.userInterfaceStyle == .light && both.horizontalSizeClass == .regular)
      #expect(both.containsTraits(in: regular))
      #expect(!both.containsTraits(in: dark))
      let screen = UIViewController()
      #expect(
        screen.traitCollection.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
    }
  }
#endif
