import ComposeUIKit
import Foundation
import Testing

// `UITapGestureRecognizer(target:action:)` as UIKit code makes one; a test fires it with
// `composeRecognize(_:)`, Compose having no touches. UIKit sends each target-action the
// recognizer when it recognizes.

@MainActor
@Suite struct GestureTargetActionTests {
  @Test func firingARecognizerSendsItsActionWithTheRecognizer() {
    let screen = ActionsViewController()
    let tap = UITapGestureRecognizer(target: screen, action: Selector("handleTap:"))
    screen.view.addGestureRecognizer(tap)
    #expect(tap.composeRecognize())
    #expect(screen.log == ["handleTap(recognized)"])
  }

  @Test func addedTargetsRunInOrderAndRemovedOnesDoNot() {
    let first = ActionsViewController()
    let second = ActionsViewController()
    let tap = UITapGestureRecognizer(target: first, action: Selector("handleTap:"))
    tap.addTarget(second, action: Selector("refresh"))
    tap.addTarget(first, action: Selector("refresh"))
    first.view.addGestureRecognizer(tap)
    tap.composeRecognize()
    #expect(first.log == ["handleTap(recognized)", "refresh"])
    #expect(second.log == ["refresh"])
    tap.removeTarget(first, action: nil)
    tap.composeRecognize()
    #expect(first.log.count == 2)
    #expect(second.log == ["refresh", "refresh"])
  }

  @Test func aRecognizerNotAttachedOrDisabledDoesNotFire() {
    let screen = ActionsViewController()
    let tap = UITapGestureRecognizer(target: screen, action: Selector("handleTap:"))
    #expect(!tap.composeRecognize())
    screen.view.addGestureRecognizer(tap)
    tap.isEnabled = false
    #expect(!tap.composeRecognize())
    #expect(screen.log.isEmpty)
  }

  @Test func aDelegateThatRefusesToBeginStopsTheAction() {
    final class Refusing: UIGestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
    let screen = ActionsViewController()
    let delegate = Refusing()
    let tap = UITapGestureRecognizer(target: screen, action: Selector("handleTap:"))
    tap.delegate = delegate
    screen.view.addGestureRecognizer(tap)
    #expect(!tap.composeRecognize())
    #expect(screen.log.isEmpty)
  }
}
