import Compose
import Foundation

/// A stack of view controllers, the top one visible: UIKit's `UINavigationController` over
/// Compose's `NavigationContainer`. Open for subclassing, as in UIKit.
///
/// ``pushViewController(_:animated:)``, ``popViewController(animated:)``,
/// ``popToViewController(_:animated:)``, ``popToRootViewController(animated:)`` and
/// ``setViewControllers(_:animated:)`` have the orders of contract §5; animated ones run on the
/// window's clock (350 ms), and one requested while another is in flight runs after it. The
/// ``delegate`` hears `willShow` after the new top's `viewWillAppear` and `didShow` after its
/// `viewDidAppear` (contract §5). ``viewControllers`` and ``topViewController`` hold the new stack
/// before the operation's callbacks run: in a pop, the popped view controller is no longer in
/// ``viewControllers`` during its `viewWillDisappear`.
///
/// ```text
/// push A → B:  B.willMove(toParent: nav), B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear,
///              B.viewIsAppearing, … A.viewDidDisappear, B.viewDidAppear, B.didMove(toParent: nav)
/// ```
///
/// Unlike UIKit, `setViewControllers(_:animated:)` sends containment callbacks to every view
/// controller that enters or leaves (contract §5).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  private let delegateAdapter = NavigationDelegateAdapter()

  /// Storage of ``interactivePopGestureRecognizer``.
  let popGestureRecognizer = UIScreenEdgePanGestureRecognizer()

  /// The navigation bar. Not in the view hierarchy; its ``UINavigationBar/items`` are the
  /// navigation items of the stack's view controllers (``UINavigationBar/topItem`` the top
  /// one's), and its other properties are stored.
  public private(set) lazy var navigationBar: UINavigationBar = {
    let bar = UINavigationBar()
    bar.navigationController = self
    return bar
  }()

  /// Whether the navigation bar is hidden. Stored only.
  open var isNavigationBarHidden = false

  /// Hides or shows the navigation bar. Stored only.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Ignored.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// The toolbar at the bottom (UIKit's `toolbar`). Inert: stored properties only, not in the
  /// view hierarchy.
  public let toolbar: UIToolbar! = UIToolbar()

  /// Whether the toolbar is hidden (UIKit's `isToolbarHidden`): hidden unless shown. Stored only.
  open var isToolbarHidden = true

  /// Hides or shows the toolbar (UIKit's `setToolbarHidden(_:animated:)`). Stored only.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Ignored.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// Told what the navigation controller shows. Weak.
  open weak var delegate: (any UINavigationControllerDelegate)? {
    get { delegateAdapter.delegate }
    set { delegateAdapter.delegate = newValue }
  }

  /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
  ///
  /// - Parameter rootViewController: The first view controller.
  /// As in UIKit ("initializing the receiver and pushing a root view controller onto the
  /// navigation stack"), the root goes through ``pushViewController(_:animated:)``, unanimated: a
  /// subclass's override sees it. ``viewControllers`` and ``topViewController`` hold it from here
  /// on.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    connectDelegate()
    pushViewController(rootViewController, animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored (no nibs).
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    connectDelegate()
  }

  override class func makeComponent() -> Component { NavigationContainer() }

  /// Creates a navigation controller from an archive: as from an empty one, with an empty stack
  /// (no archives are read; see ``UIViewController/init(coder:)``).
  ///
  /// - Parameter aDecoder: The archive; nothing is decoded.
  public required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    connectDelegate()
  }

  private func connectDelegate() {
    delegateAdapter.navigationController = self
    navigation.delegate = delegateAdapter
    popGestureRecognizer.edges = .left
  }

  /// Runs `body` (which starts a swipe back) with the transition coordinator the engine's
  /// `willShow` makes marked interactive.
  func withInteractiveStart<Result>(_ body: () -> Result) -> Result {
    delegateAdapter.startsInteractive = true
    defer { delegateAdapter.startsInteractive = false }
    return body()
  }

  /// The engine container.
  var navigation: NavigationContainer {
    // Invariant: every navigation controller is made with a `NavigationContainer`
    // (`makeComponent`, which only this class overrides: it is internal, so no subclass outside
    // the module can), and `component` never changes. Debug builds check the cast.
    unsafeDowncast(component, to: NavigationContainer.self)
  }

  /// The view controllers of the stack, bottom first. Setting it is
  /// `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { navigation.stack.compactMap(UIViewController.facade(of:)) }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller on top of the stack.
  open var topViewController: UIViewController? {
    navigation.topComponent.flatMap(UIViewController.facade(of:))
  }

  /// The view controller shown: what the top one presents, if anything, or the top one.
  open var visibleViewController: UIViewController? {
    if let top = topViewController {
      return top.presentedViewController ?? top
    }
    return presentedViewController
  }

  /// Pushes `viewController` on top of the stack (contract §5). A view controller already in the
  /// stack or in use elsewhere is refused (reported to the window's observers).
  ///
  /// - Parameters:
  ///   - viewController: The view controller to push.
  ///   - animated: Whether to animate (on the window's clock).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    keepUntilRun([viewController], navigation.push(viewController.component, animated: animated))
  }

  /// Pops the top view controller (contract §5). A stack of one is left alone.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped view controller, or `nil` when nothing is popped.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    let before = viewControllers
    guard before.count > 1 else { return nil }
    let result = navigation.pop(animated: animated)
    return result.wasRefused ? nil : before.last
  }

  /// Pops the view controllers above `viewController`.
  ///
  /// - Parameters:
  ///   - viewController: The view controller to show; it must be in the stack.
  ///   - animated: Whether to animate.
  /// - Returns: The popped view controllers, or `nil` when `viewController` is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    let before = viewControllers
    guard let index = before.firstIndex(where: { $0 === viewController }) else {
      navigation.pop(to: viewController.component, animated: animated)  // reports the misuse
      return nil
    }
    let result = navigation.pop(to: viewController.component, animated: animated)
    return result.wasRefused ? nil : Array(before[(index + 1)...])
  }

  /// Pops every view controller above the bottom one.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped view controllers.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    let before = viewControllers
    let result = navigation.popToRoot(animated: animated)
    return result.wasRefused ? nil : Array(before.dropFirst())
  }

  /// Replaces the stack (contract §5): containment callbacks to every view controller that enters
  /// or leaves, appearance callbacks to the old and new top.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom first.
  ///   - animated: Whether to animate.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    keepUntilRun(
      viewControllers, navigation.setStack(viewControllers.map(\.component), animated: animated))
  }

  /// Keeps the facades of a queued operation alive until it has run: the engine's queue holds
  /// only their components, and this navigation controller keeps a facade from its
  /// `willMove(toParent:)` on. The queue runs in order, so the operation queued behind it runs
  /// once that one has completed.
  private func keepUntilRun(_ controllers: [UIViewController], _ result: OperationResult) {
    guard result == .queued else { return }
    navigation.enqueueTransition { complete in
      withExtendedLifetime(controllers) {}
      complete()
    }
  }
}

/// Forwards the engine container's delegate calls to the UIKit-named delegate.
@preconcurrency @MainActor
private final class NavigationDelegateAdapter: NavigationContainerDelegate {
  weak var navigationController: UINavigationController?
  weak var delegate: (any UINavigationControllerDelegate)?
  /// Whether the transition starting now is a swipe back.
  var startsInteractive = false
  /// The coordinator of the transition in flight, until its end.
  var coordinator: TransitionCoordinator?

  func navigationContainer(
    _ container: NavigationContainer, beginsShowing component: Component, animated: Bool
  ) {
    guard animated, let navigationController, let shown = UIViewController.facade(of: component)
    else { return }
    // Before the appearance callbacks, which read `transitionCoordinator`.
    beginCoordinator(in: navigationController, showing: shown)
  }

  func navigationContainer(
    _ container: NavigationContainer, willShow component: Component, animated: Bool
  ) {
    guard let navigationController, let shown = UIViewController.facade(of: component) else {
      return
    }
    delegate?.navigationController(navigationController, willShow: shown, animated: animated)
  }

  func navigationContainer(
    _ container: NavigationContainer, didShow component: Component, animated: Bool
  ) {
    guard let navigationController, let shown = UIViewController.facade(of: component) else {
      return
    }
    delegate?.navigationController(navigationController, didShow: shown, animated: animated)
    endCoordinator(cancelled: false)
  }

  func navigationContainer(
    _ container: NavigationContainer, didCancelInteractivePopOf component: Component
  ) {
    endCoordinator(cancelled: true)
  }

  func navigationContainer(
    _ container: NavigationContainer, didLeave component: Component, reason: LeaveReason
  ) {
    // A top that another parent took during a swipe back: the swipe ends with neither `didShow`
    // nor a cancellation, and its coordinator ends here (cancelled: nothing was popped).
    guard reason == .removed, let coordinator, coordinator.initiallyInteractive else { return }
    endCoordinator(cancelled: true)
  }

  private func endCoordinator(cancelled: Bool) {
    let ending = coordinator
    coordinator = nil
    ending?.end(cancelled: cancelled)
  }

  /// Makes the coordinator of the transition to `shown`: from the view controller whose view is
  /// on screen in the navigation controller's view.
  private func beginCoordinator(
    in navigationController: UINavigationController, showing shown: UIViewController
  ) {
    endCoordinator(cancelled: false)
    let stage = navigationController.viewIfLoaded
    let from = navigationController.children.first {
      $0 !== shown && stage != nil && $0.viewIfLoaded?.superview === stage
    }
    coordinator = TransitionCoordinator(
      from: from, to: shown, container: navigationController, presentationStyle: .none,
      interactive: startsInteractive)
  }
}
