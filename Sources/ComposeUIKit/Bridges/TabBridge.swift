import Compose

/// The engine `TabContainer` behind a ``UITabBarController``: forwards the engine's hooks to the facade
/// (see ``ControllerBridging``).
@preconcurrency @MainActor
final class TabBridge: TabContainer, ControllerBridging {
  let link = ControllerLink()

  override func loadView() {
    guard let controller else { return super.loadView() }
    controller.loadView()
    if controller.viewIfLoaded == nil { controller.view = UIView(frame: .zero) }
  }

  override func viewDidLoad() {
    // The engine's part first (a container places its top or selected child's view), so that a
    // subclass's `viewDidLoad` finds it done whether or not it calls `super`.
    super.viewDidLoad()
    controller?.performEmbedSegues()
    controller?.viewDidLoad()
  }

  override func willMove(toParent parent: Component?) { dispatchWillMove(toParent: parent) }

  func performWillMove(toParent parent: Component?) { super.willMove(toParent: parent) }

  override func didMove(toParent parent: Component?) { dispatchDidMove(toParent: parent) }

  func performDidMove(toParent parent: Component?) { super.didMove(toParent: parent) }

  override func viewWillAppear(_ animated: Bool) {
    guard let controller else { return super.viewWillAppear(animated) }
    controller.viewWillAppear(animated)
  }

  func performViewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }

  override func viewIsAppearing(_ animated: Bool) {
    guard let controller else { return super.viewIsAppearing(animated) }
    controller.viewIsAppearing(animated)
  }

  func performViewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }

  override func viewDidAppear(_ animated: Bool) {
    guard let controller else { return super.viewDidAppear(animated) }
    controller.viewDidAppear(animated)
  }

  func performViewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }

  override func viewWillDisappear(_ animated: Bool) {
    guard let controller else { return super.viewWillDisappear(animated) }
    controller.viewWillDisappear(animated)
  }

  func performViewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }

  override func viewDidDisappear(_ animated: Bool) {
    guard let controller else { return super.viewDidDisappear(animated) }
    controller.viewDidDisappear(animated)
  }

  func performViewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }

  override func viewWillLayoutSubviews() { controller?.viewWillLayoutSubviews() }

  override func viewDidLayoutSubviews() { controller?.viewDidLayoutSubviews() }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    controller?.shouldAutomaticallyForwardAppearanceMethods ?? true
  }

  override var isModalInPresentation: Bool {
    get { controller?.isModalInPresentation ?? false }
    set { controller?.isModalInPresentation = newValue }
  }
}
