/// A transition between two children driven by a gesture: a swipe back, an interactive dismiss
/// (contract §4).
///
/// Start one with ``Component/beginInteractiveTransition(from:to:completion:)``. While it is
/// interacting, `from` is `disappearing` and `to` is `appearing` (if the container is appeared and
/// `to` is visible once placed);
/// ``update(_:)`` moves the progress without callbacks. ``finish(after:)`` completes it like
/// ``Component/transition(from:to:duration:animations:completion:)``; ``cancel(after:)`` restores
/// the previous appearance with balanced callbacks. With the container appeared throughout:
///
/// ```text
/// begin:   from.viewWillDisappear, to view added, to.viewWillAppear, to.viewIsAppearing
/// cancel:  from.viewWillAppear, from.viewIsAppearing, to.viewWillDisappear,
///          to view removed, to.viewDidDisappear, from.viewDidAppear
/// finish:  from view removed, from.viewDidDisappear, to.viewDidAppear
/// ```
///
/// A container whose contract orders the callbacks otherwise (a swipe back, a page turn) starts
/// it with a ``ChildSwap/Style`` (``Component/beginInteractiveTransition(from:to:style:completion:)``).
///
/// Until it is finished or cancelled, the container counts it as its transition in flight, and
/// other transitions requested on the container wait for it. Releasing it while interacting
/// cancels it (at once, with `completion(false)`), and so does releasing its window. If the container stops being visible
/// during the gesture, a cancellation does not bring `from` back; it ends `from`'s disappearance.
@MainActor
public final class InteractiveTransition {
  /// Where the interaction is.
  public enum State: String, Hashable, Sendable {
    /// Following the gesture: ``update(_:)`` is accepted.
    case interacting
    /// Finishing: the end is scheduled on the window's clock.
    case finishing
    /// Cancelling: the return is scheduled on the window's clock.
    case cancelling
    /// Finished: `to` replaced `from`.
    case finished
    /// Cancelled: `from`'s view is back in place (and `from` appeared, if visible).
    case cancelled
  }

  /// The current state.
  public var state: State { interaction.state }
  /// The last progress given to ``update(_:)``, between 0 and 1.
  public var progress: Double { interaction.progress }

  private var interaction = InteractionProgress()

  private weak var container: Component?
  /// The views and appearance transitions; `nil` when `from`'s view was in no superview.
  private let swap: ChildSwap?
  private let completion: (@MainActor (Bool) -> Void)?
  private let complete: @MainActor () -> Void

  init(
    container: Component, from: Component, to: Component, drivesAppearance: Bool,
    style: ChildSwap.Style, completion: (@MainActor (Bool) -> Void)?,
    complete: @escaping @MainActor () -> Void
  ) {
    self.container = container
    self.swap = from.loadedView?.superview.map { stage in
      ChildSwap(
        in: container, from: from, to: to, stage: stage, animated: true, style: style,
        checksChildren: false, drivesAppearance: drivesAppearance)
    }
    self.completion = completion
    self.complete = complete
  }

  isolated deinit {
    // Dropped mid-gesture (a recogniser torn down): cancel, so that the callbacks stay paired and
    // the container's queue moves on.
    if state == .interacting { cancel() }
  }

  func start() {
    guard let swap, let fromView = swap.from?.loadedView, let stage = swap.stage else { return }
    // Revealed below `from`.
    swap.begin(at: stage.subviews.firstIndex { $0 === fromView } ?? 0)
  }

  /// Moves the interaction to `progress` (clamped to 0...1). No callback runs.
  ///
  /// - Parameter progress: How far the gesture has gone, from 0 to 1.
  public func update(_ progress: Double) {
    interaction.update(progress)
  }

  /// Completes the transition: after `delay` on the window's clock (at once when zero),
  /// `from`'s view is removed (if it is still where the interaction found it and `from` still a
  /// child of the container, or of none), `from.viewDidDisappear`, `to.viewDidAppear`, then the
  /// completion with `true`.
  ///
  /// - Parameter delay: The remaining animation.
  /// - Returns: `nil`, or ``Diagnostic/Code/interactiveTransitionEnded`` if it already ended.
  @discardableResult
  public func finish(after delay: Duration = .zero) -> Diagnostic? {
    guard interaction.beginEnding(finishing: true) else { return ended("finish") }
    InteractionProgress.run(on: container, after: delay) { [self] in
      swap?.finish()
      interaction.ended()
      completion?(true)
      complete()
    }
    return nil
  }

  /// Cancels the transition: at once `from.viewWillAppear`, `from.viewIsAppearing`,
  /// `to.viewWillDisappear`; after `delay` on the window's clock `to`'s view is removed (if it is
  /// still where the interaction put it and `to` still a child of the container, or of none),
  /// `to.viewDidDisappear`, `from.viewDidAppear`, then the completion with `false`. That is a
  /// plain swap's order; an interaction started with a ``ChildSwap/Style`` follows its
  /// ``ChildSwap/Style/cancelOrder`` (the will* callbacks before its first did* at once, the rest
  /// after `delay`). If the
  /// container stopped being visible during the gesture, `from` is not brought back: it gets
  /// `viewDidDisappear` at the end instead; a `from` removed from the container during the
  /// gesture is not brought back either, and its view leaves the stage at the end.
  ///
  /// - Parameter delay: The remaining animation back.
  /// - Returns: `nil`, or ``Diagnostic/Code/interactiveTransitionEnded`` if it already ended.
  @discardableResult
  public func cancel(after delay: Duration = .zero) -> Diagnostic? {
    guard interaction.beginEnding(finishing: false) else { return ended("cancel") }
    swap?.cancel()
    InteractionProgress.run(on: container, after: delay) { [self] in
      swap?.finish()
      interaction.ended()
      completion?(false)
      complete()
    }
    return nil
  }

  private func ended(_ verb: String) -> Diagnostic {
    let message = "\(verb)() on an interactive transition that is \(state.rawValue)"
    guard let container else {
      return Diagnostic(code: .interactiveTransitionEnded, path: "(released)", message: message)
    }
    return container.report(.interactiveTransitionEnded, message)
  }
}
