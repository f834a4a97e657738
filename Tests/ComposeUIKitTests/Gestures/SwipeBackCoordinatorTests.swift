import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The coordinator pattern's back-swipe problem: a navigation delegate removes the child
// coordinator of a popped screen only when the pop really happened, which it learns from the
// transition coordinator (a cancelled swipe back keeps the screen and its coordinator).

private protocol Coordinator: AnyObject {
  var childCoordinators: [Coordinator] { get set }
}

private final class DetailCoordinator: Coordinator {
  var childCoordinators: [Coordinator] = []
  weak var screen: UIViewController?
}

private final class AppCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
  var childCoordinators: [Coordinator] = []
  let navigationController: UINavigationController
  private(set) var events: [String] = []

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init()
    navigationController.delegate = self
  }

  func showDetail() {
    let child = DetailCoordinator()
    let detail = UIViewController()
    detail.title = "detail"
    child.screen = detail
    childCoordinators.append(child)
    navigationController.pushViewController(detail, animated: true)
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    guard let coordinator = navigationController.transitionCoordinator else { return }
    if coordinator.isInteractive {
      coordinator.notifyWhenInteractionChanges { [weak self] context in
        self?.events.append("interaction ended, cancelled: \(context.isCancelled)")
      }
    }
    coordinator.animate(alongsideTransition: nil) { [weak self] context in
      guard let self, !context.isCancelled,
        let from = context.viewController(forKey: .from),
        !navigationController.viewControllers.contains(where: { $0 === from })
      else {
        self?.events.append("kept \(context.viewController(forKey: .from)?.title ?? "nil")")
        return
      }
      self.childCoordinators.removeAll { ($0 as? DetailCoordinator)?.screen === from }
      self.events.append("removed \(from.title ?? "nil")")
    }
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct SwipeBackCoordinatorTests {
    private final class Screen {
      let home = UIViewController()
      let navigation: UINavigationController
      let app: AppCoordinator
      let window: UIWindow

      init() {
        home.title = "home"
        navigation = UINavigationController(rootViewController: home)
        app = AppCoordinator(navigationController: navigation)
        window = UIWindow.showing(navigation)
        app.showDetail()
        window.finishAnimations()
      }
    }

    @Test func aFinishedSwipeBackRemovesTheChildCoordinator() {
      let screen = Screen()
      #expect(screen.app.childCoordinators.count == 1)
      // The push's own coordinator completed: its `from` (home) is still in the stack.
      #expect(screen.app.events == ["kept home"])

      let swipe = screen.navigation.composeBeginSwipeBack()
      #expect(swipe != nil)
      #expect(screen.navigation.transitionCoordinator?.isInteractive == true)
      #expect(
        screen.navigation.transitionCoordinator?.viewController(forKey: .to) === screen.home)
      swipe?.update(0.7)
      swipe?.finish()
      screen.window.finishAnimations()
      #expect(
        screen.app.events == [
          "kept home", "interaction ended, cancelled: false", "removed detail",
        ])
      #expect(screen.app.childCoordinators.isEmpty)
      #expect(screen.navigation.transitionCoordinator == nil)
    }

    @Test func aCancelledSwipeBackKeepsTheScreenAndItsCoordinator() {
      let screen = Screen()
      let swipe = screen.navigation.composeBeginSwipeBack()
      swipe?.update(0.2)
      swipe?.cancel()
      screen.window.finishAnimations()
      #expect(
        screen.app.events == [
          "kept home", "interaction ended, cancelled: true", "kept detail",
        ])
      #expect(screen.app.childCoordinators.count == 1)
      #expect(screen.navigation.topViewController?.title == "detail")
      #expect(screen.navigation.transitionCoordinator == nil)
    }
  }
#endif
