import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import ComposeUIKitTesting
#endif

// A cache emptied on a memory warning, as apps write it.

private final class CachingViewController: UIViewController {
  let log: EventLog
  var thumbnails: [String: Int] = ["a": 1]

  init(title: String, log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    thumbnails.removeAll()
    log.append("\(title ?? "?").didReceiveMemoryWarning")
  }
}

private final class WarnedAppDelegate: UIApplicationDelegate {
  let log: EventLog
  init(log: EventLog) { self.log = log }
  func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
    log.append("applicationDidReceiveMemoryWarning")
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct MemoryWarningTests {
    /// Apple's `didReceiveMemoryWarning()` and `applicationDidReceiveMemoryWarning(_:)` pages: the
    /// app delegate is told, every view controller is told (on screen or not, its view loaded or
    /// not), and the notification is posted.
    @Test func aMemoryWarningTellsTheAppDelegateThenEveryLiveViewControllerThenPostsIt() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let appDelegate = WarnedAppDelegate(log: log)
        UIApplication.shared.delegate = appDelegate
        let root = CachingViewController(title: "root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = CachingViewController(title: "detail", log: log)
        navigation.pushViewController(detail, animated: false)
        let cached = CachingViewController(title: "cached", log: log)  // never shown
        let notes = PostedNotifications(
          [UIApplication.didReceiveMemoryWarningNotification], from: [UIApplication.shared],
          into: log)
        UIApplication.shared.composeSimulateMemoryWarning()
        #expect(
          log.drain() == [
            "applicationDidReceiveMemoryWarning", "root.didReceiveMemoryWarning",
            "detail.didReceiveMemoryWarning", "cached.didReceiveMemoryWarning",
            "note UIApplicationDidReceiveMemoryWarningNotification",
          ])
        #expect(root.thumbnails.isEmpty && cached.thumbnails.isEmpty)
        #expect(!cached.isViewLoaded)
        withExtendedLifetime((notes, window, cached)) {}
      }
    }

    /// The warning is in the trace of the window a view controller is in, so a failing test
    /// shows it.
    @Test func aMemoryWarningIsRecordedInTheWindowsTrace() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let harness = LifecycleHarness(
          rootViewController: CachingViewController(title: "root", log: log))
        _ = harness.traces()
        UIApplication.shared.composeSimulateMemoryWarning()
        harness.expectTrace(["CachingViewController.didReceiveMemoryWarning"])
      }
    }

    /// The application keeps its view controllers weakly: a released one is not kept alive by
    /// the warning's list and is not told; one made under another application is not told.
    @Test func theWarningKeepsNoViewControllerAliveAndStaysInItsApplication() {
      let log = EventLog()
      let outside = CachingViewController(title: "outside", log: log)
      UIApplication.composeWithFreshApplication {
        weak var released: CachingViewController?
        do {
          for index in 0..<200 {
            let controller = CachingViewController(title: "released \(index)", log: log)
            released = controller
          }
        }
        #expect(released == nil, "the application keeps its view controllers weakly")
        let kept = CachingViewController(title: "kept", log: log)
        UIApplication.shared.composeSimulateMemoryWarning()
        #expect(log.drain() == ["kept.didReceiveMemoryWarning"])
        withExtendedLifetime(kept) {}
      }
      withExtendedLifetime(outside) {}
    }
  }
#endif
