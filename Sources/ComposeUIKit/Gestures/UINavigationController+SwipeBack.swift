import Compose

extension UINavigationController {
  /// The recognizer of the swipe back from the left edge (UIKit's
  /// `interactivePopGestureRecognizer`). Set its ``UIGestureRecognizer/isEnabled`` to `false`, or
  /// give it a ``UIGestureRecognizer/delegate`` whose `gestureRecognizerShouldBegin(_:)` answers
  /// `false`, and ``composeBeginSwipeBack()`` does not start.
  public var interactivePopGestureRecognizer: UIGestureRecognizer? { popGestureRecognizer }

  /// Starts the user's swipe back from the left edge, headlessly (Compose's stand-in for the
  /// touch): the gesture begins only if ``interactivePopGestureRecognizer`` is enabled, its
  /// delegate's `gestureRecognizerShouldBegin(_:)` (if any) answers `true`, and there is a view
  /// controller to go back to; then the top view controller starts its interactive pop
  /// (contract §4) with an interactive ``UIViewController/transitionCoordinator``.
  ///
  /// A gesture that does not begin is not a misuse: `nil`, nothing changed, as when UIKit's
  /// recognizer fails. The engine's refusals (another transition in flight, the views not on
  /// screen) are reported to the window's observers and also answer `nil`.
  ///
  /// - Returns: The swipe to update and finish or cancel, or `nil`.
  public func composeBeginSwipeBack() -> ComposeSwipeBack? {
    let recognizer = popGestureRecognizer
    guard viewControllers.count >= 2, recognizer.shouldBegin() else {
      recognizer.state = .failed
      recognizer.state = .possible
      return nil
    }
    let start = withInteractiveStart { navigation.beginInteractivePop() }
    guard let interaction = start.interaction else {
      recognizer.state = .possible
      return nil
    }
    recognizer.state = .began
    return ComposeSwipeBack(navigationController: self, interaction: interaction)
  }
}

/// A swipe back in progress (Compose's stand-in for the user's finger): move it with
/// ``update(_:)``, release it with ``finish(after:)`` or ``cancel(after:)``. Releasing ends the transition
/// coordinator's interaction (its `notifyWhenInteractionChanges(_:)` handlers run, with
/// `isCancelled` telling which), then the rest of the transition runs on the window's clock.
@preconcurrency @MainActor
public final class ComposeSwipeBack {
  private weak var navigationController: UINavigationController?
  private let interaction: InteractiveTransition
  private weak var coordinator: TransitionCoordinator?

  init(navigationController: UINavigationController, interaction: InteractiveTransition) {
    self.navigationController = navigationController
    self.interaction = interaction
    self.coordinator = navigationController.ownTransitionCoordinator
  }

  /// How far the finger has gone, from 0 to 1.
  public var progress: Double { interaction.progress }

  /// Moves the swipe to `progress` (clamped to 0...1). No callback runs.
  ///
  /// - Parameter progress: How far the finger has gone, from 0 to 1.
  public func update(_ progress: Double) {
    interaction.update(progress)
    coordinator?.update(interaction.progress)
    navigationController?.popGestureRecognizer.state = .changed
  }

  /// Releases the swipe past the point of no return: the pop completes after `delay` (contract
  /// §4). A swipe already released is reported, as the engine's.
  ///
  /// - Parameter delay: The rest of the animation.
  public func finish(after delay: Duration = .milliseconds(150)) {
    release(cancelled: false, after: delay)
  }

  /// Releases the swipe before the point of no return: the top view controller comes back after
  /// `delay` (contract §4).
  ///
  /// - Parameter delay: The rest of the animation back.
  public func cancel(after delay: Duration = .milliseconds(150)) {
    release(cancelled: true, after: delay)
  }

  /// The finger lifts: the recognizer ends (or is cancelled), the coordinator is told, then the
  /// engine's interaction finishes or cancels. A swipe already released only reaches the engine,
  /// which reports it.
  private func release(cancelled: Bool, after delay: Duration) {
    let end: () -> Void = {
      _ = cancelled ? self.interaction.cancel(after: delay) : self.interaction.finish(after: delay)
    }
    guard interaction.state == .interacting else {
      end()
      return
    }
    navigationController?.popGestureRecognizer.state = cancelled ? .cancelled : .ended
    coordinator?.endInteraction(cancelled: cancelled)
    end()
    navigationController?.popGestureRecognizer.state = .possible
  }
}
