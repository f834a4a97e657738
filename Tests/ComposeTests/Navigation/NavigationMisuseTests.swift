import Compose
import ComposeTestFixtures
import Testing

/// Contract §7 for containers: misuse returns a diagnostic and leaves everything intact.
@Suite struct NavigationMisuseTests {
  @Test func poppingTheLastComponentIsRefused() {
    let h = NavigationHarness()
    h.expect(diagnostic: .popLastComponent, count: 2)
    let before = TreeFingerprint(h.nav)
    #expect(h.nav.pop(animated: false).diagnostic?.code == .popLastComponent)
    #expect(h.nav.beginInteractivePop().interaction == nil)
    #expect(TreeFingerprint(h.nav) == before)
    #expect(h.recorder.diagnostics.map(\.code) == [.popLastComponent, .popLastComponent])
  }

  @Test func pushingAComponentAlreadyInTheStackIsRefused() {
    let h = NavigationHarness()
    h.expect(diagnostic: .alreadyInStack)
    let before = TreeFingerprint(h.nav)
    #expect(h.nav.push(h.a, animated: false).diagnostic?.code == .alreadyInStack)
    #expect(TreeFingerprint(h.nav) == before)
  }

  @Test func pushingAComponentWithAnotherParentOrTheContainerItselfIsRefused() {
    let h = NavigationHarness()
    h.expect(diagnostic: .componentInUse, count: 3)
    let other = Component(traceName: "other")
    let owned = Component(traceName: "owned")
    other.addChild(owned)
    #expect(h.nav.push(owned, animated: false).diagnostic?.code == .componentInUse)
    #expect(h.nav.push(h.nav, animated: false).diagnostic?.code == .componentInUse)
    #expect(h.nav.setStack([h.a, owned], animated: false).diagnostic?.code == .componentInUse)
    #expect(owned.parent === other && h.nav.stack.map(\.traceName) == ["a"])
  }

  @Test func popToAComponentOutsideTheStackIsRefused() {
    let h = NavigationHarness()
    h.expect(diagnostic: .componentNotInStack)
    #expect(h.nav.pop(to: Component(), animated: false).diagnostic?.code == .componentNotInStack)
  }

  @Test func setStackWithADuplicateIsRefused() {
    let h = NavigationHarness()
    h.expect(diagnostic: .duplicateComponent)
    let b = Probe("b")
    let before = TreeFingerprint(h.nav)
    #expect(h.nav.setStack([b, b], animated: false).diagnostic?.code == .duplicateComponent)
    #expect(TreeFingerprint(h.nav) == before)
  }

  @Test func aQueuedPopThatNoLongerAppliesIsReportedWhenItsTurnComes() {
    let h = NavigationHarness()
    h.expect(diagnostic: .popLastComponent)
    h.nav.push(Probe("b"), animated: true)
    h.nav.popToRoot(animated: false)
    #expect(h.nav.pop(animated: false) == .queued, "queued: the stack will have two components")
    h.window.runUntilIdle()
    #expect(h.recorder.diagnostics.map(\.code) == [.popLastComponent])
    #expect(h.nav.stack.map(\.traceName) == ["a"])
  }

  @Test func presentingWhileAlreadyPresentingIsRefused() {
    let h = NavigationHarness()
    h.expect(diagnostic: .alreadyPresenting)
    h.nav.present(Probe("m"), animated: false, style: .fullScreen)
    let second = Probe("m2")
    #expect(
      h.a.present(second, animated: false, style: .fullScreen).diagnostic?.code
        == .alreadyPresenting)
    #expect(second.window == nil && h.nav.presentedComponent?.traceName == "m")
  }

  @Test func presentingOutsideAWindowOrAComponentInUseIsRefused() {
    let h = NavigationHarness()
    h.expect(diagnostic: .componentInUse, count: 2)
    #expect(
      Component().present(Component(), animated: false, style: .fullScreen).diagnostic?.code
        == .presentOutsideWindow)
    #expect(
      h.a.present(h.nav, animated: false, style: .fullScreen).diagnostic?.code == .componentInUse)
    #expect(
      h.nav.present(h.a, animated: false, style: .fullScreen).diagnostic?.code == .componentInUse)
    #expect(h.nav.presentedComponent == nil)
  }

  @Test func dismissingWithNothingPresentedIsRefused() {
    let h = NavigationHarness()
    h.expect(diagnostic: .nothingToDismiss, count: 2)
    let before = TreeFingerprint(h.nav)
    #expect(h.a.dismiss(animated: true).diagnostic?.code == .nothingToDismiss)
    #expect(h.a.beginInteractiveDismiss().interaction == nil)
    #expect(TreeFingerprint(h.nav) == before)
    #expect(h.recorder.diagnostics.map(\.code) == [.nothingToDismiss, .nothingToDismiss])
  }
}
