import Compose

/// The engine container behind a ``UIPageViewController``: forwards the engine's hooks to the
/// facade (see ``ControllerBridging``) and keeps the pages shown, a custom container built from
/// the engine's public pieces (CustomContainers.md): the facade's operations swap pages with a
/// `ChildSwap` or an interactive transition on the transition queue.
///
/// The pages are children whose views are in this component's view. A page set before the view
/// loads is placed when it loads (hence ``placesChildViewsOnDemand``, as for the unselected tabs);
/// a page that leaves by any path stops being a page (``childDidLeave(_:at:)``).
@MainActor
final class PageBridge: Component, ControllerBridging {
  let link = ControllerLink()

  /// The pages shown, in order: children of this component (strong through ``children`` too).
  var pages: [Component] = []

  /// `true`: a page set before the view loads is placed when it loads, and a swiped-away page's
  /// view leaves before the page does.
  override var placesChildViewsOnDemand: Bool { true }

  /// A page that left by any path (its own `removeFromParent()`, `addChild` on another parent)
  /// is no longer a page; its view leaves this component's view if it is still there.
  override func childDidLeave(_ child: Component, at index: Int) {
    guard child.parent !== self, pages.contains(where: { $0 === child }) else { return }
    pages.removeAll { $0 === child }
    if let stage = viewIfLoaded, let view = child.viewIfLoaded, view.superview === stage {
      view.removeFromSuperview()
    }
  }

  override func loadView() {
    guard let controller else { return super.loadView() }
    controller.loadView()
    if controller.viewIfLoaded == nil { controller.view = UIView(frame: .zero) }
  }

  override func viewDidLoad() {
    // The engine's part first (the pages set before the view loaded are placed), so that a
    // subclass's `viewDidLoad` finds it done whether or not it calls `super`.
    super.viewDidLoad()
    if let stage = viewIfLoaded {
      for page in pages where page.parent === self && page.viewIfLoaded?.superview == nil {
        stage.addSubview(page.view)
      }
    }
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
