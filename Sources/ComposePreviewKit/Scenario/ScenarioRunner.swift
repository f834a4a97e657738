import Compose
import ComposeRender

/// Runs a ``Scenario`` on a fresh window and records, for each step, its lifecycle events,
/// diagnostics and the tree after it.
@MainActor
struct ScenarioRunner {
  let scenario: Scenario
  let window: Window
  let recorder = LifecycleRecorder()
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
    self.scenario = scenario
    window = Window(traceName: scenario.windowName)
    window.addObserver(recorder)
    for declaration in scenario.components { _ = make(declaration) }
  }

  /// Runs every step and returns the log, with the tree before the first step and after each.
  static func run(_ scenario: Scenario, auditor: LifecycleAuditor?) -> EventLog {
    var runner = ScenarioRunner(scenario)
    return StepRecording.record(
      window: runner.window, recorder: runner.recorder, auditor: auditor,
      titles: scenario.steps.map(title),
      perform: { runner.perform(scenario.steps[$0].step) })
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

  subscript(_ name: String) -> Component {
    // Names are checked when the scenario is read; a fresh component keeps an unchecked
    // scenario built in Swift from trapping.
    components[name] ?? Component(traceName: name)
  }

  /// Performs one step and returns the runner's notes about it.
  private mutating func perform(_ step: ScenarioStep) -> [String] {
    switch step {
    case .setRoot(let name): window.rootComponent = self[name]
    case .showWindow: window.makeKeyAndVisible()
    case .hideWindow: window.hide()
    case .embed(let child, let parent): self[parent].embed(self[child])
    case .unembed(let name): self[name].unembed()
    case .addChild(let child, let parent): self[parent].addChild(self[child])
    case .removeFromParent(let name): self[name].removeFromParent()
    case .transition(let parentName, let fromName, let toName, let duration):
      let (parent, from, to) = (self[parentName], self[fromName], self[toName])
      parent.addChild(to)
      from.willMove(toParent: nil)
      parent.transition(
        from: from, to: to, duration: duration,
        completion: { [weak parent] finished in
          guard finished, let parent else { return }
          from.removeFromParent()
          to.didMove(toParent: parent)
        })
    case .beginInteractiveTransition(let parentName, let fromName, let toName):
      let (parent, from, to) = (self[parentName], self[fromName], self[toName])
      // `from` is told it leaves only once the gesture commits (`willMove(toParent: nil)` at
      // the finish step, before its view leaves): a cancelled gesture then leaves it as it was,
      // and only `to` is removed again (told at the cancel step).
      parent.addChild(to)
      let interaction = parent.beginInteractiveTransition(
        from: from, to: to,
        completion: { [weak parent] finished in
          guard let parent else { return }
          if finished {
            from.removeFromParent()
            to.didMove(toParent: parent)
          } else {
            to.removeFromParent()
          }
        })
      guard let interaction else { return ["the interactive transition was refused"] }
      interactions[parentName] = interaction
      interactionParties[parentName] = (from, to)
    case .updateInteractiveTransition(let parent, let progress):
      guard let interaction = interactions[parent] else { return noInteraction(parent) }
      interaction.update(progress)
    case .finishInteractiveTransition(let parent, let after):
      guard let interaction = interactions.removeValue(forKey: parent) else {
        return noInteraction(parent)
      }
      interactionParties.removeValue(forKey: parent)?.from.willMove(toParent: nil)
      interaction.finish(after: after)
    case .cancelInteractiveTransition(let parent, let after):
      guard let interaction = interactions.removeValue(forKey: parent) else {
        return noInteraction(parent)
      }
      interactionParties.removeValue(forKey: parent)?.to.willMove(toParent: nil)
      interaction.cancel(after: after)
    case .advance(let duration): window.advance(by: duration)
    case .runUntilIdle: window.runUntilIdle()
    case .beginAppearanceTransition(let name, let appearing, let animated):
      self[name].beginAppearanceTransition(appearing, animated: animated)
    case .endAppearanceTransition(let name): self[name].endAppearanceTransition()
    default: return performContainerStep(step)
    }
    return []
  }

  func noInteraction(_ parent: String) -> [String] {
    ["no interactive transition is in progress on \(parent)"]
  }
}

extension Scenario {
  /// Runs the scenario on a fresh window: each step's events, diagnostics and tree.
  ///
  /// - Parameter auditor: Attached to the window before the first step, with a checkpoint after
  ///   each step; its ``LifecycleAuditor/findings`` tell what the run got wrong.
  /// - Returns: The log, with the tree before the first step as ``EventLog/initialTree``.
  @MainActor public func run(auditor: LifecycleAuditor? = nil) -> EventLog {
    ScenarioRunner.run(self, auditor: auditor)
  }
}
