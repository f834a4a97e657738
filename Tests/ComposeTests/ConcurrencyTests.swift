import Compose
import Testing

/// Contract §8: trees live in the domain that built them; values cross domains.
@Suite struct ConcurrencyTests {
  private func requireSendable<T: Sendable>(_: T.Type) {}

  @Test func whatCrossesDomainsIsSendable() {
    requireSendable(LifecycleEvent.self)
    requireSendable(Diagnostic.self)
    requireSendable(ComponentReference.self)
    requireSendable(AppearanceState.self)
    requireSendable(Rect.self)
  }

  @Test func treesBuiltInSeparateTasksShareNothingAndSendTheirEventsBack() async {
    func build(_ name: String) -> [LifecycleEvent] {
      let h = Harness()
      h.root.embed(Probe(name))
      h.root.transition(
        from: h.root.children[0], to: h.root.children[0], duration: .zero)
      h.window.advance(by: .seconds(1))
      return h.recorder.events
    }
    async let first = Task.detached { build("x") }.value
    async let second = Task.detached { build("y") }.value
    let (x, y) = await (first, second)
    #expect(x.map(\.component.number) == y.map(\.component.number))
    #expect(x.first?.component.name == "x" && y.first?.component.name == "y")
  }
}
