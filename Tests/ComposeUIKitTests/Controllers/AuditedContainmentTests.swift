import Compose
import ComposeTesting
import ComposeUIKit
import Testing

/// Compose's auditor watches UIKit-written containers through `composeWindow`.
@Suite struct AuditedContainmentTests {
  @Test func aCorrectUIKitContainerIsCleanAndItsChildIsReleased() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let container = UIViewController()
    window.rootViewController = container
    window.makeKeyAndVisible()
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    do {
      let child = UIViewController()
      child.composeComponent.traceName = "child"
      container.addChild(child)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      harness.expectReleased(child.composeComponent)
    }
    harness.finish()
  }

  @Test func removingAChildWithoutWillMoveToNilIsFound() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let container = UIViewController()
    window.rootViewController = container
    window.makeKeyAndVisible()
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let child = UIViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)

    harness.expect(finding: .missingWillMoveToNil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    harness.finish()
  }

  @Test func callingAnAppearanceHookDirectlyIsFound() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let container = UIViewController()
    window.rootViewController = container
    window.makeKeyAndVisible()
    let harness = LifecycleHarness(wrapping: window.composeWindow)

    harness.expect(diagnostic: .directAppearanceCall)
    harness.expect(finding: .directAppearanceCall)
    container.viewWillAppear(false)
    harness.finish()
  }
}
