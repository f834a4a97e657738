// A copy of `Tests/ComposeTests/Support/Probe.swift` (test targets cannot share files): the random
// worlds use it as the engine's tests do.

import Compose

/// A component whose hooks can be given behaviour from a test, and whose forwarding mode is
/// configurable. Every override calls `super` first, as the hooks' docs ask.
final class Probe: Component {
  var manualForwarding = false
  var onViewDidLoad: ((Probe) -> Void)?
  var onWillAppear: ((Probe) -> Void)?
  var onIsAppearing: ((Probe) -> Void)?
  var onDidAppear: ((Probe) -> Void)?
  var onWillDisappear: ((Probe) -> Void)?
  var onDidDisappear: ((Probe) -> Void)?
  var onDidMove: ((Probe, Component?) -> Void)?
  var onWillMove: ((Probe, Component?) -> Void)?
  let tracker: LifetimeTracker?

  init(_ name: String, manual: Bool = false, tracker: LifetimeTracker? = nil) {
    self.manualForwarding = manual
    self.tracker = tracker
    super.init(traceName: name)
    tracker?.created()
  }

  isolated deinit { tracker?.released() }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { !manualForwarding }

  override func viewDidLoad() {
    super.viewDidLoad()
    onViewDidLoad?(self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onWillAppear?(self)
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    onIsAppearing?(self)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    onDidDisappear?(self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onDidAppear?(self)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    onWillDisappear?(self)
  }

  override func willMove(toParent parent: Component?) {
    super.willMove(toParent: parent)
    onWillMove?(self, parent)
  }

  override func didMove(toParent parent: Component?) {
    super.didMove(toParent: parent)
    onDidMove?(self, parent)
  }
}
