import Compose
import ComposeTestFixtures
import Testing

/// `reorderChildren(_:)` and the end of a removal called off: public container API that the
/// built-in navigation stack uses, so a custom container can do the same.
@Suite struct ComponentReorderingTests {
  private func parent(with names: [String]) -> (Probe, [Probe]) {
    let parent = Probe("parent")
    let children = names.map { Probe($0) }
    for child in children {
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
    }
    return (parent, children)
  }

  /// The named children come first, in the order given; the others keep their order after them.
  @Test func reorderingPutsTheNamedChildrenFirstAndKeepsTheOthersInOrder() {
    let (parent, children) = parent(with: ["a", "b", "c", "d"])
    let result = parent.reorderChildren([children[2], children[0]])
    #expect(result == nil)
    #expect(parent.children.map(\.traceName) == ["c", "a", "b", "d"])
    #expect(children.allSatisfy { $0.parent === parent })
  }

  /// Reordering is not containment: no `willMove`/`didMove` and no appearance callback runs.
  @Test func reorderingSendsNoCallback() {
    let h = Harness()
    let (container, children) = parent(with: ["a", "b"])
    h.root.embed(container)
    _ = h.callbacks()
    container.reorderChildren([children[1]])
    #expect(h.callbacks().isEmpty)
    #expect(container.children.map(\.traceName) == ["b", "a"])
  }

  /// A component that is not a child is refused, and the children keep their order.
  @Test func aComponentThatIsNotAChildIsRefusedAndNothingChanges() {
    let (parent, children) = parent(with: ["a", "b"])
    let stranger = Probe("stranger")
    let diagnostic = parent.reorderChildren([children[1], stranger])
    #expect(diagnostic?.code == .componentNotInStack)
    #expect(parent.children.map(\.traceName) == ["a", "b"])
    #expect(stranger.parent == nil)
  }

  /// A child named twice is refused, and the children keep their order.
  @Test func aChildNamedTwiceIsRefusedAndNothingChanges() {
    let (parent, children) = parent(with: ["a", "b"])
    let diagnostic = parent.reorderChildren([children[1], children[1]])
    #expect(diagnostic?.code == .duplicateComponent)
    #expect(parent.children.map(\.traceName) == ["a", "b"])
  }

  /// `didMove(toParent:)` naming the parent a child still has after `willMove(toParent: nil)`
  /// answers a removal called off (a cancelled swipe back): the child is no longer moving from
  /// its parent (UIKit: `isMovingFromParent` is true only while it is being removed).
  @Test func aRemovalCalledOffEndsMovingFromTheParent() {
    let (parent, children) = parent(with: ["a"])
    let child = children[0]
    child.willMove(toParent: nil)
    #expect(child.isMovingFromParent)
    child.didMove(toParent: parent)
    #expect(!child.isMovingFromParent)
    #expect(!child.isMovingToParent)
    #expect(child.parent === parent)
  }
}
