import ComposeUIKitTesting
import MyApp
import Testing
import UIKit

@Test func theHeaderIsEmbeddedThenAppearsWithItsScreen() {
  let harness = LifecycleHarness(rootViewController: ProfileViewController())
  harness.expectTrace(
    [
      "HeaderViewController.willMove(toParent: ProfileViewController)",
      "HeaderViewController.viewDidLoad",
      "HeaderViewController.didMove(toParent: ProfileViewController)",
      "HeaderViewController.viewWillAppear(false)",
      "HeaderViewController.viewIsAppearing(false)",
      "HeaderViewController.viewDidAppear(false)",
    ], .callbacks.only("HeaderViewController"))
}
