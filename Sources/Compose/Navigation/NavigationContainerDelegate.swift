/// Told what a ``NavigationContainer`` shows and what leaves it.
///
/// Every method has an empty default implementation. The container keeps its delegate weakly.
/// A flow (``Flow``) is the usual delegate: it releases what it created for a component when that
/// component leaves, whatever the path (contract §5).
@MainActor
public protocol NavigationContainerDelegate: AnyObject {
  /// Called when an operation starts, before any of its appearance callbacks, with the component
  /// that will be on top: where a container's adapter sets up what the callbacks read (the UIKit
  /// facade's transition coordinator). UIKit has no delegate counterpart.
  ///
  /// - Parameters:
  ///   - container: The navigation container.
  ///   - component: The component that will be on top.
  ///   - animated: Whether the operation is animated.
  func navigationContainer(
    _ container: NavigationContainer, beginsShowing component: Component, animated: Bool)

  /// Called after the new top's `viewWillAppear` (and so after the old top's
  /// `viewWillDisappear` and, in a push, the new top's `viewDidLoad`), as UIKit calls
  /// `navigationController(_:willShow:animated:)` (contract §5). When nothing appears (the
  /// container not visible) it comes at the same point of the operation, after the views are
  /// swapped.
  ///
  /// - Parameters:
  ///   - container: The navigation container.
  ///   - component: The component that will be on top.
  ///   - animated: Whether the operation is animated.
  func navigationContainer(
    _ container: NavigationContainer, willShow component: Component, animated: Bool)

  /// Called when an operation has completed (after its `did*` callbacks, so after the new top's
  /// `viewDidAppear`, and the leave reports), with the component now on top.
  ///
  /// - Parameters:
  ///   - container: The navigation container.
  ///   - component: The component on top.
  ///   - animated: Whether the operation was animated.
  func navigationContainer(
    _ container: NavigationContainer, didShow component: Component, animated: Bool)

  /// Called once for every component that stops being on top or leaves the stack, when the
  /// operation has completed (after its `didMove(toParent: nil)`), with the reason. A component
  /// removed directly (not by an operation of the container: ``Component/removeFromParent()`` or
  /// ``Component/unembed()`` from a hook, say) is reported at once, as ``LeaveReason/removed``;
  /// one that an operation in flight was removing anyway is reported once, by that operation.
  ///
  /// - Parameters:
  ///   - container: The navigation container.
  ///   - component: The component that left.
  ///   - reason: Why; ``LeaveReason/push`` means it is covered and still in the stack.
  func navigationContainer(
    _ container: NavigationContainer, didLeave component: Component, reason: LeaveReason)

  /// Called when an interactive pop is cancelled: `component` stays on top.
  ///
  /// - Parameters:
  ///   - container: The navigation container.
  ///   - component: The component the gesture tried to pop.
  func navigationContainer(
    _ container: NavigationContainer, didCancelInteractivePopOf component: Component)
}

extension NavigationContainerDelegate {
  /// Does nothing.
  public func navigationContainer(
    _ container: NavigationContainer, beginsShowing component: Component, animated: Bool
  ) {}
  /// Does nothing.
  public func navigationContainer(
    _ container: NavigationContainer, willShow component: Component, animated: Bool
  ) {}
  /// Does nothing.
  public func navigationContainer(
    _ container: NavigationContainer, didShow component: Component, animated: Bool
  ) {}
  /// Does nothing.
  public func navigationContainer(
    _ container: NavigationContainer, didLeave component: Component, reason: LeaveReason
  ) {}
  /// Does nothing.
  public func navigationContainer(
    _ container: NavigationContainer, didCancelInteractivePopOf component: Component
  ) {}
}
