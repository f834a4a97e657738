import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A scene delegate that routes the URL the app was opened with, at connection, and the URLs it
// is asked to open later: `myapp://item/<id>` pushes the item on the root navigation controller.

private final class ItemViewController: UIViewController {
  let itemID: String

  init(itemID: String) {
    self.itemID = itemID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class SceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
  private var navigationController: UINavigationController? {
    window?.rootViewController as? UINavigationController
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: UIViewController())
    window.makeKeyAndVisible()
    self.window = window
    if let url = connectionOptions.urlContexts.first?.url { route(url, animated: false) }
  }

  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    guard let url = urlContexts.first?.url else { return }
    route(url, animated: true)
  }

  private func route(_ url: URL, animated: Bool) {
    guard url.scheme == "myapp", url.host == "item" else { return }
    navigationController?.pushViewController(
      ItemViewController(itemID: url.lastPathComponent), animated: animated)
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct SceneDeepLinkTests {
    @Test func theLaunchURLAndALaterURLArePushed() throws {
      let delegate = SceneDelegate()
      let launch = try #require(URL(string: "myapp://item/42"))
      let scene = UIWindowScene.composeConnect(
        delegate, options: UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: launch)]))
      let navigation = delegate.window?.rootViewController as? UINavigationController
      #expect((navigation?.topViewController as? ItemViewController)?.itemID == "42")

      let later = try #require(URL(string: "myapp://item/7"))
      delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: later)])
      delegate.window?.composeRunUntilIdle()
      #expect((navigation?.topViewController as? ItemViewController)?.itemID == "7")
      #expect(navigation?.viewControllers.count == 3)
    }
  }
#endif
