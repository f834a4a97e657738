import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A coordinator owning a navigation controller: start() pushes a list with an "add" bar button
// (closure-based, iOS 14), the add flow is presented as a sheet whose swipe-down is heard through
// the presentation controller's delegate, and a detail is pushed with a hidden tab bar.

@MainActor
private protocol Coordinator: AnyObject {
  var childCoordinators: [Coordinator] { get set }
  var navigationController: UINavigationController { get }
  func start()
}

private final class NotesListViewController: TracingViewController {
  var onAdd: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in self?.onAdd?() })
  }
}

private final class AddNoteViewController: TracingViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Cancel", primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
  }
}

private final class NotesCoordinator: NSObject, Coordinator,
  UIAdaptivePresentationControllerDelegate
{
  var childCoordinators: [Coordinator] = []
  let navigationController: UINavigationController
  let log: EventLog
  private(set) var list: NotesListViewController?

  init(navigationController: UINavigationController, log: EventLog) {
    self.navigationController = navigationController
    self.log = log
  }

  func start() {
    navigationController.navigationBar.prefersLargeTitles = true
    let list = NotesListViewController(title: "notes", log: log)
    list.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), tag: 0)
    list.onAdd = { [weak self] in self?.showAdd() }
    navigationController.pushViewController(list, animated: false)
    self.list = list
  }

  func showAdd() {
    let add = AddNoteViewController(title: "add", log: log)
    let sheet = UINavigationController(rootViewController: add)
    sheet.presentationController?.delegate = self
    navigationController.present(sheet, animated: true)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.append("sheet dismissed by swipe")
  }
}

@MainActor
@Suite struct ListCoordinatorTests {
  @Test func theAddButtonPresentsASheetOverTheListWhichStaysAppeared() {
    let log = EventLog()
    let navigation = UINavigationController()
    let coordinator = NotesCoordinator(navigationController: navigation, log: log)
    coordinator.start()
    let audit = WindowAudit.showing(navigation)
    let window = audit.window
    _ = log.drain()

    let add = coordinator.list?.navigationItem.rightBarButtonItem
    #expect(add != nil)
    #expect(coordinator.list?.tabBarItem.title == "Notes")
    coordinator.showAdd()
    window.finishAnimations()
    #expect(
      log.drain() == [
        "add.willMove(toParent: UINavigationController)",
        "add.viewDidLoad",
        "add.viewWillAppear(true)",
        "add.viewIsAppearing(true)",
        "add.viewDidAppear(true)",
        "add.didMove(toParent: UINavigationController)",
      ])
    #expect(navigation.presentedViewController is UINavigationController)
    withExtendedLifetime((window, coordinator)) {}
    audit.finish()
  }
}
