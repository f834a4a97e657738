import CardStack
import Compose
import ComposeTestFixtures
import Testing

/// Contract §4: what the built-in containers use is public, so a custom container
/// written with the public API behaves as they do and the auditor treats it as it treats them.
@Suite struct CustomContainerTests {
  /// A push and a pop through ``ChildSwap`` in a custom navigation-like container give UIKit's
  /// push and pop orders, and the auditor finds nothing: the covered card keeps no placed view,
  /// which the stack declares (``Component/placesChildViewsOnDemand``).
  @Test func aNavigationLikeCustomContainerGetsTheBuiltInOrdersAndNoFindings() {
    let h = Harness()
    let first = Probe("first")
    let second = Probe("second")
    let stack = CardStack(root: first, traceName: "stack")
    h.root.embed(stack)
    _ = h.callbacks()

    stack.push(second, duration: .milliseconds(300))
    #expect(
      h.callbacks() == [
        "second.willMove(toParent: stack)", "second.viewDidLoad",
        "first.viewWillDisappear(true)", "second.viewWillAppear(true)",
        "second.viewIsAppearing(true)",
      ])
    #expect(stack.isTransitionInFlight)
    h.window.runUntilIdle()
    #expect(
      h.callbacks() == [
        "first.viewDidDisappear(true)", "second.viewDidAppear(true)",
        "second.didMove(toParent: stack)",
      ])
    #expect(first.viewIfLoaded?.superview == nil)
    #expect(first.parent === stack)

    stack.pop(duration: .zero)
    #expect(
      h.callbacks() == [
        "second.willMove(toParent: nil)", "second.viewWillDisappear(false)",
        "first.viewWillAppear(false)", "first.viewIsAppearing(false)",
        "second.viewDidDisappear(false)", "first.viewDidAppear(false)",
        "second.didMove(toParent: nil)",
      ])
    #expect(stack.children.map(\.traceName) == ["first"])
    h.auditor.checkpoint()
    #expect(h.auditor.findings.isEmpty, "\(h.auditor.findings)")
  }

  /// The auditor's exemption follows the declaration, not the container's type: removing the
  /// covered card (its view left when it was covered) is legal in a container that places child
  /// views on demand, as in the built-in ``NavigationContainer``, and a finding in one that does
  /// not declare it.
  @Test(arguments: [true, false])
  func theAuditorsExemptionFollowsTheDeclaredTrait(_ declared: Bool) {
    let h = Harness()
    h.audit.allowFindings()
    let first = Probe("first")
    let stack = CardStack(root: first, declaresOnDemandPlacement: declared, traceName: "stack")
    h.root.embed(stack)
    stack.push(Probe("second"), duration: .zero)
    first.willMove(toParent: nil)
    first.removeFromParent()
    h.auditor.checkpoint()
    #expect(h.auditor.findings.map(\.kind) == (declared ? [] : [.viewRemovedBeforeWillMove]))
  }

  /// The built-in containers declare the trait the auditor reads; a plain component does not.
  @Test func theBuiltInContainersDeclarePlacingChildViewsOnDemand() {
    #expect(NavigationContainer(root: Probe("a")).placesChildViewsOnDemand)
    #expect(TabContainer(tabs: [Probe("a")]).placesChildViewsOnDemand)
    #expect(!Component().placesChildViewsOnDemand)
  }

  /// ``Component/childDidLeave(_:at:)`` tells a custom container about a child that left by any
  /// path: its own pop, a direct `removeFromParent()`, `addChild(_:)` on another parent.
  @Test func aCustomContainerIsToldAChildLeftByAnyPath() {
    let h = Harness()
    let stack = CardStack(root: Probe("first"), traceName: "stack")
    h.root.embed(stack)
    let second = Probe("second")
    let third = Probe("third")
    stack.push(second, duration: .zero)
    stack.push(third, duration: .zero)
    stack.pop(duration: .zero)
    #expect(stack.left == ["third"])
    second.willMove(toParent: nil)
    second.view.removeFromSuperview()
    second.removeFromParent()
    #expect(stack.left == ["third", "second"])
    let first = stack.children[0]
    h.root.addChild(first)
    #expect(stack.left == ["third", "second", "first"])
    #expect(stack.children.isEmpty)
    h.expectFindings([.missingDidMove])  // the bare addChild above
  }

  /// A ``ChildSwap`` cancelled half-way brings `from` back with balanced callbacks, and calls
  /// out of order change nothing.
  @Test func aCancelledSwapRestoresFromAndRefusesCallsOutOfOrder() {
    let (h, a, b) = swapScene()
    h.expect(diagnostic: .childSwapOutOfOrder, count: 2)
    let swap = ChildSwap(in: h.root, from: a, to: b, stage: h.root.view, animated: true)
    #expect(!swap.drivesAppearance)  // decided at begin()
    #expect(swap.finish()?.code == .childSwapOutOfOrder)
    #expect(swap.phase == .ready)
    _ = h.callbacks()
    swap.begin()
    #expect(swap.drivesAppearance)
    #expect(a.appearanceState == .disappearing && b.appearanceState == .appearing)
    swap.cancel()
    #expect(a.appearanceState == .appearing && b.appearanceState == .disappearing)
    #expect(swap.cancel()?.code == .childSwapOutOfOrder)
    b.willMove(toParent: nil)  // the caller undoes the containment before the view leaves
    swap.finish()
    #expect(swap.phase == .cancelled)
    #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
    #expect(b.viewIfLoaded?.superview == nil)
    #expect(a.view.superview === h.root.view)
    #expect(
      h.callbacks() == [
        "b.viewDidLoad", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
        "b.viewIsAppearing(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
        "b.viewWillDisappear(true)", "b.willMove(toParent: nil)", "b.viewDidDisappear(true)",
        "a.viewDidAppear(true)",
      ])
    b.removeFromParent()
  }

  /// A public swap refuses what ``Component/transition(from:to:duration:animations:completion:)``
  /// refuses, at `begin()`, with nothing changed.
  @Test func aSwapRefusesWhatATransitionRefuses() {
    let (h, a, b) = swapScene()
    h.audit.allowFindings()
    let stranger = Probe("stranger")
    let stage = h.root.view
    let elsewhere = View()
    let before = TreeFingerprint(h.root)
    let cases: [(ChildSwap, Diagnostic.Code)] = [
      (
        ChildSwap(in: h.root, from: a, to: a, stage: stage, animated: false),
        .transitionToSameComponent
      ),
      (
        ChildSwap(in: h.root, from: a, to: stranger, stage: stage, animated: false),
        .transitionBetweenNonChildren
      ),
      (
        ChildSwap(in: h.root, from: b, to: a, stage: stage, animated: false),
        .transitionViewsNotPlaced
      ),
      (
        ChildSwap(in: h.root, from: a, to: b, stage: elsewhere, animated: false),
        .transitionViewsNotPlaced
      ),
    ]
    for (swap, code) in cases {
      #expect(swap.begin()?.code == code)
      #expect(swap.phase == .ready)
    }
    #expect(TreeFingerprint(h.root) == before)
    let swap = ChildSwap(in: h.root, from: a, to: b, stage: stage, animated: false)
    #expect(swap.finish()?.code == .childSwapOutOfOrder)
    #expect(swap.begin() == nil)
    #expect(swap.begin()?.code == .childSwapOutOfOrder)
    swap.finish()
    #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
  }

  /// A swap released half-way is cancelled and ended, as a released interactive transition is:
  /// no component is left half-way.
  @Test func aSwapReleasedHalfWayIsCancelledAndEnded() {
    let (h, a, b) = swapScene()
    do {
      let swap = ChildSwap(in: h.root, from: a, to: b, stage: h.root.view, animated: true)
      swap.begin()
      #expect(a.appearanceState == .disappearing && b.appearanceState == .appearing)
      b.willMove(toParent: nil)
    }
    #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
    #expect(b.viewIfLoaded?.superview == nil)
    b.removeFromParent()
  }

  /// Whether the swap drives the appearance callbacks is decided when it begins: a swap made
  /// while the container was not yet appeared and begun once it is runs them.
  @Test func whetherASwapDrivesAppearanceIsDecidedWhenItBegins() {
    let (h, a, b) = swapScene(visible: false)
    let swap = ChildSwap(in: h.root, from: a, to: b, stage: h.root.view, animated: false)
    h.window.makeKeyAndVisible()
    _ = h.callbacks()
    swap.begin()
    #expect(swap.drivesAppearance)
    #expect(h.callbacks().prefix(2) == ["b.viewDidLoad", "a.viewWillDisappear(false)"])
    a.willMove(toParent: nil)
    swap.finish()
    b.didMove(toParent: h.root)
    #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    a.removeFromParent()
  }

  /// A custom tab-like container gets contract §5's tab order from the public style: the new
  /// child's `viewWillAppear` before the old one's `viewWillDisappear`, its `viewIsAppearing`
  /// after it (contract §4), the old one's `viewDidDisappear` before the new one's
  /// `viewDidAppear`.
  @Test func aCustomContainerGetsTheTabOrderFromTheSwapsStyle() {
    let h = Harness()
    let first = Probe("first")
    let second = Probe("second")
    h.root.embed(first)
    h.root.addChild(second)
    second.didMove(toParent: h.root)
    _ = second.view
    _ = h.callbacks()
    let swap = ChildSwap(
      in: h.root, from: first, to: second, stage: h.root.view, animated: false,
      style: ChildSwap.Style(appearsFirst: true))
    swap.begin()
    swap.finish()
    #expect(
      h.callbacks() == [
        "second.viewWillAppear(false)", "first.viewWillDisappear(false)",
        "second.viewIsAppearing(false)", "first.viewDidDisappear(false)",
        "second.viewDidAppear(false)",
      ])
    h.audit.allowFindings()  // the covered child's view left while it stays a child
  }

  /// A child that its own `didMove(toParent: nil)` hook puts back in the container did not leave
  /// it: the container is not told it left.
  @Test func aChildPutBackByItsDidMoveHookDidNotLeave() {
    let h = Harness()
    h.audit.allowFindings()  // the hook's re-adding is not a containment sequence
    let stack = CardStack(root: Probe("first"), traceName: "stack")
    h.root.embed(stack)
    let second = Probe("second")
    stack.push(second, duration: .zero)
    var putBack = false
    second.onDidMove = { probe, parent in
      guard parent == nil, !putBack else { return }
      putBack = true
      stack.addChild(probe)
    }
    second.willMove(toParent: nil)
    second.removeFromParent()
    #expect(second.parent === stack)
    #expect(stack.left.isEmpty)
  }

  /// The scene of the swap tests: `a` embedded in the root, `b` added as a child but not placed.
  /// A sheet-like custom container, written as the built-in presentation is, with the public
  /// initializer: it decides itself that the swap drives no appearance of `from`
  /// (`drivesAppearance: false`), which stays appeared under `to` with its view in the stage,
  /// while `to` appears over it and `viewDidAppear` comes to `to` (contract §3: a sheet keeps its
  /// presenter appeared).
  @Test func aSheetLikeSwapKeepsFromAppearedUnderTo() {
    let (h, a, b) = swapScene()
    let swap = ChildSwap(
      in: h.root, from: a, to: b, stage: h.root.view, animated: true,
      style: ChildSwap.Style(endsAppearingFirst: true, removesFromView: false),
      drivesAppearance: false)
    _ = h.callbacks()
    #expect(swap.begin() == nil)
    #expect(!swap.drivesAppearance)
    swap.finish()
    #expect(swap.phase == .finished)
    #expect(a.appearanceState == .appeared && b.appearanceState == .appeared)
    #expect(a.view.superview === h.root.view && b.view.superview === h.root.view)
    #expect(h.root.view.subviews.last === b.view)
    let events = h.callbacks()
    #expect(!events.contains { $0.hasPrefix("a.") })
    #expect(events.contains("b.viewWillAppear(true)") && events.contains("b.viewDidAppear(true)"))
    b.didMove(toParent: h.root)
  }

  private func swapScene(
    visible: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (Harness, Probe, Probe) {
    let h = Harness(visible: visible, sourceLocation: sourceLocation)
    let a = Probe("a")
    let b = Probe("b")
    h.root.embed(a)
    h.root.addChild(b)
    return (h, a, b)
  }
}
