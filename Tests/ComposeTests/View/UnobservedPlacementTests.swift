import Compose
import ComposeTestFixtures
import Testing

/// A placement or removal in a window nobody observes skips the events, and with them the walks
/// up the superview chain that find the components enclosing the old and new superviews: a
/// component's view then syncs its owner directly. What the components see must not depend on
/// that: the appearance callbacks (contract §3) and the layout before an operation returns
/// (contract §4) are the same with and without an observer.
@Suite struct UnobservedPlacementTests {
  /// A view that logs its layouts, and the log (the layout tests' own).
  typealias LoggingView = LayoutTests.LoggingView
  typealias Log = LayoutTests.Log

  /// Logs the appearance callbacks of `probe`.
  func logAppearance(of probe: Probe, into log: Log) {
    let name = probe.traceName
    probe.onWillAppear = { _ in log.lines.append("\(name).viewWillAppear") }
    probe.onIsAppearing = { _ in log.lines.append("\(name).viewIsAppearing") }
    probe.onDidAppear = { _ in log.lines.append("\(name).viewDidAppear") }
    probe.onWillDisappear = { _ in log.lines.append("\(name).viewWillDisappear") }
    probe.onDidDisappear = { _ in log.lines.append("\(name).viewDidDisappear") }
  }

  /// The scene: a visible window whose root's view holds two plain containers, `a` and `b`, and
  /// a plain `marker` view; `child` is embedded in `a`. Returns what is needed to move things.
  struct Scene {
    let window: Window
    let root: Probe
    let child: Probe
    let a: View
    let b: View
    let marker: LoggingView
    let log: Log
  }

  func makeScene(observed: Bool) -> Scene {
    let log = Log()
    let window = Window(traceName: "w")
    if observed { window.addObserver(LifecycleRecorder()) }
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let a = View(traceName: "a")
    let b = View(traceName: "b")
    let marker = LoggingView("marker", log: log)
    root.view.addSubview(a)
    root.view.addSubview(b)
    root.view.addSubview(marker)
    let child = Probe("child")
    logAppearance(of: child, into: log)
    root.embed(child, in: a)
    return Scene(
      window: window, root: root, child: child, a: a, b: b, marker: marker, log: log)
  }

  /// Moves the child's view around and returns the log of each step.
  func run(observed: Bool) -> [[String]] {
    let scene = makeScene(observed: observed)
    var steps: [[String]] = []
    func step(_ body: () -> Void) {
      scene.log.lines = []
      body()
      steps.append(scene.log.lines)
    }
    let detached = View(traceName: "detached")
    let wrapper = View(traceName: "wrapper")
    // A disappearance hook marks a view for layout: it is laid out before the call returns.
    scene.child.onWillDisappear = { _ in
      scene.log.lines.append("child.viewWillDisappear")
      scene.marker.setNeedsLayout()
    }
    step { scene.b.addSubview(scene.child.view) }  // from one container to the other: stays
    step { detached.addSubview(scene.child.view) }  // out of the window: disappears
    step { scene.a.insertSubview(scene.child.view, at: 0) }  // back: appears
    step { scene.child.view.removeFromSuperview() }  // removed: disappears
    step {
      wrapper.addSubview(scene.child.view)  // a plain view carrying the child
      scene.b.addSubview(wrapper)
    }
    step { wrapper.removeFromSuperview() }
    step { scene.child.unembed() }
    return steps
  }

  @Test func aMovedComponentViewGetsTheSameCallbacksWithAndWithoutAnObserver() {
    #expect(run(observed: false) == run(observed: true))
  }

  @Test func anUnobservedComponentViewAppearsAndDisappearsWhereItIsPlaced() {
    let steps = run(observed: false)
    #expect(steps.count == 7)
    guard steps.count == 7 else { return }
    #expect(steps[0].isEmpty)  // a to b, both inside the appeared root's view
    #expect(
      steps[1] == ["child.viewWillDisappear", "child.viewDidDisappear", "marker.layoutSubviews"])
    #expect(steps[2] == ["child.viewWillAppear", "child.viewIsAppearing", "child.viewDidAppear"])
    #expect(
      steps[3] == ["child.viewWillDisappear", "child.viewDidDisappear", "marker.layoutSubviews"])
    #expect(steps[4] == ["child.viewWillAppear", "child.viewIsAppearing", "child.viewDidAppear"])
    #expect(
      steps[5] == ["child.viewWillDisappear", "child.viewDidDisappear", "marker.layoutSubviews"])
    #expect(steps[6].isEmpty)  // its view is out of the window already
  }

  @Test func anUnobservedRemovalLaysOutWhatTheDisappearanceMarkedBeforeReturning() {
    let scene = makeScene(observed: false)
    scene.child.onWillDisappear = { _ in scene.marker.setNeedsLayout() }
    scene.log.lines = []
    scene.child.view.removeFromSuperview()
    #expect(scene.child.appearanceState == .disappeared)
    #expect(scene.log.lines == ["child.viewDidDisappear", "marker.layoutSubviews"])
  }
}

/// A plain view is placed or removed without looking for components inside it when a look at
/// the first two levels below it finds no component's view (a cell and its empty content view).
/// A component's view deeper down, or behind more views than the look takes, must still be found.
@Suite struct PlainViewPlacementTests {
  /// A wrapper holding `probe`'s view `depth` levels below it (1: a direct subview), after
  /// `siblings` plain leaves at the first level.
  func wrapper(holding probe: Probe, depth: Int, siblings: Int = 0) -> View {
    let top = View(traceName: "wrapper")
    for index in 0..<siblings { top.addSubview(View(traceName: "leaf \(index)")) }
    var bottom = top
    for level in 1..<max(depth, 1) {
      let next = View(traceName: "level \(level)")
      bottom.addSubview(next)
      bottom = next
    }
    bottom.addSubview(probe.view)
    return top
  }

  @Test(arguments: [(1, 0), (2, 0), (3, 0), (4, 0), (1, 20), (2, 20)])
  func aComponentInsideAMovedPlainViewFollowsIt(depth: Int, siblings: Int) {
    let window = Window(traceName: "w")
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let child = Probe("child")
    root.addChild(child)
    let top = wrapper(holding: child, depth: depth, siblings: siblings)
    child.didMove(toParent: root)
    #expect(child.appearanceState == .disappeared)
    root.view.addSubview(top)
    #expect(child.appearanceState == .appeared)
    let detached = View(traceName: "detached")
    detached.addSubview(top)
    #expect(child.appearanceState == .disappeared)
    root.view.insertSubview(top, at: 0)
    #expect(child.appearanceState == .appeared)
    top.removeFromSuperview()
    #expect(child.appearanceState == .disappeared)
  }

  @Test func aCellWithAnEmptyContentViewIsPlacedAndLaidOut() {
    final class CountingView: View {
      var layouts = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
      }
    }
    let window = Window(traceName: "w")
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let cell = CountingView(traceName: "cell")
    let content = CountingView(traceName: "content")
    cell.addSubview(content)
    root.view.addSubview(cell)
    // Entering a visible window lays out the subtree, parent and child, before the call returns.
    #expect(cell.layouts == 1)
    #expect(content.layouts == 1)
    cell.removeFromSuperview()
    #expect(cell.superview == nil)
  }
}
