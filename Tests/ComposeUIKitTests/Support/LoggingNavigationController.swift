#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

/// A navigation controller that logs its own appearance and layout hooks, its delegate's calls
/// and every push it is asked for, as `"<title>.<hook>(<argument>)"` lines in the same
/// ``EventLog`` as the ``TracingViewController``s it holds: the order between them is what the
/// tests read.
final class LoggingNavigationController: UINavigationController, UINavigationControllerDelegate {
  let log: EventLog
  /// The view controllers `pushViewController(_:animated:)` was called with, and how.
  private(set) var pushes: [(UIViewController, Bool)] = []

  init(rootViewController: UIViewController, log: EventLog) {
    self.log = log
    super.init(rootViewController: rootViewController)
    title = "nav"
    delegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushes.append((viewController, animated))
    super.pushViewController(viewController, animated: animated)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("nav.viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("nav.viewWillAppear(\(animated))")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.append("nav.viewIsAppearing(\(animated))")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("nav.viewDidAppear(\(animated))")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("nav.viewWillDisappear(\(animated))")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("nav.viewDidDisappear(\(animated))")
  }

  override func viewWillLayoutSubviews() {
    log.append("nav.viewWillLayoutSubviews")
    super.viewWillLayoutSubviews()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append("nav.viewDidLayoutSubviews")
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append("willShow \(logName(viewController))")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append("didShow \(logName(viewController))")
  }
}
