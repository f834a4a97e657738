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
}
