import Compose
import ComposeTestFixtures
import Testing

/// Contract §6, fourth bullet: when the list's component disappears (covered by another, its
/// window hidden), every hosted child disappears, and the reverse on return.
@Suite struct ListAppearanceTests {
  @Test func hidingTheWindowDisappearsEveryHostedChild() {
    let f = ListFixture(rows: 10, viewportRows: 3)
    f.list.reloadData()
    f.h.recorder.reset()
    f.h.window.hide()
    #expect(
      f.h.callbacks() == [
        "root.viewWillDisappear(false)", "item0.viewWillDisappear(false)",
        "item1.viewWillDisappear(false)", "item2.viewWillDisappear(false)",
        "root.viewDidDisappear(false)", "item0.viewDidDisappear(false)",
        "item1.viewDidDisappear(false)", "item2.viewDidDisappear(false)",
      ])
    f.h.window.makeKeyAndVisible()
    #expect(
      f.h.callbacks() == [
        "root.viewWillAppear(false)", "root.viewIsAppearing(false)",
        "item0.viewWillAppear(false)", "item0.viewIsAppearing(false)",
        "item1.viewWillAppear(false)", "item1.viewIsAppearing(false)",
        "item2.viewWillAppear(false)", "item2.viewIsAppearing(false)",
        "root.viewDidAppear(false)", "item0.viewDidAppear(false)",
        "item1.viewDidAppear(false)", "item2.viewDidAppear(false)",
      ])
  }

  /// A screen with a list is covered by another screen with an animated transition (what a push
  /// does): the hosted children disappear with their screen, on the clock, and come back.
  @Test func coveringTheListScreenDisappearsHostedChildren() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let screen = Probe("screen")
    let other = Probe("other")
    h.root.embed(screen)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    list.rowHeight = 10
    screen.view.addSubview(list)
    let adapter = ListHostingAdapter(
      items: [TestItem(0), TestItem(1), TestItem(2)], parent: screen, listView: list,
      factory: { ItemProbe($0) })
    adapter.reloadData()
    h.root.addChild(other)
    h.recorder.reset()
    h.root.transition(from: screen, to: other, duration: .milliseconds(300))
    #expect(
      h.callbacks() == [
        "other.viewDidLoad", "screen.viewWillDisappear(true)", "item0.viewWillDisappear(true)",
        "item1.viewWillDisappear(true)", "other.viewWillAppear(true)",
        "other.viewIsAppearing(true)",
      ])
    h.window.runUntilIdle()
    #expect(
      h.callbacks() == [
        "screen.viewDidDisappear(true)", "item0.viewDidDisappear(true)",
        "item1.viewDidDisappear(true)", "other.viewDidAppear(true)",
      ])
    #expect(screen.children.map(\.appearanceState) == [.disappeared, .disappeared])
    h.root.transition(from: other, to: screen, duration: .zero)
    h.window.runUntilIdle()
    #expect(screen.children.map(\.appearanceState) == [.appeared, .appeared])
    #expect(adapter.hostedComponents.count == 2)
  }

  /// Rows scrolled in while the list's component is disappeared are embedded but do not appear;
  /// they appear with the component.
  @Test func rowsDisplayedWhileCoveredAppearOnReturn() {
    let f = ListFixture(rows: 10, viewportRows: 2)
    f.list.reloadData()
    f.h.window.hide()
    f.list.scroll(to: 30)
    #expect(f.root.children.map(\.traceName) == ["item3", "item4"])
    #expect(f.root.children.allSatisfy { $0.appearanceState == .disappeared })
    f.h.window.makeKeyAndVisible()
    #expect(f.root.children.allSatisfy { $0.appearanceState == .appeared })
  }

  /// A screen with a list of hosted children, given to a container.
  static func listScreen(rows: Int) -> (Probe, ListHostingAdapter<[TestItem], ItemProbe>) {
    let screen = Probe("screen")
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    list.rowHeight = 10
    screen.view.addSubview(list)
    let adapter = ListHostingAdapter(
      items: (0..<rows).map { TestItem($0) }, parent: screen, listView: list,
      factory: { ItemProbe($0) })
    adapter.reloadData()
    return (screen, adapter)
  }

  /// Contract §6: a real push over the list's screen, then a pop back.
  @Test func aPushOverTheListDisappearsHostedChildrenAndThePopBringsThemBack() {
    let h = Harness()
    let (screen, adapter) = Self.listScreen(rows: 5)
    let nav = NavigationContainer(root: screen, traceName: "nav")
    h.root.embed(nav)
    #expect(screen.children.map(\.appearanceState) == [.appeared, .appeared])
    h.recorder.reset()
    nav.push(Probe("detail"), animated: true)
    h.window.runUntilIdle()
    let lines = h.callbacks().filter { $0.hasPrefix("item") }
    #expect(
      lines == [
        "item0.viewWillDisappear(true)", "item1.viewWillDisappear(true)",
        "item0.viewDidDisappear(true)", "item1.viewDidDisappear(true)",
      ])
    nav.pop(animated: false)
    #expect(screen.children.map(\.appearanceState) == [.appeared, .appeared])
    #expect(adapter.hostedComponents.count == 2)
  }

  /// Contract §6: the list's tab is switched away, then back.
  @Test func switchingTheListsTabAwayDisappearsHostedChildren() {
    let h = Harness()
    let (screen, _) = Self.listScreen(rows: 5)
    let tabs = TabContainer(tabs: [screen, Probe("other")], traceName: "tabs")
    h.root.embed(tabs)
    #expect(screen.children.allSatisfy { $0.appearanceState == .appeared })
    tabs.select(1)
    #expect(screen.children.count == 2)
    #expect(screen.children.allSatisfy { $0.appearanceState == .disappeared })
    tabs.select(0)
    #expect(screen.children.allSatisfy { $0.appearanceState == .appeared })
  }
}
