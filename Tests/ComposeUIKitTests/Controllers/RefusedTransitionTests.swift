import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// `transition(from:to:duration:options:animations:completion:)` needs two children of the
// receiver; Compose refuses another pair (UIKit raises) and, as its documentation says, calls the
// completion with `false`.

@MainActor
@Suite struct RefusedTransitionTests {
  @Test func aTransitionFromANonChildCallsItsCompletionWithFalse() {
    let container = UIViewController()
    let audit = WindowAudit.showing(container)
    let window = audit.window
    let child = UIViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    var finished: [Bool] = []
    audit.harness.expect(diagnostic: .transitionBetweenNonChildren)  // the misuse under test
    container.transition(
      from: UIViewController(), to: child, duration: 0, animations: nil
    ) { finished.append($0) }
    window.finishAnimations()
    #expect(finished == [false])
    audit.finish()
  }
}
