import Compose
import ComposeTestFixtures
import Testing

/// Contract §1 and §7: a refused call leaves the tree as it was and runs no hook: every check
/// comes before the first callback, and the diagnostic reaches the observers of the window that
/// was asked.
@Suite struct RefusalSideEffectTests {
  /// The top's view placed inside the view below makes the swipe a cycle: refused before the
  /// top is told it is moving (no `willMove(toParent: nil)` left unanswered).
  @Test func aRefusedSwipeBackSendsNoCallback() {
    let window = Window()
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    let a = Probe("a")
    let nav = NavigationContainer(root: a, traceName: "nav")
    window.rootComponent = nav
    window.makeKeyAndVisible()
    let b = Probe("b")
    nav.push(b, animated: false)
    a.view.addSubview(b.view)  // deliberate: the top's view inside the view below
    window.addObserver(recorder)
    let start = nav.beginInteractivePop()
    #expect(start.interaction == nil)
    #expect(start.diagnostic?.code == .addSubviewCycle)
    #expect(recorder.traces.isEmpty, "a refused swipe ran callbacks: \(recorder.traces)")
    #expect(!b.isMovingFromParent)
    #expect(nav.stack.map(\.traceName) == ["a", "b"])
    #expect(recorder.diagnostics.map(\.code) == [.addSubviewCycle])
  }

  /// `embed` checks the child before it reads its own view: a refusal loads nothing.
  @Test func aRefusedEmbedDoesNotLoadTheReceiversView() {
    let receiver = Probe("receiver")
    #expect(receiver.embed(receiver)?.code == .addChildToItself)
    #expect(!receiver.isViewLoaded)
  }

  /// A navigation container asked to embed a window's root: its view stays unloaded, so it does
  /// not place its top child or run that child's hooks either.
  @Test func aRefusedEmbedInANavigationContainerRunsNoHook() {
    let window = Window()
    let rootOfWindow = Probe("windowRoot")
    window.rootComponent = rootOfWindow
    let top = Probe("top")
    var hooks: [String] = []
    top.onViewDidLoad = { _ in hooks.append("top.viewDidLoad") }
    top.onDidMove = { _, _ in hooks.append("top.didMove") }
    let nav = NavigationContainer(root: top, traceName: "nav")
    hooks.removeAll()  // the stack's own containment
    #expect(nav.embed(rootOfWindow)?.code == .addWindowRootAsChild)
    #expect(!nav.isViewLoaded && !top.isViewLoaded)
    #expect(hooks.isEmpty)
  }

  /// Refusing a child that has a parent in no window: the diagnostic still goes to the observers
  /// of the window that was asked.
  @Test func aRootRefusedForAParentOutsideAnyWindowIsReportedToTheWindowAsked() {
    let window = Window()
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    let parent = Component(traceName: "parent")
    let child = Component(traceName: "child")
    parent.addChild(child)
    let diagnostic = window.setRootComponent(child)
    #expect(diagnostic?.code == .rootComponentInUse)
    #expect(recorder.diagnostics.map(\.code) == [.rootComponentInUse])
    #expect(window.rootComponent == nil && child.parent === parent)
  }

  /// The same for another window's root.
  @Test func aRootRefusedForAnotherWindowsRootIsReportedToTheWindowAsked() {
    let asked = Window(traceName: "asked")
    let other = Window(traceName: "other")
    let askedRecorder = LifecycleRecorder()
    asked.addObserver(askedRecorder)
    let shared = Component(traceName: "shared")
    other.rootComponent = shared
    let diagnostic = asked.setRootComponent(shared)
    #expect(diagnostic?.code == .rootComponentInUse)
    #expect(askedRecorder.diagnostics.map(\.code) == [.rootComponentInUse])
    #expect(asked.rootComponent == nil && other.rootComponent === shared)
  }
}
