import Compose

/// A component whose hooks can be given behaviour from a test, and whose forwarding mode is
/// configurable. Every override calls `super` first, as the hooks' docs ask.
package final class Probe: Component {
  package var manualForwarding = false
  package var onViewDidLoad: ((Probe) -> Void)?
  package var onWillAppear: ((Probe) -> Void)?
  package var onIsAppearing: ((Probe) -> Void)?
  package var onDidAppear: ((Probe) -> Void)?
  package var onWillDisappear: ((Probe) -> Void)?
  package var onDidDisappear: ((Probe) -> Void)?
  package var onDidMove: ((Probe, Component?) -> Void)?
  package var onWillMove: ((Probe, Component?) -> Void)?
  package let tracker: LifetimeTracker?

  package init(_ name: String, manual: Bool = false, tracker: LifetimeTracker? = nil) {
    self.manualForwarding = manual
    self.tracker = tracker
    super.init(traceName: name)
    tracker?.created()
  }

  isolated deinit { tracker?.released() }

  package override var shouldAutomaticallyForwardAppearanceMethods: Bool { !manualForwarding }

  package override func viewDidLoad() {
    super.viewDidLoad()
    onViewDidLoad?(self)
  }

  package override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onWillAppear?(self)
  }

  package override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    onIsAppearing?(self)
  }

  package override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    onDidDisappear?(self)
  }

  package override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onDidAppear?(self)
  }

  package override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    onWillDisappear?(self)
  }

  package override func willMove(toParent parent: Component?) {
    super.willMove(toParent: parent)
    onWillMove?(self, parent)
  }

  package override func didMove(toParent parent: Component?) {
    super.didMove(toParent: parent)
    onDidMove?(self, parent)
  }
}
