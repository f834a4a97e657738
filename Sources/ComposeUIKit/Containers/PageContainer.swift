import Compose

/// The engine container behind a ``UIPageViewController``: keeps the pages shown, a custom
/// container built from the engine's public pieces (CustomContainers.md): the facade's
/// operations swap pages with a `ChildSwap` or an interactive transition on the transition
/// queue. Its hooks reach the facade through the ``ControllerLink`` every facade attaches; this
/// subclass adds only what a container must override (``childDidLeave(_:at:)``,
/// ``placesChildViewsOnDemand``, placing the pages when the view loads).
///
/// The pages are children whose views are in this component's view. A page set before the view
/// loads is placed when it loads (hence ``placesChildViewsOnDemand``, as for the unselected tabs);
/// a page that leaves by any path stops being a page (``childDidLeave(_:at:)``).
@preconcurrency @MainActor
final class PageContainer: Component {
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

  /// The pages set before the view loaded are placed (before the controller's `viewDidLoad`,
  /// which the link calls after this).
  override func viewDidLoad() {
    super.viewDidLoad()
    guard let stage = viewIfLoaded else { return }
    for page in pages where page.parent === self && page.viewIfLoaded?.superview == nil {
      stage.addSubview(page.view)
    }
  }
}
