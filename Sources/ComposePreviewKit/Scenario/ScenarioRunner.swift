import Compose
import ComposeRender

/// Runs a ``Scenario`` on a fresh window and records, for each step, its lifecycle events,
/// diagnostics and the tree after it. Each step's effect is its kind's
/// ``ScenarioAction/perform(on:)``.
@MainActor
struct ScenarioRunner {
  /// Why a step could not find a component it names: none is declared with the name, or it is of
  /// another class. The runner notes it on the step; a checked scenario never has one.
  struct Refusal: Error {
    /// The note shown under the step.
    var note: String
  }

  let window: Window
  let recorder = LifecycleRecorder(filter: .all)
  /// Every declared component by name. The runner keeps them all alive for the whole run, so
  /// that steps can refer to a component after it left the tree.
  private(set) var components: [String: Component] = [:]
  /// The interactive transitions in progress, by container name.
  var interactions: [String: InteractiveTransition] = [:]
  /// The children of the interactive transitions begun by `begin-interactive-transition`, by
  /// container name: the one that leaves is told (`willMove(toParent: nil)`) when the gesture
  /// commits or is cancelled, before its view is removed (contract §1.3).
  var interactionParties: [String: (from: Component, to: Component)] = [:]

  init(_ scenario: Scenario) {
    window = Window(traceName: scenario.windowName)
    // `--device` and `--orientation`: the window starts there, before anything is in it.
    if let screen = PreviewScreen.current {
      window.frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
      window.setTraits(screen.traits)
    }
    window.addObserver(recorder)
    for declaration in scenario.components { _ = make(declaration) }
  }

  /// Checks the scenario, then runs every step, handing over the tree before the first step and
  /// each step as it completes. A scenario that fails its check runs nothing: it has one step
  /// noting where and why.
  ///
  /// - Returns: Why the run stopped before a step (``ScenarioMeter``), located at the step's key
  ///   path; `nil` when every step ran.
  @discardableResult
  static func stream(
    _ scenario: Scenario, auditor: LifecycleAuditor?, start: (TreeSnapshot) -> Void,
    each: (EventLog.Step) -> Void
  ) -> ScenarioError? {
    do {
      try scenario.validate()
    } catch {
      each(
        EventLog.Step(
          title: "the scenario is not valid; nothing ran", events: [],
          notes: [error.description]))
      return nil
    }
    var steps = scenario.steps.makeIterator()
    return stream(
      scenario, count: scenario.steps.count, steps: { steps.next().map { ($0, nil) } },
      locate: { index, _ in .keyPath("steps[\(index)]") }, auditor: auditor, start: start,
      each: each)
  }

  /// Runs `count` checked steps on the declarations of `scenario` (its own steps aside), taking
  /// each from `next` when it is about to run (and the one after it, to know whether a
  /// containment sequence goes on): at most two steps are held at once. The auditor checks after
  /// each step, except within a run of consecutive hand-written containment calls
  /// (``ScenarioAction/isContainmentCall``), which it checks after the last one, as one operation.
  ///
  /// A ``ScenarioMeter`` meters the run: before a step runs, if the steps before it did too much
  /// work or the step would diff too many items, the run stops there and nothing of that step is
  /// handed over.
  ///
  /// - Parameters:
  ///   - next: The next step and where its text starts in the file (`nil` for a scenario written
  ///     in Swift), or `nil` after the last.
  ///   - locate: The location of the step at an index, from where its text starts.
  /// - Returns: Why the run stopped, at the step it stopped before; `nil` when every step ran.
  static func stream(
    _ scenario: Scenario, count: Int,
    steps next: () throws(ScenarioError) -> (StepDeclaration, offset: Int?)?,
    locate: (_ index: Int, _ offset: Int?) -> ScenarioError.Location,
    auditor: LifecycleAuditor?, start: (TreeSnapshot) -> Void, each: (EventLog.Step) -> Void
  ) -> ScenarioError? {
    var runner = ScenarioRunner(scenario)
    var failure: ScenarioError?
    var stop: ScenarioError?
    var meter = ScenarioMeter()
    var diffedItems = 0
    func read() -> (StepDeclaration, offset: Int?)? {
      do {
        return try next()
      } catch {
        failure = error
        return nil
      }
    }
    var current: (StepDeclaration, offset: Int?)?
    var upcoming = read()
    StepRecording.stream(
      window: runner.window, recorder: runner.recorder, auditor: auditor, count: count,
      title: { _ in current?.0.title ?? "a step that could not be read; it did nothing" },
      endsOperation: { _ in
        // Consecutive calls of a hand-written containment sequence are one operation.
        guard let current, let upcoming else { return true }
        return !current.0.step.isContainmentCall || !upcoming.0.step.isContainmentCall
      },
      perform: { index in
        current = upcoming
        upcoming = current == nil ? nil : read()
        guard let (declaration, offset) = current else {
          diffedItems = 0
          return [failure?.description ?? "the step is missing"]
        }
        diffedItems = declaration.step.action.diffedItems(on: runner)
        if let reason = meter.reasonToStop(beforeDiffing: diffedItems) {
          stop = ScenarioError(locate(index, offset), reason)
          return nil
        }
        return runner.perform(declaration.step)
      }, start: start,
      each: { step in
        meter.charge(step, diffedItems: diffedItems)
        each(step)
      })
    return stop
  }

  private mutating func make(_ declaration: ComponentDeclaration) -> Component {
    let children = declaration.children.map { make($0) }
    let component: Component
    switch declaration.kind {
    case .component:
      component = Component(traceName: declaration.name)
    case .label(let text):
      component = Label(name: declaration.name, text: text)
    case .container:
      let container = Container(traceName: declaration.name)
      container.declaredChildren = children
      component = container
    case .manualContainer:
      let container = ManualContainer(traceName: declaration.name)
      container.declaredChildren = children
      component = container
    case .list(let spec):
      component = ListComponent(name: declaration.name, spec: spec)
    case .navigation:
      let navigation = NavigationContainer(traceName: declaration.name)
      navigation.setStack(children, animated: false)
      component = navigation
    case .tabs(let selected):
      component = TabContainer(tabs: children, selectedIndex: selected, traceName: declaration.name)
    case .stateContainer(let state):
      component = StateContainer(
        content: children.first ?? Component(traceName: "content"), state: state.contentState,
        traceName: declaration.name)
    }
    components[declaration.name] = component
    return component
  }

  /// The component declared as `name`, of class `T`.
  ///
  /// - Throws: ``Refusal`` when no component is declared as `name`, or it is not a `T`.
  func component<T: Component>(_ name: String, as type: T.Type = Component.self)
    throws(Refusal) -> T
  {
    guard let component = components[name] else {
      throw Refusal(note: "no component is named \(name.messageQuoted); the step did nothing")
    }
    guard let typed = component as? T else {
      throw Refusal(note: "\(name.messageQuoted) is not a \(T.self); the step did nothing")
    }
    return typed
  }

  /// Performs one step and returns the runner's notes about it.
  private mutating func perform(_ step: ScenarioStep) -> [String] {
    do {
      return try step.action.perform(on: &self)
    } catch {
      return [error.note]
    }
  }

  func noInteraction(_ parent: String) -> [String] {
    ["no interactive transition is in progress on \(parent)"]
  }
}

extension Scenario {
  /// Checks the scenario as a file is checked (``validate()``), then runs it on a fresh window:
  /// each step's events, diagnostics and tree.
  ///
  /// A scenario that fails ``validate()`` runs nothing: the log holds one step whose note is the
  /// ``ScenarioError`` (its location, such as `steps[2].navigation`, and its reason).
  ///
  /// - Parameter auditor: Attached to the window before the first step, with a checkpoint after
  ///   each step; its ``LifecycleAuditor/findings`` tell what the run got wrong.
  /// - Returns: The log, with the tree before the first step as ``EventLog/initialTree``.
  ///
  /// A run that goes past the bounds of its work (see `docs/Scenarios.md`, "Limits") stops
  /// before the step that would pass them: the log ends with a step titled "the run stopped"
  /// whose note says at which step (`steps[12]`) and why.
  @MainActor public func run(auditor: LifecycleAuditor? = nil) -> EventLog {
    StepRecording.log { start, each in
      guard let stop = ScenarioRunner.stream(self, auditor: auditor, start: start, each: each)
      else { return }
      each(EventLog.Step(title: "the run stopped", events: [], notes: [stop.description]))
    }
  }

  /// Runs the scenario like ``run(auditor:)``, handing over each step as it completes instead of
  /// keeping them.
  ///
  /// - Returns: Why the run stopped before a step; `nil` when every step ran.
  @MainActor func stream(
    auditor: LifecycleAuditor?, start: (TreeSnapshot) -> Void, each: (EventLog.Step) -> Void
  ) -> ScenarioError? {
    ScenarioRunner.stream(self, auditor: auditor, start: start, each: each)
  }
}
