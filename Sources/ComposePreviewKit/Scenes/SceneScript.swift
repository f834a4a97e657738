import Compose
import ComposeRender

/// A scene written in Swift: the window it runs in and its steps, each a title (written like the
/// Swift it runs) and an action. The actions' closures keep the app they drive alive for the run.
///
/// ```swift
/// let app = MessageApp(window: Window(traceName: "message"))
/// var script = SceneScript(window: app.window)
/// script.step("app.launch()") { app.launch() }
/// script.step("app.enter(\"push me\")", note: "the flow pushes") { app.enter("push me") }
/// ```
@MainActor
public struct SceneScript {
  /// The window the steps act on; its observers record the events.
  public let window: Window
  private var steps: [(title: String, perform: () -> [String])] = []

  /// Creates a script with no steps.
  ///
  /// - Parameter window: The window the steps act on.
  public init(window: Window) {
    self.window = window
  }

  /// Appends a step.
  ///
  /// - Parameters:
  ///   - title: The step as Swift, for example `app.tapBack()`.
  ///   - note: A remark shown after the title (`  // note`).
  ///   - perform: What the step does; it returns remarks printed like diagnostics (`! ...`).
  public mutating func step(
    _ title: String, note: String? = nil, _ perform: @escaping () -> [String]
  ) {
    steps.append((note.map { "\(title)  // \($0)" } ?? title, perform))
  }

  /// Appends a step that has no remarks.
  ///
  /// - Parameters:
  ///   - title: The step as Swift, for example `app.tapBack()`.
  ///   - note: A remark shown after the title (`  // note`).
  ///   - perform: What the step does.
  public mutating func step(_ title: String, note: String? = nil, _ perform: @escaping () -> Void) {
    step(title, note: note) { () -> [String] in
      perform()
      return []
    }
  }

  /// Runs every step and returns the log, with the tree before the first step and after each.
  ///
  /// - Parameter auditor: Attached to the window before the first step, with a checkpoint after
  ///   each step; its ``LifecycleAuditor/findings`` tell what the run got wrong.
  /// - Returns: The log.
  public func run(auditor: LifecycleAuditor? = nil) -> EventLog {
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    return StepRecording.record(
      window: window, recorder: recorder, auditor: auditor, titles: steps.map(\.title),
      perform: { steps[$0].perform() })
  }
}

/// Runs steps on a window and records each one's events, diagnostics and tree.
@MainActor
enum StepRecording {
  /// Runs the steps and records them; the auditor, if any, checks after each step for which
  /// `endsOperation` is true (a step whose operation goes on, one call of a hand-written
  /// containment sequence, is checked with the rest of it).
  static func record(
    window: Window, recorder: LifecycleRecorder, auditor: LifecycleAuditor?, titles: [String],
    endsOperation: (Int) -> Bool = { _ in true }, perform: (Int) -> [String]
  ) -> EventLog {
    auditor?.attach(to: window)
    recorder.reset()
    var log = EventLog(initialTree: TreeSnapshot(of: window))
    for (index, title) in titles.enumerated() {
      let start = window.now
      let notes = perform(index)
      if endsOperation(index) { auditor?.checkpoint() }
      log.steps.append(
        EventLog.Step(
          title: title, events: recorder.events, diagnostics: recorder.diagnostics, time: start,
          notes: notes, tree: TreeSnapshot(of: window)))
      recorder.reset()
    }
    return log
  }
}
