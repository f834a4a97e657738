import Compose

/// The error a scenario's state container shows in the `error` state.
struct ScenarioLoadFailure: Error {}

extension ScenarioState {
  var contentState: ContentState {
    switch self {
    case .loading: return .loading
    case .content: return .content
    case .empty: return .empty
    case .error: return .error(ScenarioLoadFailure())
    }
  }
}

extension ScenarioRunner {
  /// Performs a step on a container or a list; returns the runner's notes about it.
  mutating func performContainerStep(_ step: ScenarioStep) -> [String] {
    switch step {
    case .push(let component, let navigation, let animated):
      (self[navigation] as? NavigationContainer)?.push(self[component], animated: animated)
    case .pop(let navigation, let animated):
      (self[navigation] as? NavigationContainer)?.pop(animated: animated)
    case .tapBack(let navigation):
      (self[navigation] as? NavigationContainer)?.tapBackButton()
    case .present(let component, let presenter, let animated, let style):
      self[presenter].present(
        self[component], animated: animated,
        style: PresentationStyle(rawValue: style) ?? .fullScreen)
    case .dismiss(let component, let animated):
      self[component].dismiss(animated: animated)
    case .scroll(let list, let innerRow, let offset):
      guard let view = listView(list, innerRow: innerRow) else { return noList(list, innerRow) }
      view.scroll(to: offset)
    case .scrollToRow(let list, let innerRow, let row):
      guard let view = listView(list, innerRow: innerRow) else { return noList(list, innerRow) }
      view.scrollToRow(at: ListIndexPath(row: row, section: 0))
    case .selectRow(let list, let row):
      guard let view = listView(list, innerRow: nil) else { return noList(list, nil) }
      view.simulateTap(at: ListIndexPath(row: row, section: 0))
    case .selectTab(let tabs, let index):
      (self[tabs] as? TabContainer)?.select(index)
    case .setState(let container, let state, let animated):
      (self[container] as? StateContainer)?.setState(state.contentState, animated: animated)
    case .apply(let list, let items):
      (self[list] as? ListComponent)?.list.apply(items)
    case .beginInteractivePop(let navigation):
      guard
        let interaction = (self[navigation] as? NavigationContainer)?.beginInteractivePop()
          .interaction
      else { return ["the interactive pop was refused"] }
      interactions[navigation] = interaction
    case .finishInteractivePop(let navigation, let after):
      guard let interaction = interactions.removeValue(forKey: navigation) else {
        return noInteraction(navigation)
      }
      interaction.finish(after: after)
    case .cancelInteractivePop(let navigation, let after):
      guard let interaction = interactions.removeValue(forKey: navigation) else {
        return noInteraction(navigation)
      }
      interaction.cancel(after: after)
    default: break
    }
    return []
  }

  /// The declared list `name`, or the nested list of its row for item `innerRow` (when that row's
  /// component exists: displayed or cached).
  private func listView(_ name: String, innerRow: Int?) -> ListView? {
    guard let list = self[name] as? ListComponent else { return nil }
    guard let innerRow else { return list.list.view }
    let item = ScenarioItem(id: "\(innerRow)")
    return list.list.adapter?.component(for: item)?.nested?.view
  }

  private func noList(_ name: String, _ innerRow: Int?) -> [String] {
    ["the row \(innerRow.map(String.init) ?? "") of \(name) has no component now (not displayed)"]
  }
}
