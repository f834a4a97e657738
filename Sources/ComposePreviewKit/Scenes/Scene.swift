import Compose
import ComposeRender

/// A scene `compose-preview` runs by name: a name, a one-line summary and what it runs, either a
/// script written in Swift over your own components (``SceneScript``) or a ``Scenario`` (the
/// component kinds and steps scenario files use).
///
/// Give your scenes to ``PreviewCommand/main(scenes:)`` in an executable target to get the whole
/// command line over them (`list`, `run`, `check`, with every option): the script builds a window
/// and your screen, and each step is a title written as the Swift it runs and a closure running
/// it. The script is called anew for each run, so every run starts from a fresh window.
///
/// ```swift
/// import Compose
/// import ComposePreviewKit
///
/// let profile = Scene(name: "profile", summary: "The profile screen appears and scrolls.") {
///   let window = Window(traceName: "main")
///   let screen = ProfileScreen(posts: ["Hello", "Lunch", "Trip"])
///   var script = SceneScript(window: window)
///   script.step("window.rootComponent = profile") { window.rootComponent = screen }
///   script.step("window.makeKeyAndVisible()", note: "header and posts appear") {
///     window.makeKeyAndVisible()
///   }
///   script.step("profile.posts.scroll(to: 100)") { screen.posts.scroll(to: 100) }
///   return script
/// }
///
/// PreviewCommand.main(scenes: [profile])
/// ```
///
/// A name is what `run` and `check` take: not empty, not starting with `-`, without `/` or a
/// `.json` ending (those are read as scenario files), and distinct from the other scenes' names.
///
/// The built-in scenes of `compose-preview` (`Scene.all`, in the `ComposePreviewScenes` target,
/// not a product) drive the seed apps of `ComposeExamples`, so this library does not depend on
/// them; `compose-preview` is `PreviewCommand.main(scenes: Scene.all)`. To add one, write it as
/// `containment` (a scenario) or `flow` (a script) do, and append it to `Scene.all`; give it a
/// golden file in
/// `Tests/ComposePreviewKitTests/Scenes/Golden/<name>.txt` (recorded by
/// `swift test --filter GoldenTests` when missing; `COMPOSE_RECORD=failed` re-records it).
public struct Scene: Sendable {
  /// The name `run` and `check` take.
  public var name: String
  /// What the scene shows, in one line.
  public var summary: String
  /// The scenario it runs, for a scene written as one; `nil` for a scripted scene.
  public var scenario: Scenario?
  let script: (@MainActor @Sendable () -> SceneScript)?

  /// Creates a scene that runs a scenario.
  ///
  /// - Parameters:
  ///   - name: The name `compose-preview run` takes.
  ///   - summary: What the scene shows, in one line.
  ///   - scenario: What it runs.
  public init(name: String, summary: String, scenario: Scenario) {
    self.name = name
    self.summary = summary
    self.scenario = scenario
    script = nil
  }

  /// Creates a scene that runs a script written in Swift.
  ///
  /// - Parameters:
  ///   - name: The name `compose-preview run` takes.
  ///   - summary: What the scene shows, in one line.
  ///   - script: Builds the window, the app and the steps; called once per run.
  public init(
    name: String, summary: String, script: @escaping @MainActor @Sendable () -> SceneScript
  ) {
    self.name = name
    self.summary = summary
    scenario = nil
    self.script = script
  }

  /// Runs the scene on a fresh window: each step's events, diagnostics and tree.
  ///
  /// - Parameter auditor: Attached to the window before the first step, with a checkpoint after
  ///   each step; its ``LifecycleAuditor/findings`` tell what the run got wrong.
  /// - Returns: The log, with the tree before the first step as ``EventLog/initialTree``.
  @MainActor public func run(auditor: LifecycleAuditor? = nil) -> EventLog {
    if let script { return script().run(auditor: auditor) }
    return scenario?.run(auditor: auditor) ?? EventLog()
  }
}
