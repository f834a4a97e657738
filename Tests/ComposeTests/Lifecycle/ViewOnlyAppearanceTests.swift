import Compose
import ComposeTestFixtures
import Testing

/// Contract §3: a component whose view enters a visible hierarchy without `addChild` (user code
/// holding the component) gets its appearance callbacks from its view, as in UIKit; the auditor
/// reports the missing containment.
///
/// UIKit fires these from the view: "they are fired when super-view is on-screen/off-screen"
/// (ivanchan.github.io, "UIKit-ViewAppear/Disappear", 2016). No printed log gives the order of a
/// view-only controller against the screen holding it; the expectations below follow the
/// contract: the view-only component follows the component enclosing its view (its host) as a
/// child would, after the host's own children, and an unanimated placement completes the
/// appearance at `addSubview`, before the layout (§3, §4).
@Suite struct ViewOnlyAppearanceTests {
  /// The harness's trace without loads, placements and containment of the setup.
  private func appearance(_ h: Harness) -> [String] {
    h.callbacks().filter { !$0.hasSuffix(".viewDidLoad") }
  }

  @Test func appearsWhenItsViewEntersAnAppearedComponentsViewWithoutAddChild() {
    let h = Harness()
    let banner = Probe("banner")
    h.root.view.addSubview(banner.view)
    #expect(
      appearance(h) == [
        "banner.viewWillAppear(false)", "banner.viewIsAppearing(false)",
        "banner.viewDidAppear(false)",
      ])
    #expect(banner.appearanceState == .appeared)
    #expect(banner.parent == nil)
    h.expectFindings([.orphanView])
  }

  @Test func theUnanimatedPlacementCompletesTheAppearanceBeforeTheLayout() {
    let window = Window()
    let recorder = LifecycleRecorder(
      recordsLoadView: false, recordsViewPlacement: false, recordsListEvents: false,
      recordsLayout: true)
    window.addObserver(recorder)
    let root = Component(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let banner = Component(traceName: "banner")
    banner.loadViewIfNeeded()
    recorder.reset()
    root.view.addSubview(banner.view)
    #expect(
      recorder.drain().filter { $0 != "banner.viewDidLoad" } == [
        "banner.viewWillAppear(false)", "banner.viewIsAppearing(false)",
        "banner.viewDidAppear(false)", "banner.viewWillLayoutSubviews",
        "banner.viewDidLayoutSubviews",
      ])
  }

  @Test func disappearsWhenItsViewIsRemoved() {
    let h = Harness()
    let banner = Probe("banner")
    h.root.view.addSubview(banner.view)
    _ = h.callbacks()
    banner.view.removeFromSuperview()
    #expect(
      appearance(h) == ["banner.viewWillDisappear(false)", "banner.viewDidDisappear(false)"])
    #expect(banner.appearanceState == .disappeared)
    h.expectFindings([.orphanView])
  }

  @Test func aViewPlacedInAHiddenComponentsViewAppearsWithIt() {
    let h = Harness()
    let screen = Probe("screen")
    let banner = Probe("banner")
    screen.view.addSubview(banner.view)
    #expect(banner.appearanceState == .disappeared)
    h.root.embed(screen)
    #expect(
      appearance(h) == [
        "screen.willMove(toParent: root)", "screen.viewWillAppear(false)",
        "screen.viewIsAppearing(false)", "banner.viewWillAppear(false)",
        "banner.viewIsAppearing(false)", "screen.viewDidAppear(false)",
        "banner.viewDidAppear(false)", "screen.didMove(toParent: root)",
      ])
    h.expectFindings([.orphanView])
  }

  @Test func followsItsScreenPushedOverThenPoppedBackAnimated() {
    let h = Harness()
    let a = Probe("A")
    let nav = NavigationContainer(root: a, traceName: "nav")
    h.root.embed(nav)
    let banner = Probe("banner")
    a.view.addSubview(banner.view)
    _ = h.callbacks()
    nav.push(Probe("B"), animated: true)
    let started = appearance(h)
    #expect(started.filter { $0.hasPrefix("banner.") } == ["banner.viewWillDisappear(true)"])
    #expect(
      started.firstIndex(of: "A.viewWillDisappear(true)")!
        < started.firstIndex(of: "banner.viewWillDisappear(true)")!)
    #expect(banner.appearanceState == .disappearing)
    h.window.runUntilIdle()
    let ended = appearance(h)
    #expect(ended.filter { $0.hasPrefix("banner.") } == ["banner.viewDidDisappear(true)"])
    #expect(
      ended.firstIndex(of: "A.viewDidDisappear(true)")!
        < ended.firstIndex(of: "banner.viewDidDisappear(true)")!)
    #expect(banner.appearanceState == .disappeared)

    nav.pop(animated: true)
    let popping = appearance(h)
    #expect(
      popping.filter { $0.hasPrefix("banner.") } == [
        "banner.viewWillAppear(true)", "banner.viewIsAppearing(true)",
      ])
    #expect(
      popping.firstIndex(of: "A.viewIsAppearing(true)")!
        < popping.firstIndex(of: "banner.viewWillAppear(true)")!)
    h.window.runUntilIdle()
    let popped = appearance(h)
    #expect(popped.filter { $0.hasPrefix("banner.") } == ["banner.viewDidAppear(true)"])
    #expect(
      popped.firstIndex(of: "A.viewDidAppear(true)")!
        < popped.firstIndex(of: "banner.viewDidAppear(true)")!)
    #expect(banner.appearanceState == .appeared)
    h.auditor.checkpoint()
    #expect(h.auditor.findings.map(\.kind).contains(.orphanView))
    h.acceptReports()
  }

  @Test func appearsWithAnAnimatedPushLaidOutBeforeItsViewDidAppear() {
    let window = Window()
    let recorder = LifecycleRecorder(
      recordsLoadView: false, recordsViewPlacement: false, recordsListEvents: false,
      recordsLayout: true)
    window.addObserver(recorder)
    let nav = NavigationContainer(root: Component(traceName: "A"), traceName: "nav")
    window.rootComponent = nav
    window.makeKeyAndVisible()
    let b = Component(traceName: "B")
    let banner = Component(traceName: "banner")
    b.view.addSubview(banner.view)
    recorder.reset()
    nav.push(b, animated: true)
    let started = recorder.drain().filter { $0.hasPrefix("banner.") || $0.hasPrefix("B.") }
    // Contract §4: an animated transition is laid out between viewIsAppearing and viewDidAppear.
    #expect(
      started.filter { !$0.hasSuffix(".viewDidLoad") && !$0.contains("Move(") } == [
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "banner.viewWillAppear(true)",
        "banner.viewIsAppearing(true)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
        "banner.viewWillLayoutSubviews", "banner.viewDidLayoutSubviews",
      ])
    window.runUntilIdle()
    #expect(
      recorder.drain().filter { $0.hasPrefix("banner.") || $0.hasPrefix("B.") } == [
        "B.viewDidAppear(true)", "banner.viewDidAppear(true)", "B.didMove(toParent: nav)",
      ])
  }

  @Test func followsItsScreenPresentedOverFullScreenAndDismissed() {
    let h = Harness()
    let banner = Probe("banner")
    h.root.view.addSubview(banner.view)
    _ = h.callbacks()
    h.root.present(Probe("modal"), animated: false, style: .fullScreen)
    #expect(banner.appearanceState == .disappeared)
    let covered = appearance(h).filter { $0.hasPrefix("banner.") }
    #expect(covered == ["banner.viewWillDisappear(false)", "banner.viewDidDisappear(false)"])
    h.root.dismiss(animated: false)
    #expect(banner.appearanceState == .appeared)
    let uncovered = appearance(h).filter { $0.hasPrefix("banner.") }
    #expect(
      uncovered == [
        "banner.viewWillAppear(false)", "banner.viewIsAppearing(false)",
        "banner.viewDidAppear(false)",
      ])
    h.expectFindings([.orphanView])
  }

  @Test func followsItsWindowHiddenAndShown() {
    let h = Harness()
    let banner = Probe("banner")
    let overlay = Probe("overlay")
    h.root.view.addSubview(banner.view)
    // Placed in the window itself, with no component above it.
    h.window.addSubview(overlay.view)
    #expect(overlay.appearanceState == .appeared)
    _ = h.callbacks()
    h.window.hide()
    #expect(banner.appearanceState == .disappeared)
    #expect(overlay.appearanceState == .disappeared)
    #expect(
      appearance(h).filter { $0.hasPrefix("banner.") || $0.hasPrefix("overlay.") }.sorted() == [
        "banner.viewDidDisappear(false)", "banner.viewWillDisappear(false)",
        "overlay.viewDidDisappear(false)", "overlay.viewWillDisappear(false)",
      ])
    h.window.makeKeyAndVisible()
    #expect(banner.appearanceState == .appeared)
    #expect(overlay.appearanceState == .appeared)
    h.expectFindings([.orphanView])
  }

  @Test func disappearsWhenItsWindowIsReleased() {
    let banner = Probe("banner")
    let overlay = Probe("overlay")
    let recorder = LifecycleRecorder()
    do {
      let window = Window()
      window.addObserver(recorder)
      let root = Component(traceName: "root")
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.view.addSubview(banner.view)
      window.addSubview(overlay.view)
      #expect(banner.appearanceState == .appeared)
      #expect(overlay.appearanceState == .appeared)
      recorder.reset()
    }
    #expect(banner.appearanceState == .disappeared)
    #expect(overlay.appearanceState == .disappeared)
    let trace = recorder.drain()
    #expect(trace.contains("banner.viewDidDisappear(false)"))
    #expect(trace.contains("overlay.viewDidDisappear(false)"))
  }

  @Test func adoptionByAddChildAfterwardsIsBalanced() {
    let h = Harness()
    let banner = Probe("banner")
    h.root.view.addSubview(banner.view)
    _ = h.callbacks()
    h.root.addChild(banner)
    banner.didMove(toParent: h.root)
    // Already appeared where its new parent shows it: no second appearance.
    #expect(
      appearance(h) == ["banner.willMove(toParent: root)", "banner.didMove(toParent: root)"])
    #expect(banner.appearanceState == .appeared)
    banner.unembed()
    #expect(
      appearance(h) == [
        "banner.willMove(toParent: nil)", "banner.viewWillDisappear(false)",
        "banner.viewDidDisappear(false)", "banner.didMove(toParent: nil)",
      ])
    h.expectFindings([.orphanView])
  }

  @Test func adoptionByAContainerThatDoesNotShowItDisappearsItFirst() {
    let h = Harness()
    let other = Probe("other")
    h.root.embed(other)
    let banner = Probe("banner")
    h.root.view.addSubview(banner.view)
    _ = h.callbacks()
    other.addChild(banner)  // its view stays in root's view, outside other's
    #expect(
      appearance(h) == [
        "banner.viewWillDisappear(false)", "banner.viewDidDisappear(false)",
        "banner.willMove(toParent: other)",
      ])
    #expect(banner.appearanceState == .disappeared)
    other.view.addSubview(banner.view)
    banner.didMove(toParent: other)
    #expect(banner.appearanceState == .appeared)
    h.auditor.checkpoint()
    #expect(h.auditor.findings.map(\.kind).contains(.orphanView))
    h.acceptReports()
  }

  @Test func removeFromParentWithTheViewLeftPlacedKeepsItAppearedUntilTheViewLeaves() {
    let h = Harness()
    let child = Probe("child")
    h.root.embed(child)
    _ = h.callbacks()
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(
      appearance(h) == ["child.willMove(toParent: nil)", "child.didMove(toParent: nil)"])
    #expect(child.appearanceState == .appeared)
    child.view.removeFromSuperview()
    #expect(
      appearance(h) == ["child.viewWillDisappear(false)", "child.viewDidDisappear(false)"])
    #expect(child.appearanceState == .disappeared)
    h.auditor.checkpoint()
    h.acceptReports()
  }

  @Test func aManualContainersChildRemovedWithItsViewLeftFollowsTheContainer() {
    let h = Harness()
    let manual = Probe("manual", manual: true)
    h.root.embed(manual)
    let child = Probe("child")
    manual.addChild(child)
    manual.view.addSubview(child.view)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    child.didMove(toParent: manual)
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(child.appearanceState == .appeared, "its view is still on screen")
    _ = h.callbacks()
    h.window.hide()
    #expect(
      appearance(h).filter { $0.hasPrefix("child.") } == [
        "child.viewWillDisappear(false)", "child.viewDidDisappear(false)",
      ])
    h.window.makeKeyAndVisible()
    #expect(child.appearanceState == .appeared)
    h.auditor.checkpoint()
    h.acceptReports()
  }

  @Test func disappearsWhenAPlainViewCarryingItIsRemoved() {
    let h = Harness()
    let card = View(traceName: "card")
    let banner = Probe("banner")
    card.addSubview(banner.view)
    h.root.view.addSubview(card)
    #expect(banner.appearanceState == .appeared)
    _ = h.callbacks()
    card.removeFromSuperview()
    #expect(banner.appearanceState == .disappeared)
    #expect(
      appearance(h) == ["banner.viewWillDisappear(false)", "banner.viewDidDisappear(false)"],
      "the window's observers see the disappearance")
    // Carried into another screen that is not visible, then shown with it.
    let screen = Probe("screen")
    screen.view.addSubview(card)
    #expect(banner.appearanceState == .disappeared)
    h.root.embed(screen)
    #expect(banner.appearanceState == .appeared)
    h.expectFindings([.orphanView])
  }

  @Test func theComponentsInsideAViewOnlyComponentFollowIt() {
    let h = Harness()
    let banner = Probe("banner")
    let badge = Probe("badge")
    banner.embed(badge)
    h.root.view.addSubview(banner.view)
    #expect(
      appearance(h).filter { !$0.contains("Move(") } == [
        "banner.viewWillAppear(false)", "banner.viewIsAppearing(false)",
        "badge.viewWillAppear(false)", "badge.viewIsAppearing(false)",
        "banner.viewDidAppear(false)", "badge.viewDidAppear(false)",
      ])
    h.window.hide()
    #expect(badge.appearanceState == .disappeared)
    h.expectFindings([.orphanView])
  }

  @Test func aViewOnlyComponentIsReleasedWhenUserCodeLetsItGo() {
    let h = Harness()
    weak var weakBanner: Probe?
    do {
      let banner = Probe("banner")
      weakBanner = banner
      h.root.view.addSubview(banner.view)
      #expect(banner.appearanceState == .appeared)
    }
    #expect(weakBanner == nil, "the engine kept a view-only component alive")
    // Its view, left behind, is a plain view now: the walks that met it go on.
    h.window.hide()
    h.window.makeKeyAndVisible()
    #expect(h.root.appearanceState == .appeared)
    h.auditor.checkpoint()
    h.acceptReports()
  }

  /// A component inside a view-only one appeared in its window; when the view-only component's
  /// view then leaves every window, the child's disappearance reaches the observers of the window
  /// that saw it appear, as its parent's does (found by the multi-window random world: it was kept
  /// as an event of a detached tree and never delivered).
  @Test func aChildOfAViewOnlyComponentDisappearsInTheTraceWhenTheViewLeavesEveryWindow() {
    let checker = BalanceChecker()
    let window = Window()
    window.addObserver(checker)
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let holder = Probe("holder")
    let child = Probe("child")
    root.embed(holder)
    holder.embed(child)
    #expect(child.appearanceState == .appeared)
    // Removed from its parent with its view left placed: view-only (contract §3).
    holder.willMove(toParent: nil)
    holder.removeFromParent()
    #expect(holder.appearanceState == .appeared)
    // Into the view of a component that was never in a window.
    let elsewhere = Probe("elsewhere")
    elsewhere.view.addSubview(holder.view)
    #expect(holder.appearanceState == .disappeared)
    #expect(child.appearanceState == .disappeared)
    #expect(checker.states[holder.reference.number] == .disappeared)
    #expect(checker.states[child.reference.number] == .disappeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    withExtendedLifetime(elsewhere) {}
  }

  /// Deep trees have no recursion limit: a view-only component at the bottom of a chain of
  /// plain views in its host's view follows the host (its appearance walks reach it without
  /// recursing through the chain). 100,000 views at full size (`COMPOSE_RANDOM_FULL=1`), 2,000 by
  /// default (``TestSize``).
  @Test func aViewOnlyComponentBelowADeepChainOfPlainViewsFollowsItsHost() {
    let window = Window()
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let top = View(traceName: "top")
    var bottom = top
    for _ in 1..<TestSize.scale(full: 100_000, small: 2_000) {
      let next = View()
      bottom.addSubview(next)
      bottom = next
    }
    let banner = Probe("banner")
    bottom.addSubview(banner.view)
    root.view.addSubview(top)
    #expect(banner.appearanceState == .appeared)
    window.hide()
    #expect(root.appearanceState == .disappeared)
    #expect(banner.appearanceState == .disappeared)
    window.makeKeyAndVisible()
    #expect(banner.appearanceState == .appeared)
    top.removeFromSuperview()
    #expect(banner.appearanceState == .disappeared)
  }
}
