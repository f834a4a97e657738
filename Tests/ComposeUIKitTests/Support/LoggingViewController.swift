import ComposeUIKit
import Foundation

/// A view controller written as for UIKit, whose overrides log what UIKit would call, with the
/// flags UIKit code reads in them.
class LoggingViewController: UIViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    composeComponent.traceName = name
  }

  required init?(coder: NSCoder) {
    return nil
  }

  private func record(_ entry: String) {
    log.append("\(name).\(entry)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    record("viewDidLoad")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    record("willMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    record("didMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    var flags = ""
    if isMovingToParent { flags += " movingToParent" }
    if isBeingPresented { flags += " beingPresented" }
    record("viewWillAppear(\(animated))\(flags)")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    record("viewIsAppearing(\(animated))")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear(\(animated))")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    var flags = ""
    if isMovingFromParent { flags += " movingFromParent" }
    if isBeingDismissed { flags += " beingDismissed" }
    record("viewWillDisappear(\(animated))\(flags)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear(\(animated))")
  }
}
