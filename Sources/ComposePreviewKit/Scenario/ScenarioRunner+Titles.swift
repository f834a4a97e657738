import ComposeRender

extension ScenarioRunner {
  /// The step's title, written like the Swift it runs: `screen.embed(header)`.
  static func title(_ declaration: StepDeclaration) -> String {
    let title = title(declaration.step)
    guard let note = declaration.note, !note.isEmpty else { return title }
    return "\(title)  // \(note)"
  }

  private static func seconds(_ duration: Duration) -> String {
    ValueFormat.seconds(duration)
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
    default: return containerTitle(step)
    }
  }
}

extension ScenarioRunner {
  fileprivate static func containerTitle(_ step: ScenarioStep) -> String {
    switch step {
    case .push(let component, let navigation, let animated):
      return "\(navigation).push(\(component), animated: \(animated))"
    case .pop(let navigation, let animated): return "\(navigation).pop(animated: \(animated))"
    case .tapBack(let navigation): return "\(navigation).tapBackButton()"
    case .present(let component, let presenter, let animated, let style):
      return "\(presenter).present(\(component), animated: \(animated), style: .\(style))"
    case .dismiss(let component, let animated): return "\(component).dismiss(animated: \(animated))"
    case .scroll(let list, let innerRow, let offset):
      return "\(listTitle(list, innerRow)).scroll(to: \(ValueFormat.number(offset)))"
    case .scrollToRow(let list, let innerRow, let row):
      return "\(listTitle(list, innerRow)).scrollToRow(at: 0.\(row))"
    case .selectRow(let list, let row):
      return "\(list).simulateTap(at: ListIndexPath(row: \(row), section: 0))"
    case .selectTab(let tabs, let index): return "\(tabs).select(\(index))"
    case .setState(let container, let state, let animated):
      return "\(container).setState(.\(state.rawValue), animated: \(animated))"
    case .apply(let list, let items):
      let shown = items.prefix(12).map(String.init).joined(separator: ", ")
      return "\(list).apply([\(shown)\(items.count > 12 ? ", … \(items.count) items" : "")])"
    case .beginInteractivePop(let navigation): return "\(navigation).beginInteractivePop()"
    case .finishInteractivePop(let navigation, let after):
      return "\(navigation) interaction.finish(after: \(ValueFormat.seconds(after)))"
    case .cancelInteractivePop(let navigation, let after):
      return "\(navigation) interaction.cancel(after: \(ValueFormat.seconds(after)))"
    default: return "\(step)"
    }
  }

  private static func listTitle(_ list: String, _ innerRow: Int?) -> String {
    innerRow.map { "\(list)[row \($0)].list" } ?? list
  }
}
