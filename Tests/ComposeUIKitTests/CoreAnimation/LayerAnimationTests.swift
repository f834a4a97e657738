import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Layer animations as Apple documents `CALayer.add(_:forKey:)` and its companions: the layer
// keeps a copy of the animation ("copied by the render tree, not referenced"), found by its key;
// one animation per key; `animationKeys()` lists the keys. Compose runs no animations, so the
// layer's own values never change.

@MainActor
@Suite struct LayerAnimationTests {
  /// A "recording" dot that pulses, as an app's view sets it up.
  private func pulsingDot() -> (UIView, CABasicAnimation) {
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
    dot.layer.cornerRadius = 6
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.fromValue = 1.0
    pulse.toValue = 0.3
    pulse.duration = 0.8
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    dot.layer.add(pulse, forKey: "pulse")
    return (dot, pulse)
  }

  @Test func theLayerKeepsACopyOfTheAnimationFoundByItsKey() throws {
    let (dot, pulse) = pulsingDot()
    pulse.duration = 5
    let added = try #require(dot.layer.animation(forKey: "pulse") as? CABasicAnimation)
    #expect(added !== pulse)
    #expect(added.keyPath == "opacity")
    #expect(added.duration == 0.8)
    #expect(added.toValue as? Double == 0.3)
    #expect(added.autoreverses)
    #expect(added.repeatCount == .infinity)
    #expect(dot.layer.animationKeys() == ["pulse"])
    #expect(dot.layer.opacity == 1)
  }

  @Test func oneAnimationPerKeyAndKeylessOnesAreNotListed() throws {
    let (dot, _) = pulsingDot()
    let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
    shake.values = [-6, 6, -4, 4, 0]
    dot.layer.add(shake, forKey: "pulse")
    dot.layer.add(CABasicAnimation(keyPath: "position"), forKey: nil)
    #expect(dot.layer.animationKeys() == ["pulse"])
    let replaced = try #require(dot.layer.animation(forKey: "pulse") as? CAKeyframeAnimation)
    #expect(replaced.values?.count == 5)
  }

  @Test func removedAnimationsAreGone() {
    let (dot, _) = pulsingDot()
    dot.layer.add(CASpringAnimation(keyPath: "transform.scale"), forKey: "pop")
    dot.layer.removeAnimation(forKey: "pulse")
    #expect(dot.layer.animation(forKey: "pulse") == nil)
    #expect(dot.layer.animationKeys() == ["pop"])
    dot.layer.removeAllAnimations()
    #expect(dot.layer.animationKeys() == nil)
  }

  @Test func aLayerIsAnObjectWithAMask() {
    let layer = CALayer()
    let object: NSObject = layer
    #expect(object.isEqual(layer))
    let mask = CAGradientLayer()
    mask.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
    layer.mask = mask
    #expect(layer.mask === mask)
  }
}
