import Compose
import ComposeTestFixtures
import Testing

/// What a placement or removal lays out before it returns (contract §4) in the cases the hot path's
/// shortcuts could get wrong: marks made by the removal's own hooks, in the window the view left
/// (which may not be its owner's, or no longer be its owner's after a hook), and a child placed
/// hidden from a leaf's first layout, which waits to be visible.
@Suite struct RemovalLayoutTests {
  typealias LoggingView = LayoutTests.LoggingView
  typealias Log = LayoutTests.Log
  typealias Screen = LayoutTests.Screen

  /// A container view that relayouts when a subview leaves (a stack view).
  final class RelayoutOnRemoval: View {
    let log: Log
    init(_ name: String, log: Log) {
      self.log = log
      super.init(traceName: name)
    }
    override func willRemoveSubview(_ subview: View) { setNeedsLayout() }
    override func layoutSubviews() { log.lines.append("\(traceName ?? "?").layoutSubviews") }
  }

  func visibleWindow(_ log: Log, _ name: String = "root") -> (Window, Screen) {
    let window = Window()
    let root = Screen(name, log: log)
    window.rootComponent = root
    window.makeKeyAndVisible()
    log.lines.removeAll()
    return (window, root)
  }

  // 1. A plain view (a leaf, or a cell with its content view) removed from a stack whose
  // willRemoveSubview marks it: laid out before the removal returns (contract §4).
  @Test(arguments: [false, true])
  func plainViewRemovalLaysOutWhatWillRemoveSubviewMarked(withSubview: Bool) {
    let log = Log()
    let (window, root) = visibleWindow(log)
    let stack = RelayoutOnRemoval("stack", log: log)
    root.view.addSubview(stack)
    let cell = View(traceName: "cell")
    if withSubview { cell.addSubview(View(traceName: "content")) }
    stack.addSubview(cell)
    log.lines.removeAll()
    cell.removeFromSuperview()
    #expect(log.lines == ["stack.layoutSubviews"])
    _ = window
  }

  // 2. A component of window A whose view is in window B's hierarchy: removing it lays out what
  // B's willRemoveSubview marked before returning (contract §4).
  @Test func crossWindowRemovalLaysOutTheWindowTheViewLeft() {
    let log = Log()
    let (windowA, rootA) = visibleWindow(log, "rootA")
    let (windowB, rootB) = visibleWindow(log, "rootB")
    let child = Probe("child")
    rootA.addChild(child)
    child.didMove(toParent: rootA)
    let stack = RelayoutOnRemoval("stack", log: log)
    rootB.view.addSubview(stack)
    stack.addSubview(child.view)
    log.lines.removeAll()
    child.view.removeFromSuperview()
    #expect(log.lines == ["stack.layoutSubviews"])
    _ = (windowA, windowB)
  }

  // 3. A disappearance hook marks a view and removes the component from its parent: the mark is
  // laid out before the removal returns (contract §4).
  @Test(arguments: [false, true])
  func removalLaysOutWhatADisappearanceHookMarkedAfterLeavingItsParent(observed: Bool) {
    let log = Log()
    let (window, root) = visibleWindow(log)
    if observed { window.addObserver(LifecycleRecorder()) }
    let marker = LoggingView("marker", log: log)
    root.view.addSubview(marker)
    let child = Probe("child")
    root.embed(child, in: root.view)
    child.onWillDisappear = { _ in marker.setNeedsLayout() }
    child.onDidDisappear = { probe in _ = probe.removeFromParent() }
    log.lines.removeAll()
    child.view.removeFromSuperview()
    #expect(child.parent == nil)
    #expect(log.lines == ["marker.layoutSubviews"])
    _ = window
  }

  // 3b. Same, the component leaving its parent in viewWillDisappear.
  @Test func removalLaysOutWhatAWillDisappearHookMarkedAfterLeavingItsParent() {
    let log = Log()
    let (window, root) = visibleWindow(log)
    let marker = LoggingView("marker", log: log)
    root.view.addSubview(marker)
    let child = Probe("child")
    root.embed(child, in: root.view)
    child.onWillDisappear = { probe in
      marker.setNeedsLayout()
      _ = probe.removeFromParent()
    }
    log.lines.removeAll()
    child.view.removeFromSuperview()
    #expect(log.lines == ["marker.layoutSubviews"])
    _ = window
  }

  /// A manually forwarding container that embeds its child's view in viewDidLayoutSubviews.
  final class LazyContainer: Component {
    let child: Component
    init(child: Component) {
      self.child = child
      super.init(traceName: "container")
    }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      if child.parent == nil { embed(child, in: view) }
    }
  }

  // 4. A child of a manual container, placed from the container's first layout (its view a
  // leaf until then), is not laid out before it appears: it waits for visibility.
  @Test func aHiddenChildPlacedFromALeafsLayoutWaitsForVisibility() {
    let log = Log()
    let (window, root) = visibleWindow(log)
    let child = Screen("child", log: log)
    let container = LazyContainer(child: child)
    root.embed(container, in: root.view)
    #expect(child.parent === container)
    #expect(child.appearanceState == .disappeared)
    #expect(!log.lines.contains("child.viewWillLayoutSubviews"))
    _ = window
  }
}
