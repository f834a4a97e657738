import ComposeUIKit
import ComposeUIKitTesting
import Testing

/// The harness in UIKit's names: made from a `UIWindow` or a root view controller, with traces
/// that name view controllers after their types.
@Suite struct LifecycleHarnessUIKitTests {
  final class FeedViewController: UIViewController {}
  final class RowViewController: UIViewController {}

  /// A screen that embeds one child per row and forgets `didMove(toParent:)` each time.
  final class ForgetfulViewController: UIViewController {
    func embedRows(_ count: Int) {
      for _ in 0..<count {
        let row = RowViewController()
        addChild(row)
        view.addSubview(row.view)
      }
    }
  }

  @Test func aHarnessMadeFromAUIWindowWatchesItAndNamesControllersAfterTheirTypes() {
    let window = UIWindow()
    window.rootViewController = FeedViewController()
    let harness = LifecycleHarness(window: window)
    #expect(harness.uiWindow === window)
    window.makeKeyAndVisible()
    // UIKit's appearance order for a window's root shown (contract §2).
    harness.expectTrace([
      "FeedViewController.viewWillAppear(false)",
      "FeedViewController.viewIsAppearing(false)",
      "FeedViewController.viewDidAppear(false)",
    ])
  }

  /// A harness starts on the device, orientation, style and text size it is given, with no
  /// trait change; a rotation is then in its trace.
  @Test func aHarnessStartsOnItsDeviceAndRecordsARotation() throws {
    let feed = FeedViewController()
    let harness = LifecycleHarness(
      rootViewController: feed, device: .iPad, orientation: .landscapeLeft,
      userInterfaceStyle: .dark, contentSizeCategory: .extraLarge)
    #expect(feed.traitCollection.userInterfaceIdiom == .pad)
    #expect(feed.traitCollection.userInterfaceStyle == .dark)
    #expect(feed.traitCollection.preferredContentSizeCategory == .extraLarge)
    #expect(feed.view.bounds.size == CGSize(width: 1180, height: 820))
    #expect(!harness.traces().contains { $0.contains("traitsDidChange") })
    let window = try #require(harness.uiWindow)
    window.composeRotate(to: .portrait)
    harness.expectTrace(["FeedViewController.viewWillTransition(toSize: 820x1180)"])
    window.composeSetSystemUserInterfaceStyle(.light)
    harness.expectTrace([
      "FeedViewController.willTransition(toTraits: wR hR light)",
      "FeedViewController.traitsDidChange(style: dark -> light)",
    ])
  }

  @Test func aHarnessMadeFromARootViewControllerShowsItInANewWindow() {
    let feed = FeedViewController()
    let harness = LifecycleHarness(
      rootViewController: UINavigationController(rootViewController: feed))
    #expect(harness.rootViewController is UINavigationController)
    #expect(harness.uiWindow?.rootViewController === harness.rootViewController)
    let traces = harness.traces()
    #expect(traces.contains("UINavigationController.viewDidAppear(false)"), "\(traces)")
    #expect(traces.contains("FeedViewController.viewDidAppear(false)"), "\(traces)")
  }

  @Test func aNavigationControllerMadeBeforeTheHarnessHasItsRootsWholeLifecycleInTheTrace() {
    let feed = FeedViewController()
    let navigation = UINavigationController(rootViewController: feed)
    let harness = LifecycleHarness(rootViewController: navigation)
    // UINavigationController(rootViewController:) pushes the root when it is made (its
    // willMove); the window shows it later, and its first appearance completes the move (contract
    // §5: didMove after its first viewDidAppear): the trace has both, in that order.
    harness.expectTrace(
      [
        "FeedViewController.willMove(toParent: UINavigationController)",
        "FeedViewController.viewDidLoad",
        "FeedViewController.viewWillAppear(false)",
        "FeedViewController.viewIsAppearing(false)",
        "FeedViewController.viewDidAppear(false)",
        "FeedViewController.didMove(toParent: UINavigationController)",
      ], .callbacks.only("FeedViewController"))
  }

  @Test func aHiddenHarnessWindowShowsNothing() {
    let harness = LifecycleHarness(rootViewController: FeedViewController(), visible: false)
    #expect(harness.uiWindow?.isHidden == true)
    #expect(!harness.traces().contains { $0.contains("Appear") })
  }

  @Test func aFindingDeclaredThreeTimesCoversThreeRows() {
    let screen = ForgetfulViewController()
    let harness = LifecycleHarness(rootViewController: screen)
    harness.expect(finding: .missingDidMove, count: 3)
    screen.embedRows(3)
    harness.checkpoint()
  }

  @Test func aFindingDeclaredMoreTimesThanItComesFailsOnceForEachMissing() {
    withKnownIssue {
      let screen = ForgetfulViewController()
      let harness = LifecycleHarness(rootViewController: screen)
      harness.expect(finding: .missingDidMove, count: 3)
      screen.embedRows(2)
      harness.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "expected audit finding missingDidMove was not reported")
    }
  }

  @Test func aCountBelowOneFailsAndDeclaresNothing() {
    withKnownIssue {
      let harness = LifecycleHarness(rootViewController: FeedViewController())
      harness.expect(finding: .missingDidMove, count: 0)
      harness.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("the count must be 1 or more")
    }
  }
}
