import ComposeUIKit
import Testing

@Suite struct OverriddenContainmentTests {
  /// Written as UIKit apps write it: the container notes its children as they come and go.
  final class ContainerViewController: UIViewController {
    var added: [UIViewController] = []

    override func addChild(_ childController: UIViewController) {
      added.append(childController)
      super.addChild(childController)
    }
  }

  /// A child that logs its removal, then lets UIKit remove it.
  final class FirstChildViewController: UIViewController {
    var removals = 0

    override func removeFromParent() {
      removals += 1
      super.removeFromParent()
    }
  }

  @Test func overridesOfAddChildAndRemoveFromParentRunAndSuperKeepsContainment() {
    let container = ContainerViewController()
    let audit = WindowAudit.showing(container, frame: UIScreen.main.bounds)
    let child = FirstChildViewController()

    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    #expect(container.added.count == 1)
    #expect(container.added.first === child)
    #expect(container.children.count == 1)
    #expect(child.parent === container)

    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.removals == 1)
    #expect(child.parent == nil)
    #expect(container.children.isEmpty)
    audit.finish()
  }

  @Test func anOverrideThatSkipsSuperLeavesTheChildContained() {
    final class StickyChildViewController: UIViewController {
      override func removeFromParent() {}
    }
    let container = ContainerViewController()
    let child = StickyChildViewController()
    container.addChild(child)
    child.didMove(toParent: container)
    child.removeFromParent()
    #expect(child.parent === container)
    #expect(container.children.count == 1)
  }
}
