import Compose
import ComposeRender
import Testing

@Suite struct EventLogPrinterTests {
  let child = ComponentReference(number: 2, typeName: "Probe", name: "child")
  let root = ComponentReference(number: 1, typeName: "Probe", name: "root")

  @Test func printsOneLinePerEventGroupedByStep() {
    let log = EventLog(steps: [
      EventLog.Step(
        title: "embed child",
        events: [
          LifecycleEvent(component: child, kind: .willMove(toParent: root), time: .zero),
          LifecycleEvent(component: child, kind: .loadView, time: .zero),
        ]),
      EventLog.Step(title: "nothing", events: []),
      EventLog.Step(
        title: "advance",
        events: [
          LifecycleEvent(
            component: child, kind: .viewDidAppear(animated: true), time: .milliseconds(300))
        ], time: .milliseconds(100)),
    ])
    #expect(
      EventLogPrinter().render(log) == """
        step 1: embed child
          #2 Probe "child": willMove(toParent: #1 Probe "root")
          #2 Probe "child": loadView
        step 2: nothing
          (no events)
        step 3: advance  (t=0.1s)
          #2 Probe "child": viewDidAppear(animated: true)  @0.3s

        """)
    #expect(
      !EventLogPrinter(filter: .standard.excluding(.loadView)).render(log).contains("loadView"))
  }

  @Test func printsDiagnosticsOfAStep() {
    let diagnostic = Diagnostic(code: .endWithoutBegin, path: "Root", message: "no")
    let log = EventLog(steps: [EventLog.Step(title: "oops", events: [], diagnostics: [diagnostic])])
    #expect(EventLogPrinter().render(log) == "step 1: oops\n  ! endWithoutBegin at Root: no\n")
  }

  @Test func printsTheRealEngineOrderForAnEmbed() {
    let window = Window()
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    let rootComponent = Component(traceName: "root")
    window.rootComponent = rootComponent
    window.makeKeyAndVisible()
    recorder.reset()
    rootComponent.embed(Component(traceName: "child"))
    let text = EventLogPrinter(filter: .standard.excluding(.placement))
      .render(EventLog(steps: [EventLog.Step(title: "embed", events: recorder.events)]))
    #expect(
      text == """
        step 1: embed
          #2 Component "child": willMove(toParent: #1 Component "root")
          #2 Component "child": loadView
          #2 Component "child": viewDidLoad
          #2 Component "child": viewWillAppear(animated: false)
          #2 Component "child": viewIsAppearing(animated: false)
          #2 Component "child": viewDidAppear(animated: false)
          #2 Component "child": didMove(toParent: #1 Component "root")

        """)
  }
}
