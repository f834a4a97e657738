import Compose
import ComposeTestFixtures
import Testing

/// Contract §6: a component that user code adopts (embeds elsewhere, pushes onto a navigation
/// stack) is no longer the adapter's: it is never recycled for another item, never pulled out of
/// its new parent, and its item gets a new component when it is shown again. This holds for a
/// cached component (its row scrolled away) as for a hosted one.
@Suite struct AdoptedComponentReuseTests {
  @Test func aCachedComponentEmbeddedElsewhereIsNeverRecycled() throws {
    let f = ListFixture(rows: 30, viewportRows: 3, cacheLimit: 4, reusesComponents: true)
    f.list.reloadData()
    f.list.scroll(to: 20)  // rows 0 and 1 end display: their components are cached
    let adopted = try #require(f.adapter.component(forIdentifier: 0))
    #expect(adopted.parent == nil)
    let fullScreen = Probe("fullScreen")
    f.root.embed(fullScreen)
    fullScreen.embed(adopted)
    for offset in stride(from: 20.0, through: 270, by: 10) { f.list.scroll(to: offset) }
    f.list.scroll(to: 0)
    #expect(adopted.parent === fullScreen && adopted.view.superview === fullScreen.view)
    #expect(adopted.appearanceState == .appeared)
    #expect(adopted.updates.isEmpty, "given another item: \(adopted.updates)")
    #expect(adopted.item.id == 0)
    let shown = try #require(f.adapter.component(forIdentifier: 0))
    #expect(shown !== adopted && shown.parent === f.root)
  }

  @Test func aCachedComponentPushedOntoANavigationStackStaysThere() throws {
    let f = ListFixture(rows: 30, viewportRows: 3, cacheLimit: 4, reusesComponents: true)
    let nav = NavigationContainer(root: Probe("navRoot"), traceName: "nav")
    f.root.embed(nav)
    f.list.reloadData()
    f.list.scroll(to: 20)
    let pushed = try #require(f.adapter.component(forIdentifier: 1))
    nav.push(pushed, animated: false)
    for offset in stride(from: 20.0, through: 270, by: 10) { f.list.scroll(to: offset) }
    f.list.scroll(to: 0)
    #expect(nav.stack.map(\.traceName) == ["navRoot", "item1"])
    #expect(pushed.parent === nav && pushed.appearanceState == .appeared)
    #expect(pushed.updates.isEmpty)
  }

  /// A component waiting for reuse (its row ended display with no room in the cache) that user
  /// code pushes meanwhile is not given to the next item that needs one.
  @Test func aComponentWaitingForReuseThatUserCodePushesIsNotReused() throws {
    let f = ListFixture(rows: 30, viewportRows: 3, cacheLimit: 0, reusesComponents: true)
    let nav = NavigationContainer(root: Probe("navRoot"), traceName: "nav")
    f.root.embed(nav)
    f.list.reloadData()
    let waiting = try #require(f.adapter.component(forIdentifier: 2))
    f.list.frame = Rect(x: 0, y: 0, width: 100, height: 10)  // rows 1 and 2 end display
    f.list.layoutIfNeeded()
    #expect(waiting.parent == nil)
    nav.push(waiting, animated: false)
    f.list.frame = Rect(x: 0, y: 0, width: 100, height: 30)  // rows 1 and 2 are shown again
    f.list.layoutIfNeeded()
    #expect(waiting.parent === nav, "the adapter took back a component user code pushed")
    #expect(nav.stack.map(\.traceName) == ["navRoot", "item2"])
    #expect(waiting.item.id == 2 && waiting.updates.isEmpty)
    let shown = try #require(f.adapter.component(forIdentifier: 2))
    #expect(shown !== waiting && shown.parent === f.root)
  }
}
