import ComposeUIKit
import Testing

@Suite struct StatusBarAndOrientationTests {
  /// Written as UIKit apps lock a player to landscape with a light status bar.
  final class PlayerViewController: UIViewController {
    var asked = 0
    var isFullScreen = false {
      didSet { setNeedsStatusBarAppearanceUpdate() }
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      asked += 1
      return .landscape
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
      asked += 1
      return .lightContent
    }

    override var prefersStatusBarHidden: Bool {
      asked += 1
      return isFullScreen
    }
  }

  @Test func overridesAnswerWhenAskedAndComposeNeverAsks() {
    let player = PlayerViewController()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let window = audit.window
    navigation.pushViewController(player, animated: false)
    player.isFullScreen = true
    window.composeRunUntilIdle()
    #expect(player.asked == 0)

    #expect(player.supportedInterfaceOrientations == [.landscapeLeft, .landscapeRight])
    #expect(player.preferredStatusBarStyle == .lightContent)
    #expect(player.prefersStatusBarHidden)
    audit.finish()
  }

  @Test func theBaseAnswersArePhoneDefaults() {
    let plain = UIViewController()
    #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
    #expect(!plain.supportedInterfaceOrientations.contains(.portraitUpsideDown))
    #expect(UIInterfaceOrientationMask.all.contains(.portraitUpsideDown))
    #expect(plain.preferredStatusBarStyle == .default)
    #expect(!plain.prefersStatusBarHidden)
  }
}
