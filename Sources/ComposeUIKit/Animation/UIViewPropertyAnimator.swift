import Foundation

/// An animation that can be started, paused, scrubbed, reversed and stopped (UIKit's
/// `UIViewPropertyAnimator`, iOS 10).
///
/// Compose draws nothing, so, as ``UIView/animate(withDuration:animations:completion:)`` does,
/// an animator applies its animation blocks at once when it starts or is paused (when UIKit
/// sets the final values of the views' properties), and runs its completions when it finishes:
/// at once for ``startAnimation()`` and ``continueAnimation(withTimingParameters:durationFactor:)``,
/// at ``finishAnimation(at:)`` after ``stopAnimation(_:)``. Its ``state`` follows UIKit's:
/// `inactive` → `active` (started or paused) → `inactive` once finished, or `stopped` between
/// `stopAnimation(false)` and `finishAnimation(at:)`. Durations, curves, delays and
/// ``fractionComplete`` are stored only. Misuse UIKit raises an exception for (finishing an
/// animator that is not stopped) is ignored.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// The duration (UIKit's `duration`). Stored only.
  open private(set) var duration: TimeInterval
  /// The delay before it starts (UIKit's `delay`). Stored only.
  open private(set) var delay: TimeInterval = 0
  /// The timing (UIKit's `timingParameters`). Stored only.
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  /// Where it is (UIKit's `state`).
  open private(set) var state = UIViewAnimatingState.inactive
  /// Whether it is running, started and not paused (UIKit's `isRunning`).
  open private(set) var isRunning = false
  /// How far along it is, 0 to 1 (UIKit's `fractionComplete`). Stored only: the views already
  /// show the end values.
  open var fractionComplete: CGFloat = 0
  /// Whether it runs backwards (UIKit's `isReversed`): its completions are then told `.start`.
  open var isReversed = false
  /// Whether it can be paused and stopped (UIKit's `isInterruptible`). Stored only.
  open var isInterruptible = true
  /// Whether the animated views take touches (UIKit's `isUserInteractionEnabled`). Stored only.
  open var isUserInteractionEnabled = true
  /// Whether scrubbing is linear (UIKit's `scrubsLinearly`). Stored only.
  open var scrubsLinearly = true
  /// Whether it stays active, paused, at its end (UIKit's `pausesOnCompletion`).
  open var pausesOnCompletion = false

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// Creates an animator with a system curve (UIKit's `init(duration:curve:animations:)`).
  ///
  /// - Parameters:
  ///   - duration: Stored only.
  ///   - curve: Stored only.
  ///   - animations: The changes, applied when it starts.
  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    self.timingParameters = UICubicTimingParameters(animationCurve: curve)
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator with a spring (UIKit's `init(duration:dampingRatio:animations:)`).
  ///
  /// - Parameters:
  ///   - duration: Stored only.
  ///   - ratio: Stored only.
  ///   - animations: The changes, applied when it starts.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = duration
    self.timingParameters = UISpringTimingParameters(dampingRatio: ratio)
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator with a custom curve (UIKit's
  /// `init(duration:controlPoint1:controlPoint2:animations:)`).
  ///
  /// - Parameters:
  ///   - duration: Stored only.
  ///   - point1: Stored only.
  ///   - point2: Stored only.
  ///   - animations: The changes, applied when it starts.
  public init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    self.timingParameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator with timing parameters and no animations yet (UIKit's
  /// `init(duration:timingParameters:)`).
  ///
  /// - Parameters:
  ///   - duration: Stored only.
  ///   - parameters: Stored only.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    self.timingParameters = parameters
    super.init()
  }

  /// Creates and starts an animator (UIKit's
  /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`): the
  /// animations are applied and the completion runs with `.end`, at once.
  ///
  /// - Parameters:
  ///   - duration: Stored only.
  ///   - delay: Stored only.
  ///   - options: Ignored.
  ///   - animations: The changes.
  ///   - completion: Told where the animation ended.
  /// - Returns: The animator, finished.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: .easeInOut, animations: animations)
    animator.delay = delay
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds changes (UIKit's `addAnimations(_:)`): applied at once if it is already active,
  /// otherwise when it starts.
  ///
  /// - Parameter animation: The changes.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds changes to start part-way (UIKit's `addAnimations(_:delayFactor:)`); see
  /// ``addAnimations(_:)``.
  ///
  /// - Parameters:
  ///   - animation: The changes.
  ///   - delayFactor: Stored only.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a block told where the animation ended once it finishes (UIKit's `addCompletion(_:)`).
  ///
  /// - Parameter completion: Told `.end`, `.start` (reversed) or `.current`.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts it (UIKit's `startAnimation()`): applies the animations, then finishes at once.
  open func startAnimation() {
    guard state != .stopped else { return }
    begin()
    isRunning = true
    finish(at: isReversed ? .start : .end)
  }

  /// Starts it after a delay (UIKit's `startAnimation(afterDelay:)`); the delay is stored only.
  ///
  /// - Parameter delay: Stored only.
  open func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    startAnimation()
  }

  /// Pauses it (UIKit's `pauseAnimation()`): an inactive animator becomes active, its
  /// animations applied, and waits to be continued, scrubbed with ``fractionComplete`` or
  /// stopped.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    begin()
    isRunning = false
  }

  /// Continues a paused animator to its end (UIKit's
  /// `continueAnimation(withTimingParameters:durationFactor:)`): it finishes at once.
  ///
  /// - Parameters:
  ///   - parameters: Stored only.
  ///   - durationFactor: Ignored.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    if let parameters { timingParameters = parameters }
    startAnimation()
  }

  /// Stops it where it is (UIKit's `stopAnimation(_:)`): with `withoutFinishing`, it becomes
  /// inactive and no completion runs; otherwise it is `stopped` until ``finishAnimation(at:)``.
  ///
  /// - Parameter withoutFinishing: Whether to skip the completions.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    if withoutFinishing {
      state = .inactive
      animations = []
      completions = []
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator (UIKit's `finishAnimation(at:)`): its completions are told
  /// `finalPosition`. Ignored unless it is stopped (UIKit raises an exception).
  ///
  /// - Parameter finalPosition: Where it ends.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    state = .active
    finish(at: finalPosition)
  }

  // MARK: Engine

  /// Makes it active and applies the animations not applied yet.
  private func begin() {
    if state == .inactive {
      state = .active
      let pending = animations
      animations = []
      for animation in pending { animation() }
    }
  }

  /// Runs the completions with `position` and becomes inactive (or stays active, paused, when it
  /// pauses on completion).
  private func finish(at position: UIViewAnimatingPosition) {
    fractionComplete = position == .start ? 0 : 1
    if pausesOnCompletion {
      isRunning = false
      return
    }
    state = .inactive
    isRunning = false
    let pending = completions
    completions = []
    for completion in pending { completion(position) }
  }
}
