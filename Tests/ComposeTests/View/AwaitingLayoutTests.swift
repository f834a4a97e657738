import Compose
import ComposeTestFixtures
import Testing

/// A view placed where it is not visible waits to be laid out until it is (contract §4). The
/// window walks its waiting views only when one may have become visible (a component of the
/// window began appearing, or the window was shown), not at every placement.
@MainActor @Suite struct AwaitingLayoutTests {
  typealias Log = LayoutTests.Log
  typealias Screen = LayoutTests.Screen

  /// A visible window whose root forwards appearance by hand: a child embedded in it stays
  /// disappeared, its view placed but not visible, until a test drives its appearance.
  private func manualWindow() -> (Window, Probe) {
    let window = Window(traceName: "manual")
    let root = Probe("root", manual: true)
    window.rootComponent = root
    window.makeKeyAndVisible()
    return (window, root)
  }

  @Test func aWaitingViewIsLaidOutWhenItsComponentBeginsAppearing() {
    let log = Log()
    let (window, root) = manualWindow()
    let child = Screen("child", log: log)
    root.embed(child)
    #expect(child.appearanceState == .disappeared)
    #expect(!log.lines.contains("child.viewWillLayoutSubviews"))
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    window.runUntilIdle()
    #expect(log.lines.contains("child.viewWillLayoutSubviews"), "\(log.lines)")
  }

  /// Many views placed one after another where they are not visible each wait once, and each is
  /// laid out when its component appears.
  @Test func manyWaitingViewsAreEachLaidOutOnceWhenTheyAppear() {
    let log = Log()
    let (window, root) = manualWindow()
    let children = (0..<200).map { Screen("child \($0)", log: log) }
    for child in children { root.embed(child) }
    #expect(log.lines.isEmpty)
    for child in children {
      child.beginAppearanceTransition(true, animated: false)
      child.endAppearanceTransition()
    }
    window.runUntilIdle()
    let laidOut = log.lines.filter { $0.hasSuffix(".viewWillLayoutSubviews") }
    #expect(laidOut == children.map { "\($0.traceName).viewWillLayoutSubviews" })
  }

  /// n views placed one after another where they are not visible (a hidden window's root
  /// embedding children): the window looks at the views already waiting only when one may have
  /// become visible, or when their number doubled, so O(n) in all; each placement looked at
  /// every view placed before it (n²/2).
  @Test func placingManyViewsWhereTheyAreNotVisibleLooksAtTheWaitingOnesLinearly() {
    let window = Window(traceName: "hidden")
    // The layout alone is measured: the checks at the end of each embed look at the container's
    // children (InvariantCheckWorkTests).
    window.checksInvariants = false
    let root = Probe("root")
    window.rootComponent = root
    for index in 0..<2_000 { root.embed(Probe("child \(index)")) }
    #expect(
      window.awaitingLayoutEntriesWalked <= 4 * 2_000, "\(window.awaitingLayoutEntriesWalked)")
    window.makeKeyAndVisible()
    #expect(root.children.allSatisfy { $0.appearanceState == .appeared })
  }

  /// A component that appears again and again in a window where other views wait (a scrolled
  /// list's rows, while a hidden tab's views wait) does not have the window walk them each time:
  /// only a component that a waiting view waits for does, when it begins appearing.
  @Test func aComponentNoViewWaitsForAppearsWithoutWalkingTheWaitingViews() {
    let (window, root) = manualWindow()
    let waiting = (0..<100).map { Probe("waiting \($0)") }
    for child in waiting { root.embed(child) }
    let row = Probe("row")
    root.embed(row)
    window.runUntilIdle()
    let before = window.awaitingLayoutEntriesWalked
    for _ in 0..<50 {
      row.beginAppearanceTransition(true, animated: false)
      row.endAppearanceTransition()
      window.runUntilIdle()
      row.beginAppearanceTransition(false, animated: false)
      row.endAppearanceTransition()
      window.runUntilIdle()
    }
    // The row's own view waited once: its first appearance walks the 101 waiting views.
    let walked = window.awaitingLayoutEntriesWalked - before
    #expect(walked <= 2 * 101, "\(walked)")
    waiting[7].beginAppearanceTransition(true, animated: false)
    waiting[7].endAppearanceTransition()
    window.runUntilIdle()
    #expect(window.awaitingLayoutEntriesWalked > before + walked)
  }

  /// A view that waited in one window and left it before that window walked its waiting views
  /// waits in the next window it is placed in, unseen there, and is laid out when it appears.
  @Test func aViewThatWaitedInAnotherWindowWaitsInItsNewOne() {
    let log = Log()
    let first = Window(traceName: "first")
    let firstRoot = Probe("first root")
    first.rootComponent = firstRoot
    let child = Screen("child", log: log)
    firstRoot.embed(child)  // the first window is hidden: the child's view waits there
    child.unembed()
    let (second, secondRoot) = manualWindow()
    secondRoot.embed(child)
    #expect(!log.lines.contains("child.viewWillLayoutSubviews"))
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    second.runUntilIdle()
    #expect(log.lines.contains("child.viewWillLayoutSubviews"), "\(log.lines)")
    _ = first
  }
}
