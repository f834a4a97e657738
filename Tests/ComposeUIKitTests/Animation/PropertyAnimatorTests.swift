import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// UIViewPropertyAnimator as Apple documents it: `state` moves inactive → active (started or
// paused) → inactive when finished, or stopped between `stopAnimation(false)` and
// `finishAnimation(at:)`; completions are told where the animation ended. Compose applies the
// animation blocks when the animator starts or pauses and finishes a started one at once.

@MainActor
@Suite struct PropertyAnimatorTests {
  @Test func startingAppliesTheAnimationsThenRunsTheCompletionAtTheEnd() {
    let view = UIView()
    var log: [String] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
      view.alpha = 0
      log.append("animations")
    }
    animator.addCompletion { position in log.append("completion \(position == .end)") }
    #expect(animator.state == .inactive)
    #expect(log.isEmpty)
    animator.startAnimation()
    #expect(log == ["animations", "completion true"])
    #expect(view.alpha == 0)
    #expect(animator.state == .inactive)
  }

  @Test func aPausedAnimatorIsActiveAndFinishesWhenContinued() {
    var completions: [UIViewAnimatingPosition] = []
    var applied = false
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { applied = true }
    animator.addCompletion { completions.append($0) }
    animator.pauseAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(applied)
    animator.fractionComplete = 0.4
    #expect(completions.isEmpty)
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    #expect(completions == [.start])
    #expect(animator.state == .inactive)
  }

  @Test func stoppingWithoutFinishingRunsNoCompletion() {
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
    animator.addCompletion { completions.append($0) }
    animator.pauseAnimation()
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(completions.isEmpty)
  }

  @Test func stoppingThenFinishingTellsTheCompletionTheFinalPosition() {
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
    animator.addCompletion { completions.append($0) }
    animator.pauseAnimation()
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(completions.isEmpty)
    animator.finishAnimation(at: .current)
    #expect(completions == [.current])
    #expect(animator.state == .inactive)
  }

  @Test func animationsAddedToAnActiveAnimatorApplyAtOnce() {
    var log: [String] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.pauseAnimation()
    animator.addAnimations { log.append("added") }
    #expect(log == ["added"])
  }

  @Test func aRunningPropertyAnimatorHasFinishedWhenItReturns() {
    var log: [String] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0, options: [.curveEaseOut],
      animations: { log.append("animations") }, completion: { _ in log.append("completion") })
    #expect(log == ["animations", "completion"])
    #expect(animator.state == .inactive)
  }
}
