import Compose
import ComposeTestFixtures
import Testing

/// Contract §3: appearance.
@Suite struct AppearanceTests {
  @Test func showingTheWindowAppearsTheTreeDepthFirstParentBeforeChildInChildrenOrder() {
    let h = Harness(visible: false)
    let a = Probe("a")
    let a1 = Probe("a1")
    let b = Probe("b")
    h.root.embed(a)
    a.embed(a1)
    h.root.embed(b)
    h.recorder.reset()
    h.window.makeKeyAndVisible()
    #expect(
      h.callbacks() == [
        "root.viewWillAppear(false)", "root.viewIsAppearing(false)",
        "a.viewWillAppear(false)", "a.viewIsAppearing(false)",
        "a1.viewWillAppear(false)", "a1.viewIsAppearing(false)",
        "b.viewWillAppear(false)", "b.viewIsAppearing(false)",
        "root.viewDidAppear(false)", "a.viewDidAppear(false)", "a1.viewDidAppear(false)",
        "b.viewDidAppear(false)",
      ])
    #expect([h.root, a, a1, b].allSatisfy { $0.appearanceState == .appeared })
  }

  @Test func hidingTheWindowDisappearsTheTreeDepthFirstParentBeforeChild() {
    let h = Harness()
    let a = Probe("a")
    let a1 = Probe("a1")
    h.root.embed(a)
    a.embed(a1)
    h.recorder.reset()
    h.window.hide()
    #expect(
      h.callbacks() == [
        "root.viewWillDisappear(false)", "a.viewWillDisappear(false)",
        "a1.viewWillDisappear(false)", "root.viewDidDisappear(false)",
        "a.viewDidDisappear(false)", "a1.viewDidDisappear(false)",
      ])
  }

  @Test func nestedContainersThreeLevelsDeepForwardEveryCallback() {
    let h = Harness(visible: false)
    let level1 = Probe("l1")
    let level2 = Probe("l2")
    let level3 = Probe("l3")
    h.root.embed(level1)
    level1.embed(level2)
    level2.embed(level3)
    h.recorder.reset()
    h.window.makeKeyAndVisible()
    h.window.hide()
    let traces = h.callbacks()
    for name in ["root", "l1", "l2", "l3"] {
      #expect(
        traces.filter { $0.hasPrefix(name + ".") } == [
          "\(name).viewWillAppear(false)", "\(name).viewIsAppearing(false)",
          "\(name).viewDidAppear(false)", "\(name).viewWillDisappear(false)",
          "\(name).viewDidDisappear(false)",
        ])
    }
    let willAppearOrder = traces.filter { $0.hasSuffix("viewWillAppear(false)") }
    #expect(willAppearOrder.map { $0.prefix(while: { $0 != "." }) } == ["root", "l1", "l2", "l3"])
  }

  @Test func aChildAddedToAnAppearedContainerAppearsWhenItsViewEntersThePerChildOrderOfAPush() {
    let h = Harness()
    let child = Probe("child")
    h.root.addChild(child)
    #expect(child.appearanceState == .disappeared, "addChild alone drives no appearance")
    h.root.view.addSubview(child.view)
    #expect(child.appearanceState == .appeared, "both halves happen at addSubview")
    child.didMove(toParent: h.root)
    #expect(
      h.callbacks() == [
        "child.willMove(toParent: root)", "child.viewDidLoad", "child.viewWillAppear(false)",
        "child.viewIsAppearing(false)", "child.viewDidAppear(false)",
        "child.didMove(toParent: root)",
      ])
  }

  @Test func removalMirrorsAdditionWithTheDisappearanceAtRemoveFromSuperview() {
    let h = Harness()
    let child = Probe("child")
    h.root.embed(child)
    h.recorder.reset()
    child.willMove(toParent: nil)
    #expect(child.appearanceState == .appeared)
    child.view.removeFromSuperview()
    #expect(child.appearanceState == .disappeared)
    child.removeFromParent()
    #expect(
      h.callbacks() == [
        "child.willMove(toParent: nil)", "child.viewWillDisappear(false)",
        "child.viewDidDisappear(false)", "child.didMove(toParent: nil)",
      ])
  }

  @Test func aChildAddedToAHiddenWindowAppearsOnlyWhenTheWindowIsShown() {
    let h = Harness(visible: false)
    let child = Probe("child")
    h.root.embed(child)
    #expect(!h.callbacks().contains { $0.contains("Appear") })
    h.window.makeKeyAndVisible()
    #expect(child.appearanceState == .appeared)
  }

  @Test func aChildWhoseViewIsNotPlacedNeverAppears() {
    let h = Harness()
    let child = Probe("child")
    h.root.addChild(child)
    child.loadViewIfNeeded()
    h.window.hide()
    h.window.makeKeyAndVisible()
    #expect(child.appearanceState == .disappeared)
    #expect(!h.callbacks().contains { $0.hasPrefix("child.view") && $0.contains("Appear") })
    h.expectFindings([.missingDidMove])  // addChild with no view placed and no didMove
  }

  /// Contract §3: a view placed without containment gets its appearance from its view, as in
  /// UIKit (it was left disappeared before the view-only rule).
  @Test func aViewPlacedWithoutContainmentAppearsFromItsView() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let orphan = Probe("orphan")
    h.root.view.addSubview(orphan.view)
    #expect(orphan.appearanceState == .appeared)
    // Adopting it afterwards keeps it visible, with no second appearance.
    var willAppear = 0
    orphan.onWillAppear = { _ in willAppear += 1 }
    h.root.addChild(orphan)
    #expect(orphan.appearanceState == .appeared)
    #expect(willAppear == 0)
  }

  @Test func aChildViewInsideAnotherComponentsViewIsNotForwardedByItsParent() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let sibling = Probe("sibling")
    let child = Probe("child")
    h.root.embed(sibling)
    h.root.addChild(child)
    sibling.view.addSubview(child.view)
    #expect(child.appearanceState == .disappeared)
  }

  /// Contract §3: with its view still placed in a visible view, a component removed from its
  /// parent is view-only and stays appeared until the view leaves, as in UIKit (it disappeared
  /// before `didMove(toParent: nil)` before the view-only rule).
  @Test func removeFromParentWithTheViewStillPlacedKeepsItAppearedUntilTheViewLeaves() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let child = Probe("child")
    h.root.embed(child)
    h.recorder.reset()
    child.removeFromParent()
    #expect(h.callbacks() == ["child.didMove(toParent: nil)"])
    #expect(child.appearanceState == .appeared)
    child.view.removeFromSuperview()
    #expect(
      h.callbacks() == ["child.viewWillDisappear(false)", "child.viewDidDisappear(false)"])
  }

  @Test func replacingTheRootComponentDisappearsTheOldAndAppearsTheNew() {
    let h = Harness()
    let next = Probe("next")
    h.window.rootComponent = next
    #expect(
      h.callbacks() == [
        "root.viewWillDisappear(false)", "root.viewDidDisappear(false)", "next.viewDidLoad",
        "next.viewWillAppear(false)", "next.viewIsAppearing(false)", "next.viewDidAppear(false)",
      ])
    #expect(h.root.window == nil && next.window === h.window)
  }

  // MARK: Manual forwarding

  @Test func aManualContainerDoesNotForwardAndDrivesChildrenWithBeginAndEnd() {
    let h = Harness(visible: false, manualRoot: true)
    let child = Probe("child")
    let grandchild = Probe("grandchild")
    h.root.embed(child)
    child.embed(grandchild)
    h.recorder.reset()
    h.window.makeKeyAndVisible()
    #expect(
      h.callbacks() == [
        "root.viewWillAppear(false)", "root.viewIsAppearing(false)", "root.viewDidAppear(false)",
      ])
    #expect(child.beginAppearanceTransition(true, animated: true) == nil)
    #expect(
      h.callbacks() == [
        "child.viewWillAppear(true)", "child.viewIsAppearing(true)",
        "grandchild.viewWillAppear(true)", "grandchild.viewIsAppearing(true)",
      ])
    #expect(child.endAppearanceTransition() == nil)
    #expect(h.callbacks() == ["child.viewDidAppear(true)", "grandchild.viewDidAppear(true)"])
    #expect(h.recorder.diagnostics.isEmpty)
  }

  @Test func childrenOfAManualContainerGetNoAutomaticCallbacksOnAddOrRemove() {
    let h = Harness(manualRoot: true)
    let child = Probe("child")
    h.root.embed(child)
    #expect(child.appearanceState == .disappeared)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    h.recorder.reset()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    #expect(child.appearanceState == .appeared, "the manual container must end it itself")
    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
    child.removeFromParent()
    #expect(
      h.callbacks() == [
        "child.willMove(toParent: nil)", "child.viewWillDisappear(false)",
        "child.viewDidDisappear(false)", "child.didMove(toParent: nil)",
      ])
  }

  @Test func callingAnAppearanceHookDirectlyIsReported() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let child = Probe("child")
    h.root.embed(child)
    child.viewWillAppear(false)
    #expect(h.recorder.diagnostics.map(\.code) == [.directAppearanceCall])
    #expect(h.recorder.diagnostics.first?.path == #"Probe("root")/Probe("child")"#)
  }

  // MARK: Cancellation and the state machine

  @Test func cancellingAnAppearanceSendsTheOppositeWillThenOneDid() {
    let h = Harness(manualRoot: true)
    let child = Probe("child")
    h.root.embed(child)
    h.recorder.reset()
    child.beginAppearanceTransition(true, animated: true)
    #expect(child.appearanceState == .appearing)
    child.beginAppearanceTransition(false, animated: true)
    #expect(child.appearanceState == .disappearing)
    child.endAppearanceTransition()
    #expect(child.appearanceState == .disappeared)
    #expect(
      h.callbacks() == [
        "child.viewWillAppear(true)", "child.viewIsAppearing(true)",
        "child.viewWillDisappear(true)", "child.viewDidDisappear(true)",
      ])
  }

  @Test func cancellingADisappearanceSendsTheOppositeWillThenOneDid() {
    let h = Harness(manualRoot: true)
    let child = Probe("child")
    h.root.embed(child)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    h.recorder.reset()
    child.beginAppearanceTransition(false, animated: true)
    child.beginAppearanceTransition(true, animated: true)
    child.endAppearanceTransition()
    #expect(child.appearanceState == .appeared)
    #expect(
      h.callbacks() == [
        "child.viewWillDisappear(true)", "child.viewWillAppear(true)",
        "child.viewIsAppearing(true)", "child.viewDidAppear(true)",
      ])
  }

  @Test func childrenFollowTheirParentsCancellation() {
    let h = Harness(manualRoot: true)
    let child = Probe("child")
    let grandchild = Probe("grandchild")
    h.root.embed(child)
    child.embed(grandchild)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    h.recorder.reset()
    child.beginAppearanceTransition(false, animated: true)
    child.beginAppearanceTransition(true, animated: true)
    child.endAppearanceTransition()
    #expect(grandchild.appearanceState == .appeared)
    #expect(
      h.callbacks() == [
        "child.viewWillDisappear(true)", "grandchild.viewWillDisappear(true)",
        "child.viewWillAppear(true)", "child.viewIsAppearing(true)",
        "grandchild.viewWillAppear(true)", "grandchild.viewIsAppearing(true)",
        "child.viewDidAppear(true)", "grandchild.viewDidAppear(true)",
      ])
  }

  @Test(arguments: [
    (AppearanceState.disappeared, true, AppearanceState?.some(.appearing)),
    (.disappeared, false, nil),
    (.appearing, true, nil),
    (.appearing, false, .disappearing),
    (.appeared, true, nil),
    (.appeared, false, .disappearing),
    (.disappearing, true, .appearing),
    (.disappearing, false, nil),
  ])
  func beginMovesTheStateMachineOrIsRejected(
    from start: AppearanceState, appearing: Bool, expected: AppearanceState?
  ) {
    let h = Harness(manualRoot: true)
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let child = Probe("child")
    h.root.embed(child)
    drive(child, to: start)
    h.recorder.reset()
    let diagnostic = child.beginAppearanceTransition(appearing, animated: false)
    if let expected {
      #expect(diagnostic == nil)
      #expect(child.appearanceState == expected)
    } else {
      #expect(diagnostic?.code == .redundantAppearanceTransition)
      #expect(child.appearanceState == start, "a rejected begin changes nothing")
      #expect(h.callbacks().isEmpty)
    }
  }

  @Test(arguments: [
    (AppearanceState.disappeared, AppearanceState?.none),
    (.appearing, .appeared),
    (.appeared, nil),
    (.disappearing, .disappeared),
  ])
  func endMovesTheStateMachineOrIsRejected(from start: AppearanceState, expected: AppearanceState?)
  {
    let h = Harness(manualRoot: true)
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let child = Probe("child")
    h.root.embed(child)
    drive(child, to: start)
    let diagnostic = child.endAppearanceTransition()
    #expect(child.appearanceState == expected ?? start)
    #expect((diagnostic?.code == .endWithoutBegin) == (expected == nil))
  }

  private func drive(_ child: Component, to state: AppearanceState) {
    switch state {
    case .disappeared: break
    case .appearing: child.beginAppearanceTransition(true, animated: true)
    case .appeared:
      child.beginAppearanceTransition(true, animated: false)
      child.endAppearanceTransition()
    case .disappearing:
      drive(child, to: .appeared)
      child.beginAppearanceTransition(false, animated: true)
    }
  }
}

extension AppearanceTests {
  @Test func forwardingFollowsChildrenOrderNotSubviewOrder() {
    let h = Harness(visible: false)
    let a = Probe("a")
    let b = Probe("b")
    h.root.embed(a)
    h.root.embed(b)
    h.root.view.insertSubview(b.view, at: 0)
    h.recorder.reset()
    h.window.makeKeyAndVisible()
    let order = h.callbacks().filter { $0.hasSuffix("viewWillAppear(false)") }
    #expect(
      order == ["root.viewWillAppear(false)", "a.viewWillAppear(false)", "b.viewWillAppear(false)"])
  }

  @Test func removingAPlainViewThatHoldsAChildsViewMakesTheChildDisappear() {
    let h = Harness()
    let slot = View(traceName: "slot")
    h.root.view.addSubview(slot)
    let child = Probe("child")
    h.root.embed(child, in: slot)
    slot.removeFromSuperview()
    #expect(child.appearanceState == .disappeared)
    h.root.view.addSubview(slot)
    #expect(child.appearanceState == .appeared)
  }

  @Test func movingTheRootViewOutOfTheWindowMakesTheRootDisappear() {
    let h = Harness()
    h.root.view.removeFromSuperview()
    #expect(h.root.appearanceState == .disappeared)
    h.window.addSubview(h.root.view)
    #expect(h.root.appearanceState == .appeared)
  }

  @Test(arguments: [
    "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
  ])
  func callingAnyAppearanceHookDirectlyIsReported(hook: String) {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let child = Probe("child")
    h.root.embed(child)
    switch hook {
    case "viewWillAppear": child.viewWillAppear(false)
    case "viewIsAppearing": child.viewIsAppearing(false)
    case "viewDidAppear": child.viewDidAppear(false)
    case "viewWillDisappear": child.viewWillDisappear(false)
    default: child.viewDidDisappear(false)
    }
    #expect(h.recorder.diagnostics.map(\.code) == [.directAppearanceCall])
    #expect(h.recorder.diagnostics.first?.message.hasPrefix(hook) == true)
    #expect(child.appearanceState == .appeared, "a direct call does not move the state")
  }
}
