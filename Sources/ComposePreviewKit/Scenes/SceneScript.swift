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
    StepRecording.log { stream(auditor: auditor, start: $0, each: $1) }
  }

  /// Runs every step, handing over the tree before the first step, then each step as it
  /// completes (nothing is kept: `compose-preview` prints each step and drops it).
  func stream(
    auditor: LifecycleAuditor?, start: (TreeSnapshot) -> Void, each: (EventLog.Step) -> Void
  ) {
    let recorder = LifecycleRecorder(filter: .all)
    window.addObserver(recorder)
    StepRecording.stream(
      window: window, recorder: recorder, auditor: auditor, count: steps.count,
      title: { steps[$0].title }, perform: { steps[$0].perform() }, start: start, each: each)
  }
}
