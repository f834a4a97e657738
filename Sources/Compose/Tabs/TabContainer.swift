/// Tabs, one selected and visible: Compose's `UITabBarController`.
///
/// Every tab is a child (``Component/children``, in tab order); only the selected tab's view is in
/// the container's view, so only its subtree is appeared. Selecting another tab swaps them with
/// the order of contract §5:
///
/// ```text
/// T2.viewWillAppear (then at once the viewWillAppear of every component inside T2, parent
/// before child), T1.viewWillDisappear (and its descendants'), T2.viewIsAppearing (and its
/// descendants'), T1.viewDidDisappear, T2.viewDidAppear (descendants after their parents)
/// ```
///
/// UIKit switches tabs with `transition(from:to:)`, which forwards `viewWillAppear` down the new
/// tab at once; `viewIsAppearing` comes once the view is in the hierarchy, after the old tab's
/// `viewWillDisappear` (contract §4). A tab switch is never animated, and, like every container
/// operation, one requested while another is in flight waits for it (contract §4).
///
/// The selection follows the tabs: a tab that leaves the container by any path
/// (``Component/removeFromParent()``, or ``Component/addChild(_:)`` on another parent, contract
/// §1.1) is no longer a tab. When it was the selected one, its view leaves the container's view if
/// it is still there, and the tab that takes its index (or the last tab) is selected and placed,
/// appearing without animation if the container is appeared; with no tab left nothing is selected.
/// ``selectedIndex`` and ``selectedTab`` are derived from ``Component/children``, so they never
/// point past the tabs.
///
/// ```swift
/// let tabs = TabContainer(tabs: [feed, profile])
/// window.rootComponent = tabs
/// tabs.select(1)  // profile appears, feed disappears
/// ```
@MainActor
open class TabContainer: Component {
  /// The selected tab, if it is still a child. Strong through ``Component/children`` only.
  private weak var selected: Component?
  /// Whether ``selectedTab`` was selected at once and its view waits to be placed, once the
  /// transition in flight has ended.
  private var awaitsShow = false

  /// The index of the selected tab in ``tabs``, or `nil` when nothing is selected (there is no
  /// tab). Always a valid index of ``tabs`` when not `nil`.
  public var selectedIndex: Int? {
    guard let selected else { return nil }
    return children.firstIndex { $0 === selected }
  }

  /// Creates a tab container.
  ///
  /// Each tab gets `willMove(toParent:)` then `didMove(toParent:)` now; the selected tab's view is
  /// placed when the container's view loads. Tabs in use elsewhere (another parent, a window's
  /// root, presented) or named twice are skipped, with ``Diagnostic/Code/componentInUse`` or
  /// ``Diagnostic/Code/duplicateComponent`` reported on them.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order.
  ///   - selectedIndex: The tab shown first; clamped into the tabs.
  ///   - traceName: The name shown in events and renders; `nil` uses the type name.
  public init(tabs: [Component], selectedIndex: Int = 0, traceName: String? = nil) {
    super.init(traceName: traceName)
    for tab in tabs {
      if tab.parent === self {
        tab.report(.duplicateComponent, "\(tab.pathSegment) is named twice")
      } else if let use = tab.use(elsewhereThan: self) {
        tab.report(.componentInUse, use.describe(tab))
      } else {
        addChild(tab)
        tab.didMove(toParent: self)
      }
    }
    if !children.isEmpty { selected = children[min(max(selectedIndex, 0), children.count - 1)] }
  }

  /// The tabs, in order: the container's ``Component/children``.
  public var tabs: [Component] { children }

  /// The selected tab, or `nil` when nothing is selected.
  public var selectedTab: Component? { selectedIndex.map { children[$0] } }

  /// `true`: only the selected tab's view is placed.
  open override var placesChildViewsOnDemand: Bool { true }

  /// Places the selected tab's view. Calls `super` first.
  open override func viewDidLoad() {
    super.viewDidLoad()
    awaitsShow = false
    if let tab = selectedTab { view.addSubview(tab.view) }
  }

  /// Selects the tab at `index`, with the switch order of contract §5 when the container is
  /// appeared (and no callback when it is not: the views are swapped only). Selecting the selected
  /// tab does nothing.
  ///
  /// With nothing selected (no tab yet, or the selected one left), a valid `index` is selected at
  /// once, as UIKit's `setViewControllers(_:animated:)` selects before it returns: ``selectedIndex``
  /// answers it even while a transition of the tree is in flight; its view is placed (with its
  /// appearance) when that transition has ended.
  ///
  /// Refused with nothing changed when `index` is outside the tabs
  /// (``Diagnostic/Code/tabIndexOutOfRange``), checked when the switch runs. Called from a tab's
  /// hook during a switch (its `viewWillAppear`, say), it runs once that switch has ended
  /// (see <doc:Reentrancy>).
  ///
  /// - Parameter index: The tab to show.
  /// - Returns: ``OperationResult/ran`` if it ran now, ``OperationResult/queued`` if it waits for
  ///   the switch in flight, or ``OperationResult/refused(_:)`` with the diagnostic of the
  ///   rejected misuse (a queued switch refused when its turn comes reports to the window's
  ///   observers instead).
  @discardableResult
  public func select(_ index: Int) -> OperationResult {
    if selected == nil, children.indices.contains(index) {
      selected = children[index]
      awaitsShow = true
    }
    var immediate: Diagnostic?
    var started = false
    enqueueTransition { [weak self] complete in
      started = true
      guard let self else { return complete() }
      guard self.children.indices.contains(index) else {
        immediate = self.report(
          .tabIndexOutOfRange, "tab \(index) of \(self.children.count) tab(s)")
        return complete()
      }
      self.switchTab(to: index)
      complete()
    }
    return OperationResult(started: started, refusal: immediate)
  }

  /// The selected tab left (contract §1.1): its view leaves the stage if it is still there, and
  /// the tab now at its index (or the last one) is selected at once; its view is placed once the
  /// transition in flight (if any) is over.
  public override func childDidLeave(_ child: Component, at index: Int) {
    guard child === selected, child.parent !== self else { return }
    selected = children.isEmpty ? nil : children[min(index, children.count - 1)]
    awaitsShow = selected != nil
    if let stage = viewIfLoaded, let view = child.viewIfLoaded, view.superview === stage {
      view.removeFromSuperview()
    }
    enqueueTransition { [weak self] complete in
      guard let self, self.awaitsShow, let index = self.selectedIndex else { return complete() }
      self.switchTab(to: index)
      complete()
    }
  }

  private func switchTab(to index: Int) {
    // A selection made at once whose view waits to be placed has nothing to leave the stage.
    let old = awaitsShow ? nil : selectedTab
    awaitsShow = false
    let new = children[index]
    selected = new
    guard old !== new, let stage = viewIfLoaded else { return }
    // Contract §5: the new tab appears before the old one disappears; unanimated, so it ends now.
    // The switch checked its index when its turn came; the swap runs as staged.
    let swap = ChildSwap(
      in: self, from: old, to: new, stage: stage, animated: false,
      style: ChildSwap.Style(appearsFirst: true), checksChildren: false)
    swap.begin()
    // The turn's layout comes before the switch ends, as UIKit prints it (contract §4).
    layOutBeforeAppearanceEnds()
    swap.finish()
  }
}
