import Compose
import Foundation

/// View controllers shown one at a time, by tab: UIKit's `UITabBarController` over
/// Compose's `TabContainer`. Open for subclassing, as in UIKit.
///
/// Switching from T1 to T2 while the tab bar controller is appeared runs contract §5's order:
/// `T2.viewWillAppear` and at once that of every view controller inside T2 (a navigation
/// controller's top, parent before child), `T1.viewWillDisappear` (and its descendants'),
/// `viewIsAppearing` (T2 and its descendants), `T1.viewDidDisappear`, `T2.viewDidAppear`.
/// Setting ``selectedIndex`` or ``selectedViewController`` does not ask or tell the
/// ``delegate``, as in UIKit; ``composeSelectTab(at:)`` stands for the user's tap, which does.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The tab bar. Not in the view hierarchy; its ``UITabBar/items`` and
  /// ``UITabBar/selectedItem`` are the tabs' items, its delegate this controller.
  public private(set) lazy var tabBar: UITabBar = {
    let bar = UITabBar()
    bar.tabBarController = self
    return bar
  }()

  /// Asked and told about the user's tab selections. Weak.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// Storage of ``moreNavigationController``, made at its first read.
  private var moreNavigation: UINavigationController?

  /// The navigation controller of the More tab (UIKit's `moreNavigationController`): always
  /// there, even without a More tab, and never among ``viewControllers``, as Apple documents.
  /// Its root is the More list, titled "More", whose entries are
  /// ``composeMoreListViewControllers`` (the view controllers from the fifth on, when there are
  /// more than five). Not modelled: the More tab shown in the tab bar and selected, a listed view
  /// controller pushed onto it when chosen (selecting one selects it as a tab), and editing the
  /// tabs.
  open var moreNavigationController: UINavigationController {
    if let moreNavigation { return moreNavigation }
    let made = makeMoreNavigationController()
    moreNavigation = made
    return made
  }

  /// The view controllers the user may rearrange in the More list's editor (UIKit's
  /// `customizableViewControllers`). Stored only: there is no editor.
  open var customizableViewControllers: [UIViewController]?

  override class func makeComponent() -> Component { TabContainer(tabs: []) }

  /// Called when the user taps `item` in ``tabBar`` (UIKit's `UITabBarDelegate` method, which
  /// the tab bar controller implements), before the tab is selected: ``composeSelectTab(at:)``
  /// calls it. Override it to react to taps (an icon's bounce); the base implementation does
  /// nothing, the selection follows whether or not an override calls `super`.
  ///
  /// - Parameters:
  ///   - tabBar: The tab bar.
  ///   - item: The tapped tab's item.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  /// The engine container.
  var tabs: TabContainer {
    // Invariant: every tab bar controller is made with a `TabContainer` (`makeComponent`, which
    // only this class overrides: it is internal, so no subclass outside the module can), and
    // `component` never changes. Debug builds check the cast.
    unsafeDowncast(component, to: TabContainer.self)
  }

  /// The view controllers of the tabs, in order; `nil` when there is none. Setting it is
  /// `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get {
      let controllers = tabs.tabs.compactMap(UIViewController.facade(of:))
      return controllers.isEmpty ? nil : controllers
    }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs. View controllers that leave are removed (`willMove(toParent: nil)`,
  /// `didMove(toParent: nil)`); new ones are added (`willMove(toParent:)`, `didMove(toParent:)`).
  /// The selected view controller stays selected if it is still a tab; otherwise the tab at the
  /// selected index (or the last one) is. The selection is made before the call returns, also
  /// while a transition is in flight (a presentation, say): ``selectedIndex`` and
  /// ``selectedViewController`` answer it at once, and the tab's view is shown once that
  /// transition has ended. A view controller named twice is refused with nothing changed
  /// (`duplicateComponent`, reported to the window's observers; UIKit raises).
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs, in order.
  ///   - animated: Ignored: the tab bar is not drawn.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = (viewControllers ?? []).map(\.component)
    for (index, tab) in new.enumerated() where new[..<index].contains(where: { $0 === tab }) {
      tabs.report(.duplicateComponent, "\(tab.pathSegment) is named twice")
      return
    }
    let old = tabs.tabs
    guard !old.elementsEqual(new, by: ===) else { return }
    // The leaving tabs' facades live to the end: a removed tab's view leaves (and the tab
    // disappears) after its `didMove(toParent: nil)`, which lets this controller's keeper go.
    let leaving = self.viewControllers ?? []
    defer { withExtendedLifetime(leaving) {} }
    let previouslySelected = tabs.selectedTab
    let previousIndex = tabs.selectedIndex ?? 0
    // Keep the longest common prefix; remove the rest (in reverse), then add the new tail.
    var kept = 0
    while kept < old.count, kept < new.count, old[kept] === new[kept] { kept += 1 }
    for tab in old[kept...].reversed() {
      tab.willMove(toParent: nil)
      tab.removeFromParent()
    }
    for tab in new[kept...] {
      tabs.addChild(tab)
      if tab.parent === tabs { tab.didMove(toParent: tabs) }
    }
    let target =
      previouslySelected.flatMap { selected in tabs.tabs.firstIndex { $0 === selected } }
      ?? min(previousIndex, max(tabs.tabs.count - 1, 0))
    if !tabs.tabs.isEmpty, tabs.selectedIndex != target { tabs.select(target) }
  }

  /// The index of the selected tab; `NSNotFound` when there is no tab (UIKit documents
  /// `NSNotFound` for the More tab, which Compose does not model, so only an empty tab bar
  /// controller answers it). Setting an index outside
  /// the tabs does nothing (reported to the window's observers).
  open var selectedIndex: Int {
    get { tabs.selectedIndex ?? NSNotFound }
    set { tabs.select(newValue) }
  }

  /// The view controller of the selected tab. Setting a view controller that is not a tab does
  /// nothing.
  open var selectedViewController: UIViewController? {
    get { tabs.selectedTab.flatMap(UIViewController.facade(of:)) }
    set {
      guard let newValue, let index = tabs.tabs.firstIndex(where: { $0 === newValue.component })
      else { return }
      tabs.select(index)
    }
  }
}

extension UITabBarController {
  /// Selects the tab at `index` as the user's tap on it does: the bar tells this controller
  /// ``tabBar(_:didSelect:)``, then the delegate is asked `tabBarController(_:shouldSelect:)`,
  /// the tab is selected, and the delegate is told `tabBarController(_:didSelect:)`.
  /// UIKit has no counterpart (it has no headless tap).
  ///
  /// - Parameter index: The tab tapped.
  /// - Returns: Whether the tab was selected.
  @discardableResult
  public func composeSelectTab(at index: Int) -> Bool {
    let controllers = viewControllers ?? []
    guard controllers.indices.contains(index) else { return false }
    let tapped = controllers[index]
    // The engine's tabs may hold components with no facade; select the tapped one's own index.
    guard let engineIndex = tabs.tabs.firstIndex(where: { $0 === tapped.component }) else {
      return false
    }
    if let item = tapped.tabBarItem { tabBar(tabBar, didSelect: item) }
    if let delegate, !delegate.tabBarController(self, shouldSelect: tapped) { return false }
    tabs.select(engineIndex)
    delegate?.tabBarController(self, didSelect: tapped)
    return true
  }
}
