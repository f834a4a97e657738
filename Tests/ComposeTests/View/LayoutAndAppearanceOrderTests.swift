import Compose
import Testing

/// Where the layout falls among the appearance callbacks (contract §4, "Layout and appearance,
/// as real UIKit prints it"): UIKit lays out at the end of the run-loop turn, so a window's root
/// and every animated transition are laid out before `viewDidAppear`, and an unanimated push,
/// pop, present or dismiss completes its appearance first. Each expectation is written from the
/// contract's text.
@Suite struct LayoutAndAppearanceOrderTests {
  /// A window recording appearance, containment and layout, with placements and loads left out.
  final class Scene {
    let window = Window()
    let recorder = LifecycleRecorder(
      recordsLoadView: false, recordsViewPlacement: false, recordsListEvents: false,
      recordsLayout: true)

    init(root: Component? = nil, visible: Bool = true) {
      window.addObserver(recorder)
      if let root { window.rootComponent = root }
      if visible { window.makeKeyAndVisible() }
    }

    func drain() -> [String] { recorder.drain().filter { !$0.hasSuffix(".viewDidLoad") } }
  }

  /// A component that embeds a child from `viewDidLoad`.
  final class Parent: Component {
    let child = Component(traceName: "child")
    override func viewDidLoad() { embed(child) }
  }

  @Test func aWindowsRootAppearingIsLaidOutBetweenViewIsAppearingAndViewDidAppear() {
    let scene = Scene(root: Component(traceName: "A"), visible: false)
    _ = scene.drain()
    scene.window.makeKeyAndVisible()
    #expect(
      scene.drain() == [
        "A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewWillLayoutSubviews",
        "A.viewDidLayoutSubviews", "A.viewDidAppear(false)",
      ])
  }

  @Test func aRootSetInAVisibleWindowIsLaidOutBeforeItsViewDidAppear() {
    let scene = Scene()
    scene.window.rootComponent = Component(traceName: "A")
    #expect(
      scene.drain() == [
        "A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewWillLayoutSubviews",
        "A.viewDidLayoutSubviews", "A.viewDidAppear(false)",
      ])
  }

  @Test func aChildAddedInItsParentsViewDidLoadIsLaidOutWithItsParent() {
    let scene = Scene(root: Parent(traceName: "parent"), visible: false)
    _ = scene.drain()
    scene.window.makeKeyAndVisible()
    let trace = scene.drain()
    // Both are laid out in the root's layout: after both began appearing, before either ended.
    let lastWill = trace.lastIndex { $0.contains("viewIsAppearing") } ?? -1
    let firstDid = trace.firstIndex { $0.contains("viewDidAppear") } ?? -1
    let layouts = trace.indices.filter { trace[$0].contains("LayoutSubviews") }
    #expect(
      layouts.map { trace[$0] } == [
        "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews",
        "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
      ])
    #expect(layouts.allSatisfy { $0 > lastWill && $0 < firstDid })
  }

  @Test func anAnimatedPushIsLaidOutWhenTheCallReturnsBeforeViewDidAppear() {
    let nav = NavigationContainer(root: Component(traceName: "A"), traceName: "nav")
    let scene = Scene(root: nav)
    _ = scene.drain()
    nav.push(Component(traceName: "B"), animated: true)
    #expect(
      scene.drain() == [
        "B.willMove(toParent: nav)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
      ])
    scene.window.runUntilIdle()
    #expect(
      scene.drain() == [
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: nav)",
      ])
  }

  @Test func anAnimatedPopIsLaidOutWhenTheCallReturnsBeforeViewDidAppear() {
    let nav = NavigationContainer(root: Component(traceName: "A"), traceName: "nav")
    let scene = Scene(root: nav)
    nav.push(Component(traceName: "B"), animated: false)
    _ = scene.drain()
    nav.pop(animated: true)
    #expect(
      scene.drain() == [
        "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
        "A.viewIsAppearing(true)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
      ])
    scene.window.runUntilIdle()
    #expect(
      scene.drain() == [
        "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
      ])
  }

  @Test func anAnimatedPresentationIsLaidOutWhenTheCallReturnsBeforeViewDidAppear() {
    let presenter = Component(traceName: "A")
    let scene = Scene(root: presenter)
    _ = scene.drain()
    presenter.present(Component(traceName: "M"), animated: true, style: .fullScreen)
    #expect(
      scene.drain() == [
        "A.viewWillDisappear(true)", "M.viewWillAppear(true)", "M.viewIsAppearing(true)",
        "M.viewWillLayoutSubviews", "M.viewDidLayoutSubviews",
      ])
    scene.window.runUntilIdle()
    #expect(scene.drain() == ["M.viewDidAppear(true)", "A.viewDidDisappear(true)"])
  }

  @Test func anUnanimatedPushCompletesItsAppearanceThenLaysOutBeforeReturning() {
    let nav = NavigationContainer(root: Component(traceName: "A"), traceName: "nav")
    let scene = Scene(root: nav)
    _ = scene.drain()
    nav.push(Component(traceName: "B"), animated: false)
    #expect(
      scene.drain() == [
        "B.willMove(toParent: nav)", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
        "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
        "B.didMove(toParent: nav)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
      ])
  }

  @Test func anUnanimatedPopCompletesItsAppearanceThenLaysOutBeforeReturning() {
    let nav = NavigationContainer(root: Component(traceName: "A"), traceName: "nav")
    let scene = Scene(root: nav)
    nav.push(Component(traceName: "B"), animated: false)
    nav.topComponent?.view.setNeedsLayout()
    nav.stack[0].view.setNeedsLayout()
    _ = scene.drain()
    nav.pop(animated: false)
    #expect(
      scene.drain() == [
        "B.willMove(toParent: nil)", "B.viewWillDisappear(false)", "A.viewWillAppear(false)",
        "A.viewIsAppearing(false)", "B.viewDidDisappear(false)", "A.viewDidAppear(false)",
        "B.didMove(toParent: nil)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
      ])
  }

  @Test func anUnanimatedPresentationCompletesThenLaysOutBeforeReturning() {
    let presenter = Component(traceName: "A")
    let scene = Scene(root: presenter)
    _ = scene.drain()
    presenter.present(Component(traceName: "M"), animated: false, style: .fullScreen)
    #expect(
      scene.drain() == [
        "A.viewWillDisappear(false)", "M.viewWillAppear(false)", "M.viewIsAppearing(false)",
        "M.viewDidAppear(false)", "A.viewDidDisappear(false)", "M.viewWillLayoutSubviews",
        "M.viewDidLayoutSubviews",
      ])
  }

  @Test func anUnanimatedDismissalCompletesThenLaysOutBeforeReturning() {
    let presenter = Component(traceName: "A")
    let scene = Scene(root: presenter)
    presenter.present(Component(traceName: "M"), animated: false, style: .fullScreen)
    _ = scene.drain()
    presenter.dismiss(animated: false)
    #expect(
      scene.drain() == [
        "M.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewIsAppearing(false)",
        "A.viewDidAppear(false)", "M.viewDidDisappear(false)", "A.viewWillLayoutSubviews",
        "A.viewDidLayoutSubviews",
      ])
  }

  @Test func aTabSwitchSendsViewIsAppearingAfterTheOldTabsViewWillDisappearAndLaysOutBeforeItEnds()
  {
    let tabs = TabContainer(
      tabs: [Component(traceName: "T1"), Component(traceName: "T2")], traceName: "tabs")
    let scene = Scene(root: tabs)
    _ = scene.drain()
    tabs.select(1)
    #expect(
      scene.drain() == [
        "T2.viewWillAppear(false)", "T1.viewWillDisappear(false)", "T2.viewIsAppearing(false)",
        "T2.viewWillLayoutSubviews", "T2.viewDidLayoutSubviews", "T1.viewDidDisappear(false)",
        "T2.viewDidAppear(false)",
      ])
  }

  /// Advancing the clock in one jump changes none of these orders: the traces of an animated
  /// push and presentation are the same whether the clock runs to idle or steps by 1 ms.
  @Test(arguments: [false, true])
  func runningTheClockInOneJumpKeepsTheOrders(_ jumps: Bool) {
    func run(_ operation: (Component) -> Void) -> [String] {
      let nav = NavigationContainer(root: Component(traceName: "A"), traceName: "nav")
      let scene = Scene(root: nav)
      operation(nav)
      if jumps {
        scene.window.runUntilIdle()
      } else {
        for _ in 0..<400 { scene.window.advance(by: .milliseconds(1)) }
      }
      return scene.drain()
    }
    let pushed = run {
      ($0 as? NavigationContainer)?.push(Component(traceName: "B"), animated: true)
    }
    let presented = run {
      $0.present(Component(traceName: "M"), animated: true, style: .fullScreen)
    }
    #expect(
      Array(pushed.suffix(6)) == [
        "B.viewIsAppearing(true)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: nav)",
      ])
    let appeared = presented.firstIndex(of: "M.viewDidAppear(true)") ?? -1
    let laidOut = presented.firstIndex(of: "M.viewDidLayoutSubviews") ?? Int.max
    #expect(laidOut < appeared)
  }
}
