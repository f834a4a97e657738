import Compose
import ComposeRender
import Testing

/// The event-log printer tags each line with what it shows, so outputs style lines by their kind.
@Suite struct EventLogLineKindsTests {
  let child = ComponentReference(number: 2, typeName: "Probe", name: "child")

  @Test func eachLineIsTaggedTitleEventRemarkOrNoEvents() {
    let step = EventLog.Step(
      title: "embed",
      events: [
        LifecycleEvent(component: child, kind: .loadView, time: .zero),
        LifecycleEvent(component: child, kind: .viewDidLoad, time: .zero),
      ],
      diagnostics: [Diagnostic(code: .endWithoutBegin, path: "Root", message: "no")],
      notes: ["never started"])
    let lines = EventLogPrinter().lines(for: step, number: 4)
    #expect(lines.map(\.kind) == [.title, .event, .event, .remark, .remark])
    #expect(lines.first?.text == "step 4: embed")
    #expect(lines.last?.text == "  ! never started")

    let filtered = EventLogPrinter(filter: .standard.excluding(.loadView))
    #expect(filtered.lines(for: step, number: 4).map(\.kind) == [.title, .event, .remark, .remark])

    let quiet = EventLog.Step(title: "advance", events: step.events)
    let nothing = EventLogPrinter(filter: LifecycleEventFilter([])).lines(for: quiet, number: 1)
    #expect(nothing.map(\.kind) == [.title, .noEvents])
    #expect(nothing.map(\.text) == ["step 1: advance", "  (no events)"])
  }
}
