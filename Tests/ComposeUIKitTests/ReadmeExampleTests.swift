import Compose
import ComposeTesting
import Testing

// The Tour article's example of section "UIKit's spelling: ComposeUIKit"
// (Sources/Compose/Compose.docc/Tour.md), compiled and run here.
#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

/// A container written for UIKit: the usual `add(_:)` and `remove(_:)` helpers.
final class ReadmeContainerViewController: UIViewController {
  func add(_ child: UIViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  func remove(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }
}

@Suite struct UIKitReadmeExampleTests {
  @Test func theReadmeContainerGivesItsChildTheContractsOrder() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let container = ReadmeContainerViewController()
    window.rootViewController = container
    window.makeKeyAndVisible()
    let harness = LifecycleHarness(wrapping: window.composeWindow)

    let child = UIViewController()
    child.composeComponent.traceName = "child"
    container.add(child)
    harness.expectTrace(
      [
        "child.willMove(toParent: ReadmeContainerViewController)", "child.viewDidLoad",
        "child.viewWillAppear(false)", "child.viewIsAppearing(false)", "child.viewDidAppear(false)",
        "child.didMove(toParent: ReadmeContainerViewController)",
      ], .callbacks.only("child"))

    container.remove(child)
    harness.expectTrace(
      [
        "child.willMove(toParent: nil)", "child.viewWillDisappear(false)",
        "child.viewDidDisappear(false)", "child.didMove(toParent: nil)",
      ], .callbacks.only("child"))
    #expect(container.children.isEmpty)
    #expect(child.parent == nil)
  }
}
