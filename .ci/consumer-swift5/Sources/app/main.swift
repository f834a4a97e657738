import ComposeUIKit

// Runs the Swift 5 client's screens and checks what a UIKit app would rely on: identity
// (`==`, `firstIndex(of:)`, dictionary keys) and that a plain coordinator drives navigation.

var failures: [String] = []
func check(_ condition: Bool, _ message: String) {
  if !condition { failures.append(message) }
}

let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
let navigation = UINavigationController()
window.rootViewController = navigation
window.makeKeyAndVisible()

let coordinator = ListCoordinator(navigationController: navigation)
coordinator.start()
let list = coordinator.shown[0]
check(navigation.topViewController == list, "the list is on top after start()")
check((list as? ListViewController)?.events == ["list.viewWillAppear"], "the list appeared once")

(list as? ListViewController)?.tableView(
  UITableView(), didSelectRowAt: IndexPath(row: 1, section: 0))
check(coordinator.shown.count == 2, "selecting a row pushed the detail")
let detail = coordinator.shown[1]
check(coordinator.position(of: detail) == 1, "firstIndex(of:) finds the detail")
check(
  coordinator.childCoordinators[detail] === coordinator, "a view controller is a dictionary key")
check(detail != list && detail == detail, "equality is identity")
check(detail.description.contains("DetailViewController"), "description names the class")

let table = UITableView(frame: window.bounds, style: .plain)
table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
let source = NamesDataSource(names: ["Ana", "Bruno"])
table.dataSource = source
check(source.tableView(table, numberOfRowsInSection: 0) == 2, "a plain NSObject data source")

let presenter = FullScreenPresentingViewController()
window.rootViewController = presenter
var presented = false
presenter.present(UIViewController(), animated: false) { presented = true }
check(presented, "an override of present(_:animated:completion:) reaches super and completes")
check(
  presenter.presentedViewController?.modalPresentationStyle == .fullScreen,
  "the override's style is used")

if failures.isEmpty {
  print("consumer-swift5: ok")
} else {
  for failure in failures { print("consumer-swift5: FAILED: \(failure)") }
  exit(1)
}
