import Compose
import Testing

/// A hosting cell embeds with contract §1's order, and a component is hosted by at most one cell.
@Suite struct HostingCellTests {
  @Test func embeddingInASecondCellMovesTheChildOut() {
    let h = Harness()
    let first = HostingCell(reuseIdentifier: "a")
    let second = HostingCell(reuseIdentifier: "b")
    h.root.view.addSubview(first)
    h.root.view.addSubview(second)
    let child = Probe("child")
    #expect(first.embed(child, in: h.root) == nil)
    #expect(
      h.callbacks() == [
        "child.willMove(toParent: root)", "child.viewDidLoad", "child.viewWillAppear(false)",
        "child.viewIsAppearing(false)", "child.viewDidAppear(false)",
        "child.didMove(toParent: root)",
      ])
    #expect(second.embed(child, in: h.root) == nil)
    #expect(first.hostedComponent == nil)
    #expect(second.hostedComponent === child)
    #expect(child.view.superview === second.contentView)
    #expect(first.contentView.subviews.isEmpty)
    #expect(h.root.children.map(\.traceName) == ["child"])
    #expect(child.appearanceState == .appeared)
    // Un-embedding mirrors the embedding.
    h.recorder.reset()
    second.unembedHostedComponent()
    #expect(
      h.callbacks() == [
        "child.willMove(toParent: nil)", "child.viewWillDisappear(false)",
        "child.viewDidDisappear(false)", "child.didMove(toParent: nil)",
      ])
    #expect(child.parent == nil && second.hostedComponent == nil)
  }

  @Test func aCellOutsideTheParentsViewIsRefused() {
    let h = Harness()
    let cell = HostingCell(reuseIdentifier: "a")
    let child = Probe("child")
    #expect(cell.embed(child, in: h.root)?.code == .embedOutsideOwnView)
    #expect(cell.hostedComponent == nil && child.parent == nil)
  }
}
