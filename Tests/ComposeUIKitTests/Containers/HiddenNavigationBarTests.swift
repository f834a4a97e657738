import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A profile header screen that hides the navigation bar while it is on screen and restores it as
// it leaves, and tells a weak delegate when it was popped.

private protocol ProfileViewControllerDelegate: AnyObject {
  func profileViewControllerDidFinish(_ viewController: UIViewController)
}

private final class ProfileViewController: TracingViewController {
  weak var delegate: ProfileViewControllerDelegate?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(true, animated: animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.setNavigationBarHidden(false, animated: animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent || isBeingDismissed {
      delegate?.profileViewControllerDidFinish(self)
    }
  }
}

private final class FinishSpy: ProfileViewControllerDelegate {
  var finished: [String] = []
  func profileViewControllerDidFinish(_ viewController: UIViewController) {
    finished.append(viewController.title ?? "?")
  }
}

@MainActor
@Suite struct HiddenNavigationBarTests {
  @Test func theBarIsHiddenWhileTheProfileIsShownAndTheDelegateHearsThePop() {
    let log = EventLog()
    let home = TracingViewController(title: "home", log: log)
    let navigation = UINavigationController(rootViewController: home)
    let audit = WindowAudit.showing(navigation)
    let window = audit.window
    let spy = FinishSpy()
    let profile = ProfileViewController(title: "profile", log: log)
    profile.delegate = spy

    navigation.pushViewController(profile, animated: true)
    window.finishAnimations()
    #expect(navigation.isNavigationBarHidden)
    #expect(spy.finished.isEmpty)
    _ = log.drain()

    navigation.popViewController(animated: true)
    window.finishAnimations()
    #expect(!navigation.isNavigationBarHidden)
    #expect(spy.finished == ["profile"])
    #expect(
      log.drain() == [
        "profile.willMove(toParent: nil)",
        "profile.viewWillDisappear(true)",
        "home.viewWillAppear(true)",
        "home.viewIsAppearing(true)",
        "profile.viewDidDisappear(true)",
        "home.viewDidAppear(true)",
        "profile.didMove(toParent: nil)",
      ])
    audit.finish()
  }
}
