import Compose
import ComposeUIKit
import Testing

/// Contract §3, through UIKit's names: the unit-test idiom of iOS teams drives a view controller
/// that is in no window and has no parent.
@MainActor
@Suite struct UIKitLoneAppearanceTransitionTests {
  final class ProfileViewController: UIViewController {
    var events: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      events.append("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      events.append("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      events.append("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      events.append("viewDidDisappear")
    }
  }

  @Test func beginAndEndAppearanceTransitionRunTheAppearanceHooksOfALoneViewController() {
    let sut = ProfileViewController()
    sut.loadViewIfNeeded()
    sut.beginAppearanceTransition(true, animated: false)
    sut.endAppearanceTransition()
    #expect(sut.events == ["viewWillAppear", "viewDidAppear"])
    sut.beginAppearanceTransition(false, animated: false)
    sut.endAppearanceTransition()
    #expect(
      sut.events == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
  }

  /// A parent appeared by hand in a unit test, whose child then becomes a window's root: Compose's
  /// invariant checks see a parent still alone, driven by hand, and report nothing.
  @Test func aWindowTakingTheChildOfAViewControllerAppearedByHandBreaksNoInvariant() {
    let parent = ProfileViewController()
    let child = ProfileViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    #expect(child.events == ["viewWillAppear", "viewDidAppear"])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.composeWindow.assertsOnInvariantViolation = false
    let recorder = LifecycleRecorder()
    window.composeWindow.addObserver(recorder)
    window.makeKeyAndVisible()
    window.rootViewController = child
    #expect(recorder.drainDiagnostics().filter { $0.code == .invariantViolation }.isEmpty)
    #expect(window.composeWindow.invariantViolations().isEmpty)
    #expect(parent.events == ["viewWillAppear", "viewDidAppear"])
  }
}
