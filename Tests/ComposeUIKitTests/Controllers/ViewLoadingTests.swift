import Compose
import ComposeTesting
import ComposeUIKit
import Testing

@Suite struct ViewLoadingTests {
  @Test func theViewLoadsOnceOnFirstReadWithTheViewAssignedInLoadView() {
    final class ProfileViewController: UIViewController {
      var loads = 0
      var didLoads = 0
      override func loadView() {
        loads += 1
        view = UILabel(frame: .zero)
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        didLoads += 1
      }
    }
    let profile = ProfileViewController()
    #expect(!profile.isViewLoaded)
    #expect(profile.viewIfLoaded == nil)
    #expect(profile.view is UILabel)
    _ = profile.view
    profile.loadViewIfNeeded()
    #expect(profile.isViewLoaded)
    #expect(profile.loads == 1)
    #expect(profile.didLoads == 1)
    #expect(profile.composeComponent.view === profile.view.composeView)
  }

  @Test func readingTheViewInsideLoadViewIsReportedAndAnswersAView() {
    final class EagerViewController: UIViewController {
      var sawView = false
      override func loadView() {
        sawView = view != nil
        view = UIView(frame: .zero)
        view.tag = 3
      }
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = UIViewController()
    window.rootViewController = root
    let recorder = LifecycleRecorder()
    window.composeWindow.addObserver(recorder)
    let eager = EagerViewController()
    root.addChild(eager)

    root.view.addSubview(eager.view)

    #expect(eager.sawView)
    #expect(eager.view.tag == 3)
    #expect(recorder.diagnostics.map(\.code) == [.viewReadDuringLoadView])
  }
}
