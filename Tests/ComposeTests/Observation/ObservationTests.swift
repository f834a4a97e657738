import Compose
import ComposeTestFixtures
import Testing

/// Every hook invocation is observable as a value, through observers attached to a window.
@Suite struct ObservationTests {
  @Test func anEventNamesTheComponentByNumberTypeAndNameWithTheHookArguments() {
    let h = Harness()
    let child = Probe("child")
    h.root.addChild(child)
    let root = ComponentReference(number: 1, typeName: "Probe", name: "root")
    let expected = LifecycleEvent(
      component: ComponentReference(number: 2, typeName: "Probe", name: "child"),
      kind: .willMove(toParent: root), time: .zero)
    #expect(h.recorder.events == [expected])
    #expect(expected.description == #"#2 Probe "child": willMove(toParent: #1 Probe "root")"#)
    #expect(expected.trace == "child.willMove(toParent: root)")
    h.expectFindings([.missingDidMove])  // the bare addChild above
  }

  @Test func instanceNumbersAreStableAcrossIdenticalRuns() {
    func run() -> [LifecycleEvent] {
      let h = Harness()
      for name in ["a", "b"] {
        let child = Probe(name)
        h.root.embed(child)
        child.embed(Probe(name + "1"))
      }
      h.window.hide()
      return h.recorder.events
    }
    let first = run()
    #expect(first == run())
    let children = first.filter { $0.component.name != "root" }
    let numbers = Dictionary(children.map { ($0.component.name, $0.component.number) }) { a, _ in a
    }
    #expect(numbers == ["a": 2, "a1": 3, "b": 4, "b1": 5])
  }

  @Test func aComponentKeepsItsNumberWhenItLeavesAndComesBack() {
    let h = Harness()
    let child = Probe("child")
    h.root.embed(child)
    child.unembed()
    h.root.embed(Probe("other"))
    h.root.embed(child)
    let numbers = Set(
      h.recorder.events.filter { $0.component.name == "child" }.map(\.component.number))
    #expect(numbers == [2])
    #expect(child.reference.number == 2)
  }

  @Test func numbersBelongToTheWindow() {
    let first = Harness()
    let second = Harness()
    first.root.embed(Probe("x"))
    second.root.embed(Probe("y"))
    #expect(first.recorder.events.first?.component.number == 2)
    #expect(second.recorder.events.first?.component.number == 2)
  }

  @Test func observersSeeTheEventBeforeTheHookBodyRuns() {
    let h = Harness()
    let child = Probe("child")
    var seenByHook: [String] = []
    child.onWillAppear = { _ in seenByHook = h.recorder.traces }
    h.root.embed(child)
    #expect(seenByHook.last == "child.viewWillAppear(false)")
  }

  @Test func removedObserversSeeNothingAndSeveralObserversSeeTheSameOrder() {
    let h = Harness()
    let second = LifecycleRecorder()
    h.window.addObserver(second)
    h.root.embed(Probe("a"))
    #expect(second.traces == h.recorder.traces)
    h.window.removeObserver(second)
    h.root.embed(Probe("b"))
    #expect(second.traces.count < h.recorder.traces.count)
    #expect(!second.traces.contains { $0.hasPrefix("b.") })
  }

  @Test func aRecorderCanLeaveOutLoadViewAndViewPlacement() {
    let h = Harness()
    let quiet = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    h.window.addObserver(quiet)
    h.root.embed(Probe("a"))
    #expect(
      quiet.traces == [
        "a.willMove(toParent: root)", "a.viewDidLoad", "a.viewWillAppear(false)",
        "a.viewIsAppearing(false)", "a.viewDidAppear(false)", "a.didMove(toParent: root)",
      ])
  }

  @Test func componentsOutsideAnyWindowAreNotObserved() {
    let h = Harness()
    let offscreen = Component(traceName: "offscreen")
    offscreen.embed(Component(traceName: "inner"))
    #expect(h.recorder.events.isEmpty)
  }

  @Test func eventKindsPrintTheirArguments() {
    let ref = ComponentReference(number: 4, typeName: "List", name: "feed")
    #expect(
      LifecycleEvent.Kind.viewAdded(toViewOf: ref).description == #"view added to #4 List "feed""#)
    #expect(LifecycleEvent.Kind.viewRemoved(fromViewOf: nil).description.contains("outside"))
    #expect(LifecycleEvent.Kind.didMove(toParent: nil).description == "didMove(toParent: nil)")
    #expect(LifecycleEvent.Kind.viewIsAppearing(animated: true).isAppearanceCallback)
    #expect(!LifecycleEvent.Kind.loadView.isAppearanceCallback)
    #expect(ComponentReference(number: 0, typeName: "Root", name: "Root").description == "Root")
  }
}
