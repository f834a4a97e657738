import ComposeRender

extension ScenarioRunner {
  /// The step's title, written like the Swift it runs: `screen.embed(header)`.
  static func title(_ declaration: StepDeclaration) -> String {
    let title = title(declaration.step)
    guard let note = declaration.note, !note.isEmpty else { return title }
    return "\(title)  // \(note)"
  }

  private static func seconds(_ duration: Duration) -> String {
    EventLogPrinter.format(duration)
  }

  private static func title(_ step: ScenarioStep) -> String {
    switch step {
    case .setRoot(let name): return "window.rootComponent = \(name)"
    case .showWindow: return "window.makeKeyAndVisible()"
    case .hideWindow: return "window.hide()"
    case .embed(let child, let parent): return "\(parent).embed(\(child))"
    case .unembed(let name): return "\(name).unembed()"
    case .addChild(let child, let parent): return "\(parent).addChild(\(child))"
    case .removeFromParent(let name): return "\(name).removeFromParent()"
    case .transition(let parent, let from, let to, let duration):
      return "\(parent).transition(from: \(from), to: \(to), duration: \(seconds(duration)))"
    case .beginInteractiveTransition(let parent, let from, let to):
      return "\(parent).beginInteractiveTransition(from: \(from), to: \(to))"
    case .updateInteractiveTransition(let parent, let progress):
      return "\(parent) interaction.update(\(progress))"
    case .finishInteractiveTransition(let parent, let after):
      return "\(parent) interaction.finish(after: \(seconds(after)))"
    case .cancelInteractiveTransition(let parent, let after):
      return "\(parent) interaction.cancel(after: \(seconds(after)))"
    case .advance(let duration): return "window.advance(by: \(seconds(duration)))"
    case .runUntilIdle: return "window.runUntilIdle()"
    case .beginAppearanceTransition(let name, let appearing, let animated):
      return "\(name).beginAppearanceTransition(\(appearing), animated: \(animated))"
    case .endAppearanceTransition(let name): return "\(name).endAppearanceTransition()"
    }
  }
}
