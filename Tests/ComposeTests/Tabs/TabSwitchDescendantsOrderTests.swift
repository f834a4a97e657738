import Compose
import ComposeTestFixtures
import Testing

/// Contract §5: a tab switch forwards `viewWillAppear` down the new tab at once (UIKit switches
/// tabs with `transition(from:to:)`, itdecent.cn/p/0801af352df6; the published tab switch log,
/// pgzxc.github.io/posts/efa3afd7.html, prints the new tab's `viewWillAppear` before the old
/// tab's `viewWillDisappear`); `viewIsAppearing` comes after the old tab's `viewWillDisappear`
/// (contract §4).
@Suite struct TabSwitchDescendantsOrderTests {
  private static func appearance(_ lines: [String]) -> [String] {
    lines.filter { $0.contains("ppear") }
  }

  @Test func theNewTabsDescendantsGetViewWillAppearBeforeTheOldTabDisappears() {
    let log = OrderLog()
    let first = Probe("first")
    let firstInner = Probe("firstInner")
    let top = Probe("top")
    let nav = NavigationContainer(root: top, traceName: "nav")
    let deep = Probe("deep")
    let tabs = TabContainer(tabs: [first, nav], traceName: "tabs")
    let window = Window(traceName: "w")
    window.addObserver(log)
    window.rootComponent = tabs
    window.makeKeyAndVisible()
    first.embed(firstInner)
    tabs.select(1)
    top.embed(deep)
    tabs.select(0)
    _ = log.drain()

    tabs.select(1)

    #expect(
      Self.appearance(log.drain()) == [
        "nav.viewWillAppear(false)", "top.viewWillAppear(false)", "deep.viewWillAppear(false)",
        "first.viewWillDisappear(false)", "firstInner.viewWillDisappear(false)",
        "nav.viewIsAppearing(false)", "top.viewIsAppearing(false)",
        "deep.viewIsAppearing(false)",
        "first.viewDidDisappear(false)", "firstInner.viewDidDisappear(false)",
        "nav.viewDidAppear(false)", "top.viewDidAppear(false)", "deep.viewDidAppear(false)",
      ])
  }

  @Test func aChildPlacedFromTheNewTabsViewWillAppearFollowsItsParent() {
    let log = OrderLog()
    let first = Probe("first")
    let second = Probe("second")
    let late = Probe("late")
    second.onWillAppear = { probe in
      if late.parent == nil { probe.embed(late) }
    }
    let tabs = TabContainer(tabs: [first, second], traceName: "tabs")
    let window = Window(traceName: "w")
    window.addObserver(log)
    window.rootComponent = tabs
    window.makeKeyAndVisible()
    _ = log.drain()

    tabs.select(1)

    #expect(
      Self.appearance(log.drain()) == [
        "second.viewWillAppear(false)", "late.viewWillAppear(false)",
        "first.viewWillDisappear(false)",
        "second.viewIsAppearing(false)", "late.viewIsAppearing(false)",
        "first.viewDidDisappear(false)",
        "second.viewDidAppear(false)", "late.viewDidAppear(false)",
      ])
  }
}
