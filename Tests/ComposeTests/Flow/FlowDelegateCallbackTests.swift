import Compose
import ComposeTesting
import Testing

/// Every callback of the delegates a flow stands for reaches a subclass that overrides it. A
/// method a subclass declares for a requirement the base class left to a protocol extension
/// would never be called: the flow implements every requirement itself.
@Suite struct FlowDelegateCallbackTests {
  final class ListeningFlow: Flow {
    var heard: [String] = []

    override func navigationContainer(
      _ container: NavigationContainer, willShow component: Component, animated: Bool
    ) {
      heard.append("willShow \(component.traceName)")
    }

    override func navigationContainer(
      _ container: NavigationContainer, didShow component: Component, animated: Bool
    ) {
      heard.append("didShow \(component.traceName)")
    }

    override func navigationContainer(
      _ container: NavigationContainer, didCancelInteractivePopOf component: Component
    ) {
      heard.append("didCancelInteractivePop \(component.traceName)")
    }

    override func presentationDidCancelInteractiveDismiss(_ component: Component) {
      heard.append("didCancelInteractiveDismiss \(component.traceName)")
    }

    override func presentationOfComponentWasRefused(
      _ component: Component, diagnostic: Diagnostic
    ) {
      heard.append("refused \(component.traceName) \(diagnostic.code.rawValue)")
    }

    override func componentDidLeave(_ component: Component, reason: LeaveReason) {
      heard.append("left \(component.traceName) \(reason.rawValue)")
    }
  }

  private func start() -> (LifecycleHarness, ListeningFlow) {
    let flow = ListeningFlow(traceName: "flow")
    let harness = LifecycleHarness(root: flow.navigation)
    flow.navigation.setStack([Component(traceName: "first")], animated: false)
    flow.heard.removeAll()
    return (harness, flow)
  }

  @Test func willShowAndDidShowReachTheSubclass() {
    let (harness, flow) = start()
    flow.navigation.push(Component(traceName: "second"), animated: false)
    #expect(flow.heard == ["willShow second", "left first push", "didShow second"])
    harness.finish()
  }

  @Test func aCancelledSwipeBackReachesTheSubclass() throws {
    let (harness, flow) = start()
    flow.navigation.push(Component(traceName: "second"), animated: false)
    flow.heard.removeAll()
    let swipe = try #require(flow.navigation.beginInteractivePop().interaction)
    swipe.update(0.4)
    swipe.cancel()
    harness.runUntilIdle()
    #expect(flow.heard.contains("didCancelInteractivePop second"), "\(flow.heard)")
    #expect(!flow.heard.contains { $0.hasPrefix("left") })
  }

  @Test func aCancelledInteractiveDismissalReachesTheSubclass() throws {
    let (harness, flow) = start()
    let sheet = Component(traceName: "sheet")
    sheet.presentationDelegate = flow
    flow.navigation.present(sheet, animated: false, style: .fullScreen)
    let swipe = try #require(sheet.beginInteractiveDismiss().interaction)
    swipe.update(0.3)
    swipe.cancel()
    harness.runUntilIdle()
    #expect(flow.heard == ["didCancelInteractiveDismiss sheet"])
    sheet.dismiss(animated: false)
    #expect(flow.heard.last == "left sheet dismiss")
  }

  @Test func aRefusedPresentationReachesTheSubclass() {
    let (harness, flow) = start()
    flow.navigation.present(
      Component(traceName: "first sheet"), animated: false, style: .fullScreen)
    let second = Component(traceName: "second sheet")
    second.presentationDelegate = flow
    harness.expect(diagnostic: .alreadyPresenting)
    flow.navigation.present(second, animated: false, style: .fullScreen)
    #expect(flow.heard == ["refused second sheet alreadyPresenting"])
  }

  @Test func aPopReachesTheSubclassAsALeave() {
    let (harness, flow) = start()
    flow.navigation.push(Component(traceName: "second"), animated: false)
    flow.heard.removeAll()
    flow.navigation.pop(animated: false)
    #expect(flow.heard == ["willShow first", "left second pop", "didShow first"])
    harness.finish()
  }
}
