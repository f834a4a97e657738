import Compose
import ComposeTesting
import Testing

/// Operations that may wait or be refused say which: ran, queued, or refused with the
/// diagnostic (issue: push, pop, present, dismiss and setState returned `nil` alike).
@Suite struct OperationResultTests {
  @Test func aPushRunsNowIsQueuedBehindAnAnimationOrIsRefused() {
    let navigation = NavigationContainer(traceName: "nav")
    let harness = LifecycleHarness(root: navigation)
    let a = Component(traceName: "a")
    #expect(navigation.push(a, animated: false) == .ran)
    #expect(navigation.push(Component(traceName: "b"), animated: true) == .ran)
    #expect(navigation.push(Component(traceName: "c"), animated: true) == .queued)
    harness.expect(diagnostic: .alreadyInStack)
    let refused = navigation.push(a, animated: false)
    #expect(refused.diagnostic?.code == .alreadyInStack && refused.wasRefused)
    harness.runUntilIdle()
    #expect(navigation.stack.map(\.traceName) == ["a", "b", "c"])
  }

  @Test func presentDismissAndSetStateSayWhatBecameOfThem() {
    let root = Component(traceName: "root")
    let harness = LifecycleHarness(root: root)
    let sheet = Component(traceName: "sheet")
    #expect(root.present(sheet, animated: true) == .ran)
    #expect(sheet.dismiss(animated: false) == .queued, "waits for the presentation")
    harness.runUntilIdle()
    #expect(root.presentedComponent == nil)
    harness.expect(diagnostic: .nothingToDismiss)
    #expect(root.dismiss(animated: false).diagnostic?.code == .nothingToDismiss)

    let states = StateContainer(content: Component(traceName: "content"), traceName: "states")
    root.embed(states)
    #expect(states.setState(.empty, animated: true) == .ran)
    #expect(states.setState(.content, animated: true) == .queued)
    harness.runUntilIdle()
    #expect(states.currentComponent?.traceName == "content")
  }
}

extension OperationResultTests {
  /// A gesture starts now or not at all: the start says which, and why not.
  @Test func aSwipeStartReturnsTheInteractionTheRefusalOrTheDecline() throws {
    let navigation = NavigationContainer(traceName: "nav")
    let harness = LifecycleHarness(root: navigation)
    navigation.setStack([Component(traceName: "a")], animated: false)
    harness.expect(diagnostic: .popLastComponent)
    #expect(navigation.beginInteractivePop().diagnostic?.code == .popLastComponent)
    navigation.push(Component(traceName: "b"), animated: false)
    let swipe = try #require(navigation.beginInteractivePop().interaction)
    swipe.cancel()
    harness.runUntilIdle()

    harness.expect(diagnostic: .nothingToDismiss)
    #expect(navigation.beginInteractiveDismiss().diagnostic?.code == .nothingToDismiss)
    let card = Component(traceName: "card")
    card.isModalInPresentation = true
    navigation.present(card, animated: false, style: .pageSheet)
    let start = card.beginInteractiveDismiss()
    #expect(start.interaction == nil && start.diagnostic == nil)
    guard case .declined = start else {
      Issue.record("a modal sheet declines the swipe: \(start)")
      return
    }
  }
}
