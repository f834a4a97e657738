import Compose
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
}
