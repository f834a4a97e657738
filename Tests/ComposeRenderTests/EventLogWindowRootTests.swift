import Compose
import ComposeRender
import Testing

/// A window's root view is added to the window (`UIWindow.rootViewController`): the printer says
/// so instead of "outside any component", which stays for a view added to a plain view outside
/// any window.
@Suite struct EventLogWindowRootTests {
  let root = ComponentReference(number: 1, typeName: "Screen", name: "screen")

  func step(placement: TreeSnapshot.ViewPlacement) -> EventLog.Step {
    let node = TreeSnapshot.ComponentNode(
      reference: root, appearance: .disappeared, view: placement)
    return EventLog.Step(
      title: "window.rootComponent = screen",
      events: [LifecycleEvent(component: root, kind: .viewAdded(toViewOf: nil), time: .zero)],
      tree: TreeSnapshot(
        window: .init(name: "main", isVisible: false),
        nodes: [.init(depth: 0, content: .component(node))]))
  }

  @Test func aRootViewIsShownAddedToItsWindow() {
    let lines = EventLogPrinter().lines(for: step(placement: .inWindow), number: 1)
    #expect(lines.map(\.text).last == "  #1 Screen \"screen\": view added to window \"main\"")
    #expect(
      step(placement: .inWindow).window(receivingViewOf: step(placement: .inWindow).events[0])
        == "main")
  }

  @Test func aViewAddedOutsideAnyWindowIsStillOutsideAnyComponent() {
    let lines = EventLogPrinter().lines(for: step(placement: .detached), number: 1)
    #expect(lines.map(\.text).last == "  #1 Screen \"screen\": view added outside any component")
  }
}
