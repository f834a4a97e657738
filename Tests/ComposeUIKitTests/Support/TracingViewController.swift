#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

/// A view controller that logs its containment and appearance hooks as
/// `"<title>.<hook>(<argument>)"`: the spy the corpus's app controllers derive from.
class TracingViewController: UIViewController {
  let log: EventLog

  init(title: String, log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("\(logName(self)).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("\(logName(self)).viewWillAppear(\(animated))")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.append("\(logName(self)).viewIsAppearing(\(animated))")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("\(logName(self)).viewDidAppear(\(animated))")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("\(logName(self)).viewWillDisappear(\(animated))")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("\(logName(self)).viewDidDisappear(\(animated))")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.append("\(logName(self)).willMove(toParent: \(logName(parent)))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.append("\(logName(self)).didMove(toParent: \(logName(parent)))")
  }
}
