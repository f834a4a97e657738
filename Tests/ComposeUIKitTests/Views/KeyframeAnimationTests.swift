import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A keyframe "shake" and an iOS 17 spring as view code writes them: when the animation is done,
// the views hold the last keyframe's values and the completion has been told `true`.

@MainActor
@Suite struct KeyframeAnimationTests {
  @Test func theKeyframesChangesHoldWhenTheAnimationCompletes() {
    let field = UIView(frame: CGRect(x: 20, y: 0, width: 200, height: 44))
    var finished: Bool?
    UIView.animateKeyframes(
      withDuration: 0.4, delay: 0, options: [.calculationModeCubic],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
          field.center.x -= 10
        }
        UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
          field.center.x += 20
        }
        UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
          field.center.x -= 10
          field.alpha = 0.5
        }
      },
      completion: { finished = $0 })
    #expect(field.frame.origin.x == 20)
    #expect(field.alpha == 0.5)
    #expect(finished == true)
  }

  @Test func aSpringAnimationsChangesHoldWhenItCompletes() {
    let card = UIView(frame: CGRect(x: 0, y: 600, width: 300, height: 200))
    var finished = false
    UIView.animate(springDuration: 0.5, bounce: 0.3) {
      card.frame.origin.y = 300
    } completion: {
      finished = $0
    }
    #expect(card.frame.origin.y == 300)
    #expect(finished)
  }
}
