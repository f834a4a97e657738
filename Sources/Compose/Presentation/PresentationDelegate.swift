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

/// Told about the user's attempts to swipe a presented sheet down: Compose's
/// `UIAdaptivePresentationControllerDelegate`, with its four dismissal methods (contract §5).
///
/// Compose has no presentation controller object: the argument of each method is the presented
/// component (the one ``Component/beginInteractiveDismiss()`` dismisses, which the delegate is set
/// on), where UIKit passes its `presentationController`. Set it on the component you present
/// (``Component/presentationControllerDelegate``); it is kept weakly. Every method has a default.
///
/// Only an interactive dismissal (``Component/beginInteractiveDismiss()``) calls these methods; a
/// programmatic ``Component/dismiss(animated:duration:completion:)`` calls none of them, as in
/// UIKit. A swipe that is allowed runs:
///
/// ```text
/// presentationControllerShouldDismiss(M) -> true, presentationControllerWillDismiss(M),
/// M.viewWillDisappear, … finish: M.viewDidDisappear,
/// PresentationDelegate.presentationDidDismiss(M, .interactiveDismiss),
/// presentationControllerDidDismiss(M)
/// ```
///
/// A cancelled swipe calls no `presentationControllerDidDismiss(_:)`. A swipe refused (by
/// ``presentationControllerShouldDismiss(_:)`` or ``Component/isModalInPresentation``) calls only
/// ``presentationControllerDidAttemptToDismiss(_:)``. The methods run inside the dismissal
/// operation: a presentation or dismissal requested from them (an alert asking to discard changes,
/// say) is queued and runs once the swipe is refused or has ended.
///
/// The four methods apply to any interactive dismissal; in UIKit only sheets
/// (``PresentationStyle/isSheet``) can be swiped down.
@MainActor
public protocol AdaptivePresentationDelegate: AnyObject {
  /// Asked when the user starts to swipe `component` down, unless it is
  /// ``Component/isModalInPresentation``; return `false` to keep it presented. The default
  /// returns `true`.
  ///
  /// - Parameter component: The presented component.
  /// - Returns: Whether the swipe may dismiss it.
  func presentationControllerShouldDismiss(_ component: Component) -> Bool

  /// Called when an allowed swipe begins, before `component`'s `viewWillDisappear`. The default
  /// does nothing.
  ///
  /// - Parameter component: The presented component.
  func presentationControllerWillDismiss(_ component: Component)

  /// Called when a swipe has dismissed `component`, after its `viewDidDisappear` and after its
  /// ``PresentationDelegate`` was told. Not called when the swipe is cancelled. The default does
  /// nothing.
  ///
  /// - Parameter component: The component that was presented.
  func presentationControllerDidDismiss(_ component: Component)

  /// Called when a swipe was refused (``presentationControllerShouldDismiss(_:)`` returned
  /// `false`, or ``Component/isModalInPresentation``): nothing was dismissed and no appearance
  /// callback ran. The default does nothing.
  ///
  /// - Parameter component: The presented component.
  func presentationControllerDidAttemptToDismiss(_ component: Component)
}

extension AdaptivePresentationDelegate {
  /// Returns `true`.
  public func presentationControllerShouldDismiss(_ component: Component) -> Bool { true }

  /// Does nothing.
  public func presentationControllerWillDismiss(_ component: Component) {}

  /// Does nothing.
  public func presentationControllerDidDismiss(_ component: Component) {}

  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ component: Component) {}
}
