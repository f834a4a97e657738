import ComposeUIKit
import Testing

@Suite struct ViewSizingTests {
  /// A badge sized as UIKit apps size custom views: `sizeThatFits(_:)` overridden, `sizeToFit()`
  /// called.
  final class BadgeView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: 24, height: 24)
    }
  }

  @Test func sizeToFitTakesTheOverriddenSizeAndKeepsTheOrigin() {
    let badge = BadgeView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    badge.sizeToFit()
    #expect(badge.frame == CGRect(x: 10, y: 20, width: 24, height: 24))
  }

  @Test func theBaseSizeThatFitsIsTheCurrentSize() {
    // UIKit: "The default implementation of this method returns the existing size of the view."
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    #expect(plain.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 80, height: 30))
    plain.sizeToFit()
    #expect(plain.frame.size == CGSize(width: 80, height: 30))
  }

  @Test func settingTheCenterMovesTheFrame() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    container.addSubview(spinner)
    spinner.center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
    #expect(spinner.frame == CGRect(x: 175, y: 402, width: 40, height: 40))
    #expect(spinner.center == CGPoint(x: 195, y: 422))
  }
}
