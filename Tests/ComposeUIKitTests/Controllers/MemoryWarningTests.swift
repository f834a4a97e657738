import ComposeUIKit
import Testing

@Suite struct MemoryWarningTests {
  /// Written as in UIKit apps: the override releases a cache and calls `super`.
  final class ImageGridViewController: UIViewController {
    var cache: [String: UIImage] = ["header": UIImage()]
    var warnings = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
    }

    override func didReceiveMemoryWarning() {
      super.didReceiveMemoryWarning()
      warnings += 1
      cache.removeAll()
    }
  }

  @Test func aHeadlessLifecycleNeverSendsAMemoryWarning() {
    let grid = ImageGridViewController()
    let navigation = UINavigationController(rootViewController: grid)
    let window = visibleWindow(root: navigation)
    navigation.pushViewController(UIViewController(), animated: true)
    window.composeRunUntilIdle()
    navigation.popViewController(animated: false)
    #expect(grid.warnings == 0)
    #expect(grid.cache.count == 1)
  }

  @Test func callingTheHookRunsTheOverrideAndTheBaseChangesNothing() {
    let grid = ImageGridViewController()
    grid.loadViewIfNeeded()
    grid.didReceiveMemoryWarning()
    #expect(grid.warnings == 1)
    #expect(grid.cache.isEmpty)
    // The base implementation does nothing: the view stays loaded.
    #expect(grid.isViewLoaded)
  }
}
