/// What one step of a scenario does. Components are named by their declared names.
///
/// A new step (push, present, scroll...) is a case here, its action name and keys in
/// `Scenario+StepDecoding.swift`, its effect in `ScenarioRunner.perform(_:)`, its title in
/// `ScenarioRunner+Titles.swift`, and a row in `docs/Scenarios.md`.
public enum ScenarioStep: Hashable, Sendable {
  /// `window.rootComponent = component`.
  case setRoot(String)
  /// `window.makeKeyAndVisible()`.
  case showWindow
  /// `window.hide()`.
  case hideWindow
  /// `parent.embed(child)`: add, place, `didMove`.
  case embed(child: String, parent: String)
  /// `component.unembed()`: `willMove(nil)`, remove the view, `removeFromParent()`.
  case unembed(String)
  /// `parent.addChild(child)` alone.
  case addChild(child: String, parent: String)
  /// `component.removeFromParent()` alone.
  case removeFromParent(String)
  /// UIKit's swap: `parent.addChild(to)`, `from.willMove(toParent: nil)`, then
  /// `parent.transition(from:to:duration:)` whose completion calls `from.removeFromParent()` and
  /// `to.didMove(toParent: parent)`.
  case transition(parent: String, from: String, to: String, duration: Duration)
  /// Starts an interactive swap: `parent.addChild(to)`, then
  /// `parent.beginInteractiveTransition(from:to:)`. When it finishes, `from.willMove(toParent:
  /// nil)`, `from.removeFromParent()` and `to.didMove(toParent: parent)`; when it is cancelled,
  /// `to.willMove(toParent: nil)` and `to.removeFromParent()`.
  case beginInteractiveTransition(parent: String, from: String, to: String)
  /// Moves the interactive transition of `parent` to `progress`.
  case updateInteractiveTransition(parent: String, progress: Double)
  /// Finishes the interactive transition of `parent` after `after` on the clock.
  case finishInteractiveTransition(parent: String, after: Duration)
  /// Cancels the interactive transition of `parent` after `after` on the clock; `to` is removed
  /// again.
  case cancelInteractiveTransition(parent: String, after: Duration)
  /// `window.advance(by:)`.
  case advance(Duration)
  /// `window.runUntilIdle()`.
  case runUntilIdle
  /// `component.beginAppearanceTransition(appearing, animated:)` (children of manual containers).
  case beginAppearanceTransition(String, appearing: Bool, animated: Bool)
  /// `component.endAppearanceTransition()`.
  case endAppearanceTransition(String)
  /// `navigation.push(component, animated:)`.
  case push(component: String, navigation: String, animated: Bool)
  /// `navigation.pop(animated:)`.
  case pop(navigation: String, animated: Bool)
  /// `navigation.tapBackButton()`.
  case tapBack(navigation: String)
  /// `presenter.present(component, animated:, style:)`.
  case present(component: String, presenter: String, animated: Bool, style: String)
  /// `component.dismiss(animated:)`.
  case dismiss(component: String, animated: Bool)
  /// `list.scroll(to: offset)`, on a declared list or on the nested list of one of its rows.
  case scroll(list: String, innerRow: Int?, offset: Double)
  /// `list.scrollToRow(at: ListIndexPath(row:section: 0))`.
  case scrollToRow(list: String, innerRow: Int?, row: Int)
  /// `list.simulateTap(at: ListIndexPath(row:section: 0))`: the row is selected as a user's tap
  /// selects it, so the list's delegate hears `didDeselectRowAt` and `didSelectRowAt`.
  case selectRow(list: String, row: Int)
  /// `tabs.select(index)`.
  case selectTab(tabs: String, index: Int)
  /// `container.setState(state, animated:)`.
  case setState(container: String, state: ScenarioState, animated: Bool)
  /// The list's adapter applies the item list `items` (item identifiers) with a keyed diff.
  case apply(list: String, items: [Int])
  /// `navigation.beginInteractivePop()`.
  case beginInteractivePop(navigation: String)
  /// Finishes the interactive pop of `navigation` after `after` on the clock.
  case finishInteractivePop(navigation: String, after: Duration)
  /// Cancels the interactive pop of `navigation` after `after` on the clock.
  case cancelInteractivePop(navigation: String, after: Duration)
}
