import ComposeUIKit

// Written as Swift 5 app code is written for UIKit: no isolation annotation anywhere.

protocol Coordinator: AnyObject {
  var navigationController: UINavigationController { get }
  func start()
}

final class ListViewController: UITableViewController {
  var onSelect: ((Int) -> Void)?
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("list.viewWillAppear")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(indexPath.row)
  }
}

final class DetailViewController: UIViewController {
  let row: Int

  init(row: Int) {
    self.row = row
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

/// A plain class, as coordinators are written: it calls main-actor UIKit API from its own
/// (nonisolated) methods.
final class ListCoordinator: Coordinator {
  let navigationController: UINavigationController
  private(set) var childCoordinators: [UIViewController: Coordinator] = [:]
  private(set) var shown: [UIViewController] = []

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let list = ListViewController(style: .plain)
    list.onSelect = { [weak self] row in self?.showDetail(row: row) }
    navigationController.pushViewController(list, animated: false)
    shown.append(list)
  }

  func showDetail(row: Int) {
    let detail = DetailViewController(row: row)
    childCoordinators[detail] = self
    navigationController.pushViewController(detail, animated: false)
    shown.append(detail)
  }

  func position(of controller: UIViewController) -> Int? {
    navigationController.viewControllers.firstIndex(of: controller)
  }
}

/// A data source that is a plain `NSObject`, as UIKit requires on iOS.
final class NamesDataSource: NSObject, UITableViewDataSource {
  let names: [String]

  init(names: [String]) {
    self.names = names
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
}

/// An override with UIKit's own spelling of the completion, as apps write it.
final class FullScreenPresentingViewController: UIViewController {
  override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    viewControllerToPresent.modalPresentationStyle = .fullScreen
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    super.dismiss(animated: flag, completion: completion)
  }
}
