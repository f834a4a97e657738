import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// Contract §5: presenting and dismissing in both styles, animated and not, from the presenting
/// or the presented component, nested.
@Suite struct PresentationOrderTests {
  /// A visible window whose root is `a` (``LifecycleHarness``: a recorder, and an auditor that
  /// fails the test on anything undeclared), with a balance checker.
  struct Setup {
    let h: LifecycleHarness
    let checker = BalanceChecker()
    let log = DelegateLog()
    let a = Probe("a")
    var window: Window { h.window }

    init(fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line) {
      h = LifecycleHarness(root: a, visible: false, fileID: fileID, filePath: filePath, line: line)
      window.addObserver(checker)
      window.makeKeyAndVisible()
      _ = h.traces()
    }
  }

  @Test(arguments: [false, true]) func fullScreenPresentAndDismissFollowTheContractOrder(
    animated: Bool
  ) {
    let s = Setup()
    let tracker = LifetimeTracker()
    var completed = 0
    do {
      let m = Probe("m", tracker: tracker)
      m.presentationDelegate = s.log
      s.a.present(m, animated: animated, style: .fullScreen) { completed += 1 }
    }
    let flag = "\(animated)"
    if animated {
      #expect(s.a.presentedComponent?.isBeingPresented == true)
      s.h.expectTrace([
        "m.viewDidLoad", "a.viewWillDisappear(true)", "m.viewWillAppear(true)",
        "m.viewIsAppearing(true)",
      ])
      s.window.advance(by: .milliseconds(350))
      s.h.expectTrace(["m.viewDidAppear(true)", "a.viewDidDisappear(true)"])
    } else {
      s.h.expectTrace([
        "m.viewDidLoad", "a.viewWillDisappear(false)", "m.viewWillAppear(false)",
        "m.viewIsAppearing(false)", "m.viewDidAppear(false)", "a.viewDidDisappear(false)",
      ])
    }
    #expect(completed == 1)
    let m = s.a.presentedComponent
    #expect(m?.traceName == "m" && m?.presentingComponent === s.a && m?.isBeingPresented == false)
    #expect(s.a.viewIfLoaded?.superview == nil, "the covered presenter's view leaves the window")
    m?.dismiss(animated: animated) { completed += 1 }
    #expect(m?.isBeingDismissed == true || !animated)
    s.window.runUntilIdle()
    s.h.expectTrace([
      "m.viewWillDisappear(\(flag))", "a.viewWillAppear(\(flag))", "a.viewIsAppearing(\(flag))",
      "a.viewDidAppear(\(flag))", "m.viewDidDisappear(\(flag))",
    ])
    #expect(completed == 2)
    #expect(s.log.drain() == ["didDismiss m dismiss"])
    #expect(s.a.presentedComponent == nil)
    _ = m
    #expect(s.checker.violations.isEmpty)
  }

  @Test(arguments: [false, true]) func overFullScreenLeavesThePresenterAlone(animated: Bool) {
    let s = Setup()
    let m = Probe("m")
    s.a.present(m, animated: animated, style: .overFullScreen)
    s.window.runUntilIdle()
    let flag = "\(animated)"
    s.h.expectTrace([
      "m.viewDidLoad", "m.viewWillAppear(\(flag))", "m.viewIsAppearing(\(flag))",
      "m.viewDidAppear(\(flag))",
    ])
    #expect(s.a.appearanceState == .appeared)
    s.a.dismiss(animated: animated)  // from the presenting component
    s.window.runUntilIdle()
    s.h.expectTrace(["m.viewWillDisappear(\(flag))", "m.viewDidDisappear(\(flag))"])
    #expect(m.presentingComponent == nil && m.window == nil)
  }

  @Test func theDismissedComponentIsReleased() {
    let s = Setup()
    let tracker = LifetimeTracker()
    s.a.present(Probe("m", tracker: tracker), animated: true, style: .fullScreen)
    s.window.runUntilIdle()
    #expect(tracker.live == 1, "the presenter keeps its presented component")
    s.a.dismiss(animated: true)
    s.window.runUntilIdle()
    #expect(tracker.live == 0)
  }

  @Test func presentingFromAChildPresentsFromTheRootOfItsTree() {
    let s = Setup()
    let child = Probe("child")
    s.a.embed(child)
    _ = s.h.traces()
    let m = Probe("m")
    child.present(m, animated: false, style: .fullScreen)
    #expect(m.presentingComponent === s.a)
    #expect(child.presentedComponent === m)
    s.h.expectTrace([
      "m.viewDidLoad", "a.viewWillDisappear(false)", "child.viewWillDisappear(false)",
      "m.viewWillAppear(false)", "m.viewIsAppearing(false)", "m.viewDidAppear(false)",
      "a.viewDidDisappear(false)", "child.viewDidDisappear(false)",
    ])
  }

  @Test func nestedPresentationsDismissFromTheBottomTakeEverythingAbove() {
    let s = Setup()
    let m1 = Probe("m1")
    let m2 = Probe("m2")
    m1.presentationDelegate = s.log
    m2.presentationDelegate = s.log
    s.a.present(m1, animated: false, style: .fullScreen)
    m1.present(m2, animated: false, style: .fullScreen)
    #expect(m2.presentingComponent === m1 && m1.presentedComponent === m2)
    #expect(m1.appearanceState == .disappeared && m2.appearanceState == .appeared)
    _ = s.h.traces()
    s.a.dismiss(animated: true)
    s.window.runUntilIdle()
    s.h.expectTrace([
      "m2.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
      "a.viewDidAppear(true)", "m2.viewDidDisappear(true)",
    ])
    #expect(s.log.drain() == ["didDismiss m2 presenterDismissed", "didDismiss m1 dismiss"])
    #expect(s.a.presentedComponent == nil && m1.presentedComponent == nil)
    #expect(s.checker.violations.isEmpty)
  }

  @Test func dismissingTheTopOfANestedChainBringsBackTheOneBelow() {
    let s = Setup()
    let m1 = Probe("m1")
    let m2 = Probe("m2")
    s.a.present(m1, animated: false, style: .fullScreen)
    m1.present(m2, animated: false, style: .fullScreen)
    _ = s.h.traces()
    m2.dismiss(animated: false)
    s.h.expectTrace([
      "m2.viewWillDisappear(false)", "m1.viewWillAppear(false)", "m1.viewIsAppearing(false)",
      "m1.viewDidAppear(false)", "m2.viewDidDisappear(false)",
    ])
    #expect(s.a.presentedComponent === m1 && m1.presentedComponent == nil)
  }

  @Test func hidingTheWindowHidesThePresentedComponent() {
    let s = Setup()
    let m = Probe("m")
    s.a.present(m, animated: false, style: .overFullScreen)
    _ = s.h.traces()
    s.window.hide()
    #expect(s.a.appearanceState == .disappeared && m.appearanceState == .disappeared)
    s.window.makeKeyAndVisible()
    #expect(s.a.appearanceState == .appeared && m.appearanceState == .appeared)
    #expect(s.checker.violations.isEmpty)
  }
}
