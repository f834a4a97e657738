import Compose
import ComposeTestFixtures
import Testing

/// `Window.invariantViolations()` finds nothing in the states public calls produce: built trees,
/// legal misuse, navigation, tabs, presentation and lists, at rest and mid-animation.
@MainActor @Suite struct WholeWindowCheckTests {
  private func expectClean(_ window: Window, _ when: String) {
    let violations = window.invariantViolations()
    #expect(violations.isEmpty, "\(when): \(violations)")
  }

  @Test func theSwitchIsOnInTheDebugTestBuildAndCanBeTurnedOff() {
    let window = Window()
    #if DEBUG
      #expect(window.checksInvariants)
    #else
      #expect(!window.checksInvariants)
    #endif
    window.checksInvariants = false
    #expect(!window.checksInvariants)
  }

  @Test func aBuiltTreeWithPlainViewsHidesShowsAndDetachesCleanly() {
    let h = Harness()
    let wrapper = View(traceName: "wrapper")
    h.root.view.addSubview(wrapper)
    let a = Probe("a")
    h.root.embed(a, in: wrapper)
    let b = Probe("b")
    a.embed(b)
    b.embed(Probe("c"))
    expectClean(h.window, "built")
    h.window.hide()
    expectClean(h.window, "hidden")
    h.window.makeKeyAndVisible()
    expectClean(h.window, "shown again")
    a.unembed()
    expectClean(h.window, "detached")
    h.window.rootComponent = nil
    expectClean(h.window, "emptied")
  }

  @Test func legalMisuseLeavesNothingTheCheckObjectsTo() {
    let h = Harness()
    let a = Probe("a")
    let b = Probe("b")
    h.root.embed(a)
    // A view placed without containment, a child whose view sits in another component's view,
    // and a child removed without its view: all legal (the auditor's findings), none a broken
    // invariant.
    h.root.view.addSubview(Probe("orphan").view)
    h.root.addChild(b)
    a.view.addSubview(b.view)
    b.didMove(toParent: h.root)
    let leftover = Probe("leftover")
    h.root.embed(leftover)
    leftover.removeFromParent()
    expectClean(h.window, "after misuse")
    h.audit.allowFindings()
  }

  @Test func navigationPushesAndPopsAreCleanMidAnimationAndAtRest() {
    let h = Harness()
    let nav = NavigationContainer(root: Probe("first"), traceName: "nav")
    h.root.embed(nav)
    nav.push(Probe("second"), animated: true)
    expectClean(h.window, "mid-push")
    h.window.runUntilIdle()
    nav.push(Probe("third"), animated: false)
    nav.pop(animated: true)
    expectClean(h.window, "mid-pop")
    h.window.runUntilIdle()
    let swipe = nav.beginInteractivePop().interaction
    swipe?.update(0.5)
    expectClean(h.window, "mid-swipe")
    swipe?.cancel()
    h.window.runUntilIdle()
    expectClean(h.window, "at rest")
  }

  @Test func tabSwitchesAreClean() {
    let h = Harness()
    let tabs = TabContainer(tabs: [Probe("one"), Probe("two"), Probe("three")], traceName: "tabs")
    h.root.embed(tabs)
    tabs.select(2)
    expectClean(h.window, "third tab")
    tabs.select(0)
    h.window.hide()
    tabs.select(1)
    expectClean(h.window, "switched while hidden")
  }

  @Test(arguments: [PresentationStyle.fullScreen, .automatic])
  func presentationAndDismissalAreCleanMidAnimationAndAtRest(style: PresentationStyle) {
    let h = Harness()
    let sheet = Probe("sheet")
    h.root.present(sheet, animated: true, style: style)
    expectClean(h.window, "mid-presentation")
    h.window.runUntilIdle()
    let top = Probe("top")
    sheet.present(top, animated: false, style: style)
    expectClean(h.window, "two presented")
    h.root.dismiss(animated: true)
    expectClean(h.window, "mid-dismissal")
    h.window.runUntilIdle()
    expectClean(h.window, "dismissed")
  }

  @Test func aHostedListIsCleanAfterScrollingAndBatchUpdates() {
    let f = ListFixture(rows: 200, viewportRows: 5, preload: 2, cacheLimit: 6)
    f.list.reloadData()
    expectClean(f.h.window, "loaded")
    for offset in stride(from: 0.0, through: 1_500, by: 37) { f.list.scroll(to: offset) }
    expectClean(f.h.window, "scrolled down")
    f.adapter.apply((0..<150).reversed().map { TestItem($0, "v2") })
    expectClean(f.h.window, "reversed and shortened")
    f.list.scroll(to: 0)
    f.adapter.apply([])
    expectClean(f.h.window, "emptied")
    f.adapter.apply((0..<40).map { TestItem($0) })
    f.list.scrollToRow(at: ListIndexPath(row: 39, section: 0))
    f.h.window.hide()
    expectClean(f.h.window, "hidden at the end")
  }
}
