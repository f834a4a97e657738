import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A coordinator that builds its screens from a storyboard and injects their dependencies with the
// iOS 13 creator closure (`init?(coder:viewModel:)`), then pushes them.

private final class ProfileViewModel {
  let name: String
  init(name: String) { self.name = name }
}

private final class ProfileViewController: UIViewController {
  let viewModel: ProfileViewModel

  init?(coder: NSCoder, viewModel: ProfileViewModel) {
    self.viewModel = viewModel
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) {
    fatalError("use init(coder:viewModel:)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.name
  }
}

private final class ProfileCoordinator {
  let navigationController: UINavigationController
  private let storyboard = UIStoryboard(name: "Profile", bundle: nil)

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start(name: String) {
    let viewModel = ProfileViewModel(name: name)
    let profile = storyboard.instantiateViewController(identifier: "ProfileViewController") {
      coder in
      ProfileViewController(coder: coder, viewModel: viewModel)
    }
    navigationController.pushViewController(profile, animated: false)
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct StoryboardCoordinatorTests {
    @Test func theCreatorInjectsTheViewModelIntoTheStoryboardScene() {
      let archives = ComposeArchives()
      archives.registerScene("ProfileViewController", in: "Profile") {
        ProfileViewController(coder: NSCoder(), viewModel: ProfileViewModel(name: "factory"))
          ?? UIViewController()
      }
      let navigation = UINavigationController(rootViewController: UIViewController())
      let audit = WindowAudit.showing(navigation)
      let coordinator = archives.run { ProfileCoordinator(navigationController: navigation) }
      coordinator.start(name: "Ana")
      let profile = navigation.topViewController as? ProfileViewController
      #expect(profile?.viewModel.name == "Ana")
      #expect(profile?.title == "Ana")
      #expect(profile?.storyboard != nil)
      #expect(archives.diagnostics.isEmpty)
      audit.finish()
    }
  }
#endif
