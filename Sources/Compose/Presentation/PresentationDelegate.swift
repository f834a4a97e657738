/// Told when a presented component leaves the screen, by any path.
///
/// Set it on the presented component (``Component/presentationDelegate``); it is kept weakly.
public protocol PresentationDelegate: AnyObject {
  /// Called when `component`'s dismissal has completed (after its `viewDidDisappear`), with the
  /// reason: ``LeaveReason/dismiss``, ``LeaveReason/interactiveDismiss`` or
  /// ``LeaveReason/presenterDismissed``.
  ///
  /// - Parameters:
  ///   - component: The component that was presented.
  ///   - reason: How it left.
  func presentationDidDismiss(_ component: Component, reason: LeaveReason)

  /// Called when an interactive dismiss of `component` was cancelled: it stays presented.
  /// The default implementation does nothing.
  ///
  /// - Parameter component: The presented component.
  func presentationDidCancelInteractiveDismiss(_ component: Component)
}

extension PresentationDelegate {
  /// Does nothing.
  public func presentationDidCancelInteractiveDismiss(_ component: Component) {}
}
