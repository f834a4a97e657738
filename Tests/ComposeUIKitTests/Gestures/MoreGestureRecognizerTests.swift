import ComposeUIKit
import Foundation
import Testing

// Long-press, swipe, pinch and rotation recognizers as UIKit code makes them, with UIKit's
// documented defaults (a long press of 0.5 seconds within 10 points, a swipe to the right, a
// pinch's scale of 1); a test fires them with `composeRecognize(_:)`, Compose having no touches.

@MainActor
@Suite struct MoreGestureRecognizerTests {
  @Test func aLongPressSendsItsActionWhenItBegins() {
    let screen = ActionsViewController()
    let press = UILongPressGestureRecognizer(target: screen, action: Selector("refresh"))
    #expect(press.minimumPressDuration == 0.5)
    #expect(press.allowableMovement == 10)
    #expect(press.numberOfTapsRequired == 0)
    press.minimumPressDuration = 1
    screen.view.addGestureRecognizer(press)
    #expect(press.composeRecognize(.began))
    #expect(press.state == .began)
    #expect(screen.log == ["refresh"])
  }

  @Test func aSwipeHasItsDirections() {
    let screen = ActionsViewController()
    let swipe = UISwipeGestureRecognizer(target: screen, action: Selector("refresh"))
    #expect(swipe.direction == .right)
    swipe.direction = [.left, .right]
    #expect(swipe.direction.contains(.left) && !swipe.direction.contains(.up))
    screen.view.addGestureRecognizer(swipe)
    swipe.composeRecognize()
    #expect(screen.log == ["refresh"])
  }

  @Test func aPinchAndARotationKeepTheirValues() {
    let pinch = UIPinchGestureRecognizer()
    #expect(pinch.scale == 1 && pinch.velocity == 0)
    pinch.scale = 2
    #expect(pinch.scale == 2)
    let rotation = UIRotationGestureRecognizer()
    #expect(rotation.rotation == 0)
    rotation.rotation = .pi / 2
    #expect(rotation.rotation == .pi / 2)
  }
}
