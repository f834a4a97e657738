/// Told when a presented component leaves the screen, by any path.
///
/// Set it on the presented component (``Component/presentationDelegate``); it is kept weakly.
@MainActor
public protocol PresentationDelegate: AnyObject {
  /// Called when `component`'s dismissal has completed (after its `viewDidDisappear`), with the
  /// reason: ``LeaveReason/dismiss``, ``LeaveReason/interactiveDismiss``,
  /// ``LeaveReason/presenterDismissed`` or ``LeaveReason/presenterReplaced``.
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

  /// Called when a presentation of `component` was refused because of its context (the presenter
  /// in no window, ``Diagnostic/Code/presentOutsideWindow``, or already presenting,
  /// ``Diagnostic/Code/alreadyPresenting``), when requested or when its queued turn came: it was
  /// never presented, and the presentation's `completion` is not called. A refusal because
  /// `component` itself is in use (``Diagnostic/Code/componentInUse``) is not reported here: it
  /// may be presented or contained elsewhere. The default implementation does nothing.
  ///
  /// - Parameters:
  ///   - component: The component that was to be presented.
  ///   - diagnostic: Why it was refused.
  func presentationWasRefused(_ component: Component, diagnostic: Diagnostic)
}

extension PresentationDelegate {
  /// Does nothing.
  public func presentationDidCancelInteractiveDismiss(_ component: Component) {}

  /// Does nothing.
  public func presentationWasRefused(_ component: Component, diagnostic: Diagnostic) {}
}
