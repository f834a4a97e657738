extension Component {
  /// Starts an interactive dismiss (a swipe down) of what this component's context presents, or of
  /// the context itself, as ``dismiss(animated:duration:completion:)`` would choose (contract §4).
  ///
  /// The start is a dismissal's `will*` half, animated: `M.viewWillDisappear`, then (full screen)
  /// the presenter's view back in the window, `A.viewWillAppear`, `A.viewIsAppearing`. Then:
  ///
  /// ```text
  /// finish:  A.viewDidAppear, M view removed, M.viewDidDisappear,
  ///          delegate presentationDidDismiss(M, .interactiveDismiss)
  /// cancel:  M.viewWillAppear, M.viewIsAppearing, A.viewWillDisappear, A view removed,
  ///          A.viewDidDisappear, M.viewDidAppear,
  ///          delegate presentationDidCancelInteractiveDismiss(M)
  /// ```
  ///
  /// Until it ends, it is the window's presentation operation in flight (others queue behind it).
  /// Refused (returning `nil`, the diagnostic going to the window's observers): nothing presented
  /// (``Diagnostic/Code/nothingToDismiss``), another operation in flight on the chain
  /// (``Diagnostic/Code/transitionInFlight``).
  ///
  /// The presented component M's ``presentationControllerDelegate`` (an
  /// ``AdaptivePresentationDelegate``) is consulted first, as UIKit consults
  /// `UIAdaptivePresentationControllerDelegate` when a sheet is swiped down: if M (or one of its
  /// appeared descendants) is ``isModalInPresentation``, or
  /// ``AdaptivePresentationDelegate/presentationControllerShouldDismiss(_:)`` returns `false`, the
  /// swipe is refused: nothing is dismissed, no appearance callback runs, no diagnostic is
  /// reported, ``AdaptivePresentationDelegate/presentationControllerDidAttemptToDismiss(_:)`` is
  /// called and this returns `nil` (UIKit lets the sheet bounce back; Compose has no gesture to
  /// follow, so the attempt ends at once). Otherwise
  /// ``AdaptivePresentationDelegate/presentationControllerWillDismiss(_:)`` is called before
  /// `M.viewWillDisappear`, and ``AdaptivePresentationDelegate/presentationControllerDidDismiss(_:)``
  /// after a finish (after the ``PresentationDelegate``), never after a cancel.
  ///
  /// - Returns: The interaction to update and finish or cancel (``InteractionStart/began(_:)``),
  ///   ``InteractionStart/declined`` when the sheet refused to be swiped away, or the refusal.
  public final func beginInteractiveDismiss() -> InteractionStart<InteractiveDismissal> {
    if let diagnostic = checkDismiss() { return .refused(diagnostic) }
    let owner = presentationQueueOwner
    if owner.isTransitionInFlight {
      return .refused(
        report(.transitionInFlight, "an interactive dismiss cannot wait for another operation"))
    }
    var interaction: InteractiveDismissal?
    var declined = false
    owner.enqueueTransition { [weak self] complete in
      guard let self, let dismissal = self.makeDismissal(animated: true) else { return complete() }
      let target = dismissal.chain[0]
      let delegate = target.presentationControllerDelegate
      if target.refusesInteractiveDismissal
        || delegate?.presentationControllerShouldDismiss(target) == false
      {
        declined = true
        delegate?.presentationControllerDidAttemptToDismiss(target)
        return complete()
      }
      delegate?.presentationControllerWillDismiss(target)
      let started = InteractiveDismissal(
        dismissal: dismissal, clockOwner: owner, complete: complete)
      interaction = started
      owner.transitionQueue?.interaction = started
      dismissal.start()
    }
    if let interaction { return .began(interaction) }
    if declined { return .declined }
    // The queue ran the operation at once (nothing was in flight): only a dismissal with nothing
    // left to dismiss by then ends here.
    return .refused(report(.nothingToDismiss, "nothing is left to dismiss"))
  }

  /// Whether this presented component, or one of its appeared descendants (the top of a presented
  /// navigation container, say), is ``isModalInPresentation``.
  var refusesInteractiveDismissal: Bool {
    if isModalInPresentation { return true }
    return children.contains { child in
      child.appearanceState != .disappeared && child.refusesInteractiveDismissal
    }
  }
}

/// A dismissal driven by a gesture: started with ``Component/beginInteractiveDismiss()``, updated,
/// then finished or cancelled (contract §4). Cancelling restores the previous appearance with
/// balanced callbacks and is reported to the presented component's ``PresentationDelegate``.
/// Releasing it while interacting cancels it. Once it has ended it holds no component: a caller
/// that keeps it (a gesture recogniser's target, say) does not keep the dismissed component alive.
@MainActor
public final class InteractiveDismissal {
  /// Where the interaction is (the states of ``InteractiveTransition``).
  public var state: InteractiveTransition.State { interaction.state }
  /// The last progress given to ``update(_:)``, between 0 and 1.
  public var progress: Double { interaction.progress }

  private var interaction = InteractionProgress()

  /// The dismissal until the interaction ends; then `nil`, so that nothing dismissed is kept.
  private var dismissal: Dismissal?
  private weak var target: Component?
  private weak var presenter: Component?
  private weak var clockOwner: Component?
  private let complete: @MainActor () -> Void

  init(dismissal: Dismissal, clockOwner: Component, complete: @escaping @MainActor () -> Void) {
    self.dismissal = dismissal
    self.target = dismissal.chain[0]
    self.presenter = dismissal.presenter
    self.clockOwner = clockOwner
    self.complete = complete
  }

  isolated deinit {
    if state == .interacting { cancel() }
  }

  /// The component being dismissed; `nil` once the dismissal has ended and nothing else holds it
  /// (the interaction keeps no component after its end).
  public var component: Component? { target }

  /// Moves the interaction to `progress` (clamped to 0...1). No callback runs.
  ///
  /// - Parameter progress: How far the gesture has gone, from 0 to 1.
  public func update(_ progress: Double) {
    interaction.update(progress)
  }

  /// Completes the dismissal after `delay` on the window's clock (at once when zero).
  ///
  /// - Parameter delay: The remaining animation.
  /// - Returns: `nil`, or ``Diagnostic/Code/interactiveTransitionEnded`` if it already ended.
  @discardableResult
  public func finish(after delay: Duration = .zero) -> Diagnostic? {
    guard interaction.beginEnding(finishing: true) else { return ended("finish") }
    InteractionProgress.run(on: clockOwner, after: delay) { [self] in
      if let dismissal {
        dismissal.finish(reason: .interactiveDismiss)
        let target = dismissal.chain[0]
        target.presentationControllerDelegate?.presentationControllerDidDismiss(target)
      }
      dismissal = nil
      interaction.ended()
      complete()
    }
    return nil
  }

  /// Cancels the dismissal: the `will*` callbacks back at once, the `did*` ones after `delay` on
  /// the window's clock (at once when zero); the component stays presented.
  ///
  /// - Parameter delay: The remaining animation back.
  /// - Returns: `nil`, or ``Diagnostic/Code/interactiveTransitionEnded`` if it already ended.
  @discardableResult
  public func cancel(after delay: Duration = .zero) -> Diagnostic? {
    guard interaction.beginEnding(finishing: false) else { return ended("cancel") }
    let end = dismissal?.cancel()
    InteractionProgress.run(on: clockOwner, after: delay) { [self] in
      end?()
      dismissal = nil
      interaction.ended()
      complete()
    }
    return nil
  }

  private func ended(_ verb: String) -> Diagnostic {
    let message = "\(verb)() on an interactive dismiss that is \(state.rawValue)"
    guard let presenter else {
      return Diagnostic(code: .interactiveTransitionEnded, path: "(released)", message: message)
    }
    return presenter.report(.interactiveTransitionEnded, message)
  }
}
