import Compose
import ComposeTestFixtures
import Testing

/// Contract §6: a hosted component that user code moves into another container (a video moved
/// to full screen) no longer belongs to its cell or to the adapter. Ending the row's display
/// leaves it alone, and the item gets a new component when it is shown again.
@Suite struct HostedComponentMovedAwayTests {
  @Test func aHostedComponentMovedIntoAnotherContainerIsLeftAloneWhenItsRowEndsDisplay() throws {
    let f = ListFixture(rows: 20, viewportRows: 3)
    f.list.reloadData()
    let fullScreen = Probe("fullScreen")
    f.root.embed(fullScreen)
    let video = try #require(f.adapter.component(forIdentifier: 1))
    fullScreen.embed(video)
    f.h.recorder.reset()

    f.list.scroll(to: 50)  // row 1 ends display
    let traces = f.h.recorder.drain()
    #expect(
      !traces.contains { $0.hasPrefix("item1.") }, "nothing sent to the moved component: \(traces)")
    #expect(video.parent === fullScreen && video.view.superview === fullScreen.view)
    #expect(video.appearanceState == .appeared)

    f.list.scroll(to: 0)  // row 1 is shown again: a new component for the item
    let again = try #require(f.adapter.component(forIdentifier: 1))
    #expect(again !== video)
    #expect(f.adapter.indexPath(for: again) == ListIndexPath(row: 1, section: 0))
    #expect(video.parent === fullScreen, "the moved component stays where user code put it")
  }

  @Test func aHostedComponentMovedWhileItsRowStaysDisplayedIsNotTakenBackByAReload() throws {
    let f = ListFixture(rows: 5, viewportRows: 3)
    f.list.reloadData()
    let other = Probe("other")
    f.root.embed(other)
    let moved = try #require(f.adapter.component(forIdentifier: 0))
    other.embed(moved)
    f.list.reloadData()  // every row ends display, then rows 0…2 are displayed again
    #expect(moved.parent === other && moved.appearanceState == .appeared)
    let shown = try #require(f.adapter.component(forIdentifier: 0))
    #expect(shown !== moved && shown.parent === f.root)
  }

  /// The same when user code moves the component into another view of the list's own parent
  /// (un-embedded, then embedded again in that view): the parent is the adapter's again, and only
  /// the place of its view tells that the cell no longer hosts it.
  @Test func aHostedComponentWhoseViewMovedWithinTheParentIsLeftAloneWhenItsRowEndsDisplay()
    throws
  {
    let f = ListFixture(rows: 20, viewportRows: 3)
    f.list.reloadData()
    let overlay = View(traceName: "overlay")
    f.root.view.addSubview(overlay)
    let video = try #require(f.adapter.component(forIdentifier: 1))
    video.unembed()
    f.root.embed(video, in: overlay)
    #expect(video.parent === f.root && video.appearanceState == .appeared)
    f.h.recorder.reset()

    f.list.scroll(to: 50)  // row 1 ends display
    let traces = f.h.recorder.drain()
    #expect(
      !traces.contains { $0.hasPrefix("item1.") }, "nothing sent to the moved component: \(traces)")
    #expect(video.parent === f.root && video.view.superview === overlay)
    #expect(video.appearanceState == .appeared)

    f.list.scroll(to: 0)  // row 1 is shown again: a new component for the item
    let again = try #require(f.adapter.component(forIdentifier: 1))
    #expect(again !== video)
    #expect(video.view.superview === overlay)
  }

  /// With reused components, a moved component is never recycled for another item: scrolling
  /// through the whole list, with a cache too small to keep the scrolled-away components, leaves
  /// it where user code put it.
  @Test func aMovedComponentIsNotRecycledWhenTheAdapterReusesComponents() throws {
    let f = ListFixture(rows: 30, viewportRows: 3, cacheLimit: 2, reusesComponents: true)
    f.list.reloadData()
    let fullScreen = Probe("fullScreen")
    f.root.embed(fullScreen)
    let video = try #require(f.adapter.component(forIdentifier: 1))
    fullScreen.embed(video)
    for offset in stride(from: 0.0, through: 270, by: 10) { f.list.scroll(to: offset) }
    f.list.scroll(to: 0)
    #expect(video.parent === fullScreen && video.view.superview === fullScreen.view)
    #expect(video.appearanceState == .appeared)
    #expect(f.adapter.indexPath(for: video) == nil)
    #expect(!f.list.visibleCells.contains { ($0 as? HostingCell)?.hostedComponent === video })
  }
}
