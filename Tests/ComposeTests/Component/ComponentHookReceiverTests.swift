import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// The public hook receiver (``ComponentHookReceiver``, `Component.hookReceiver`): the one link a
/// facade attaches to hear a component's hooks. The orders expected are the contract's (§1.2,
/// §4); the receiver must hear each hook once, in place of the component's own method, and a
/// direct call on the facade's side must run the engine's part once without coming back.
@Suite struct ComponentHookReceiverTests {
  /// A facade as ComposeUIKit makes one: it owns its component, and its receiver (owned by the
  /// component) refers to it weakly. Its "overrides" log, then run the engine's part, as a
  /// `UIViewController` subclass's `super` call does.
  @MainActor final class Facade {
    let component: Component
    var log: [String] = []
    let tracker: LifetimeTracker?

    init(_ name: String, tracker: LifetimeTracker? = nil) {
      component = Component(traceName: name)
      self.tracker = tracker
      tracker?.created()
      component.attachHookReceiver(Link(facade: self))
    }

    isolated deinit { tracker?.released() }

    func willMove(toParent parent: Component?) {
      log.append("willMove(toParent: \(parent?.traceName ?? "nil"))")
      component.performOwnWillMove(toParent: parent)
    }

    func didMove(toParent parent: Component?) {
      log.append("didMove(toParent: \(parent?.traceName ?? "nil"))")
      component.performOwnDidMove(toParent: parent)
    }

    func viewWillAppear(_ animated: Bool) {
      log.append("viewWillAppear(\(animated))")
      component.performOwnViewWillAppear(animated)
    }
  }

  /// The receiver: forwards every hook to its facade (or logs it there) and runs the
  /// component's own part for the others.
  @MainActor final class Link: ComponentHookReceiver {
    weak var facade: Facade?
    init(facade: Facade) { self.facade = facade }

    func loadView(of component: Component) {
      facade?.log.append("loadView")
      component.performOwnLoadView()
    }
    func viewDidLoad(of component: Component) {
      facade?.log.append("viewDidLoad")
      component.performOwnViewDidLoad()
    }
    func willMove(_ component: Component, toParent parent: Component?) {
      guard let facade else { return component.performOwnWillMove(toParent: parent) }
      facade.willMove(toParent: parent)
    }
    func didMove(_ component: Component, toParent parent: Component?) {
      guard let facade else { return component.performOwnDidMove(toParent: parent) }
      facade.didMove(toParent: parent)
    }
    func viewWillAppear(_ component: Component, animated: Bool) {
      guard let facade else { return component.performOwnViewWillAppear(animated) }
      facade.viewWillAppear(animated)
    }
    func viewIsAppearing(_ component: Component, animated: Bool) {
      facade?.log.append("viewIsAppearing(\(animated))")
      component.performOwnViewIsAppearing(animated)
    }
    func viewDidAppear(_ component: Component, animated: Bool) {
      facade?.log.append("viewDidAppear(\(animated))")
      component.performOwnViewDidAppear(animated)
    }
    func viewWillDisappear(_ component: Component, animated: Bool) {
      facade?.log.append("viewWillDisappear(\(animated))")
      component.performOwnViewWillDisappear(animated)
    }
    func viewDidDisappear(_ component: Component, animated: Bool) {
      facade?.log.append("viewDidDisappear(\(animated))")
      component.performOwnViewDidDisappear(animated)
    }
    func viewWillLayoutSubviews(of component: Component) {
      facade?.log.append("viewWillLayoutSubviews")
    }
    func viewDidLayoutSubviews(of component: Component) {
      facade?.log.append("viewDidLayoutSubviews")
    }
  }

  /// A receiver that implements nothing: every default runs the component's own part.
  @MainActor final class Defaults: ComponentHookReceiver {}

  @Test func aWindowsRootHearsItsLoadingAppearanceAndLayoutThroughItsReceiverOnceInOrder() {
    let facade = Facade("root")
    let window = Window()
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    window.rootComponent = facade.component
    window.makeKeyAndVisible()
    // Contract §2 (loadView then viewDidLoad) and §4 (a window's root appearing: the layout
    // between viewIsAppearing and viewDidAppear).
    #expect(
      facade.log == [
        "loadView", "viewDidLoad", "viewWillAppear(false)", "viewIsAppearing(false)",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear(false)",
      ])
    #expect(recorder.diagnostics.isEmpty, "the engine's dispatch is not a direct call")
  }

  @Test func aChildEmbeddedInAnAppearedParentHearsItsContainmentThroughItsReceiverOnce() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Facade("child")
    root.addChild(child.component)
    root.view.addSubview(child.component.view)
    child.component.didMove(toParent: root)
    // Contract §1.2, for a child added to an appeared container; each event once.
    let hooks = child.log.filter { !$0.contains("Layout") }
    #expect(
      hooks == [
        "willMove(toParent: root)", "loadView", "viewDidLoad", "viewWillAppear(false)",
        "viewIsAppearing(false)", "viewDidAppear(false)", "didMove(toParent: root)",
      ])
    #expect(
      h.traces() == [
        "child.willMove(toParent: root)", "child.viewDidLoad", "child.viewWillAppear(false)",
        "child.viewIsAppearing(false)", "child.viewDidAppear(false)",
        "child.didMove(toParent: root)",
      ])
    #expect(!child.component.isMovingToParent, "the engine's part of didMove ran")
  }

  @Test func aDirectCallOnTheFacadesSideRunsTheEnginesPartOnceWithoutComingBack() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let child = Facade("child")
    root.embed(child.component)
    _ = h.traces()
    child.log = []
    // UIKit's removal idiom, called on the facade: its override, then the engine's part, once.
    child.willMove(toParent: nil)
    #expect(child.log == ["willMove(toParent: nil)"], "the receiver is not entered again")
    #expect(h.traces(.all) == ["child.willMove(toParent: nil)"])
    #expect(child.component.isMovingFromParent)
    child.log = []
    child.component.view.removeFromSuperview()
    _ = child.component.removeFromParent()
    // Contract §1.2: the disappearance at removeFromSuperview, then removeFromParent's didMove.
    #expect(
      child.log == [
        "viewWillDisappear(false)", "viewDidDisappear(false)", "didMove(toParent: nil)",
      ])
    #expect(!child.component.isMovingFromParent)
  }

  @Test func aDirectAppearanceCallOnTheFacadesSideIsStillReported() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let child = Facade("child")
    root.embed(child.component)
    _ = h.traces()
    h.expect(diagnostic: .directAppearanceCall)
    h.expect(finding: .directAppearanceCall)
    child.viewWillAppear(true)
    h.checkpoint()
  }

  /// A component whose own hooks log, and a receiver that logs each hook, then passes it on
  /// with its `performOwn…`.
  @MainActor final class OwnLogging: Component {
    var log: [String] = []
    override func viewDidLoad() { log.append("own.viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.append("own.viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.append("own.viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.append("own.viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.append("own.viewDidDisappear")
    }
    override func didReceiveMemoryWarning() { log.append("own.didReceiveMemoryWarning") }
  }

  /// Logs each hook, then passes it on with the component's `performOwn…`.
  @MainActor final class PassingOn: ComponentHookReceiver {
    weak var component: OwnLogging?
    private func heard(_ hook: String, thenPassOn own: () -> Void) {
      component?.log.append("receiver.\(hook)")
      own()
    }
    func viewDidLoad(of component: Component) {
      heard("viewDidLoad") { component.performOwnViewDidLoad() }
    }
    func viewWillAppear(_ component: Component, animated: Bool) {
      heard("viewWillAppear") { component.performOwnViewWillAppear(animated) }
    }
    func viewDidAppear(_ component: Component, animated: Bool) {
      heard("viewDidAppear") { component.performOwnViewDidAppear(animated) }
    }
    func viewWillDisappear(_ component: Component, animated: Bool) {
      heard("viewWillDisappear") { component.performOwnViewWillDisappear(animated) }
    }
    func viewDidDisappear(_ component: Component, animated: Bool) {
      heard("viewDidDisappear") { component.performOwnViewDidDisappear(animated) }
    }
    func didReceiveMemoryWarning(of component: Component) {
      heard("didReceiveMemoryWarning") { component.performOwnDidReceiveMemoryWarning() }
    }
  }

  @Test func eachHookPassedOnWithPerformOwnRunsTheComponentsOwnPartOnceWithoutComingBack() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let child = OwnLogging(traceName: "child")
    let receiver = PassingOn()
    receiver.component = child
    child.attachHookReceiver(receiver)
    root.embed(child)
    child.receiveMemoryWarning()
    child.unembed()
    #expect(
      child.log == [
        "receiver.viewDidLoad", "own.viewDidLoad",
        "receiver.viewWillAppear", "own.viewWillAppear",
        "receiver.viewDidAppear", "own.viewDidAppear",
        "receiver.didReceiveMemoryWarning", "own.didReceiveMemoryWarning",
        "receiver.viewWillDisappear", "own.viewWillDisappear",
        "receiver.viewDidDisappear", "own.viewDidDisappear",
      ])
    h.checkpoint()
  }

  @Test func performOwnAppearanceOutsideTheEnginesDispatchIsReportedAsADirectCall() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let child = Probe("child")
    root.embed(child)
    _ = h.traces()
    h.expect(diagnostic: .directAppearanceCall)
    h.expect(finding: .directAppearanceCall)
    child.performOwnViewDidAppear(false)
    h.checkpoint()
  }

  @Test func aReceiverThatImplementsNothingRunsTheComponentsOwnHooksOnce() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Probe("child")
    var heard: [String] = []
    child.onViewDidLoad = { _ in heard.append("viewDidLoad") }
    child.onWillMove = { _, parent in heard.append("willMove(\(parent?.traceName ?? "nil"))") }
    child.onWillAppear = { _ in heard.append("viewWillAppear") }
    child.onIsAppearing = { _ in heard.append("viewIsAppearing") }
    child.onDidAppear = { _ in heard.append("viewDidAppear") }
    child.onDidMove = { _, parent in heard.append("didMove(\(parent?.traceName ?? "nil"))") }
    child.attachHookReceiver(Defaults())
    root.embed(child)
    // Probe's overrides run before their `super` returns: willMove's runs after the receiver
    // handed the call back to the engine's part, once.
    #expect(
      heard == [
        "willMove(root)", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
        "didMove(root)",
      ])
    #expect(
      h.traces() == [
        "child.willMove(toParent: root)", "child.viewDidLoad", "child.viewWillAppear(false)",
        "child.viewIsAppearing(false)", "child.viewDidAppear(false)",
        "child.didMove(toParent: root)",
      ])
  }

  @Test func theReceiverAnswersTheBaseGettersOfTheTwoOpenProperties() {
    final class Manual: ComponentHookReceiver {
      func shouldAutomaticallyForwardAppearanceMethods(of component: Component) -> Bool { false }
      func isModalInPresentation(of component: Component) -> Bool { true }
    }
    let component = Component(traceName: "c")
    #expect(component.shouldAutomaticallyForwardAppearanceMethods)
    #expect(!component.isModalInPresentation)
    component.attachHookReceiver(Manual())
    #expect(!component.shouldAutomaticallyForwardAppearanceMethods)
    #expect(component.isModalInPresentation)
    let other = Component(traceName: "other")
    other.attachHookReceiver(Defaults())
    other.isModalInPresentation = true
    #expect(other.isModalInPresentation, "the default answers the value set")
    #expect(other.shouldAutomaticallyForwardAppearanceMethods)
  }

  @Test func aSecondReceiverIsRefusedAndTheFirstStays() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let child = Facade("child")
    root.embed(child.component)
    _ = h.traces()
    let first = child.component.hookReceiver
    #expect(child.component.attachHookReceiver(first!) == nil, "the same one again: nothing")
    h.expect(diagnostic: .hookReceiverAlreadyAttached)
    let refusal = child.component.attachHookReceiver(Defaults())
    #expect(refusal?.code == .hookReceiverAlreadyAttached)
    #expect(refusal?.path == #"Probe("root")/Component("child")"#)
    #expect(child.component.hookReceiver === first)
    child.log = []
    child.component.unembed()
    #expect(child.log.first == "willMove(toParent: nil)", "the facade still hears its hooks")
    h.checkpoint()
  }

  @Test func theComponentKeepsItsReceiverAndTheFacadePairFormsNoCycle() {
    let tracker = LifetimeTracker()
    weak var weakComponent: Component?
    weak var weakLink: (any ComponentHookReceiver)?
    do {
      let root = Probe("root")
      let h = LifecycleHarness(root: root)
      let facade = Facade("child", tracker: tracker)
      weakComponent = facade.component
      weakLink = facade.component.hookReceiver
      root.embed(facade.component)
      root.removeFromParentForTest(facade.component)
      #expect(weakLink != nil, "the component keeps its receiver")
      h.checkpoint()
    }
    #expect(tracker.live == 0)
    #expect(weakComponent == nil)
    #expect(weakLink == nil)
  }
}

extension Component {
  /// UIKit's removal idiom: `willMove(toParent: nil)`, the view out, `removeFromParent()`.
  fileprivate func removeFromParentForTest(_ child: Component) {
    child.willMove(toParent: nil)
    child.viewIfLoaded?.removeFromSuperview()
    _ = child.removeFromParent()
  }
}
