import Compose
import ComposeTestFixtures
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

  /// A cell the adapter filled un-embeds its component when asked directly, as one filled by
  /// `embed(_:in:)` does, and the rows displayed after a scroll host their own components.
  @Test func aCellTheAdapterFilledUnembedsItsComponentWhenAsked() throws {
    let f = ListFixture(rows: 5, viewportRows: 2)
    f.list.reloadData()
    let cell = try #require(
      f.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? HostingCell)
    let child = try #require(cell.hostedComponent)
    #expect(child.parent === f.root)
    cell.unembedHostedComponent()
    #expect(child.parent == nil)
    #expect(child.viewIfLoaded?.superview == nil)
    #expect(cell.hostedComponent == nil)
    f.list.scroll(to: 10)
    #expect(f.hostedNames == ["item1", "item2"])
  }

  @Test func aCellOutsideTheParentsViewIsRefused() {
    let h = Harness()
    h.expect(diagnostic: .embedOutsideOwnView)
    let cell = HostingCell(reuseIdentifier: "a")
    let child = Probe("child")
    #expect(cell.embed(child, in: h.root)?.code == .embedOutsideOwnView)
    #expect(cell.hostedComponent == nil && child.parent == nil)
  }
}
