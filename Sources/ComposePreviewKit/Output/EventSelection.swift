import Compose
import ComposeRender

/// Which events a report shows: the kinds (`--events`) and the components (`--component`, each
/// with its subtree).
///
/// A component's subtree is read from the window's tree before and after each step, so a step
/// that adds or removes a subtree shows its events; a component is also matched by its name when
/// it is in neither tree. A name no component of the run has is a usage error
/// (`PreviewJob.checkComponentNames(for:)`).
struct EventSelection: Sendable {
  /// The kinds of event kept: every kind but layout by default, as the event-log printer.
  var filter = LifecycleEventFilter.standard
  /// The names of the components whose subtrees are kept; empty keeps every component.
  var components: [String] = []

  /// `step` with only the selected events; `before` is the tree before it.
  func select(_ step: EventLog.Step, before: TreeSnapshot?) -> EventLog.Step {
    var selected = step
    if components.isEmpty {
      selected.events = step.events.filter(filter.keeps)
      return selected
    }
    let names = Set(components)
    let numbers = subtree(of: names, in: before).union(subtree(of: names, in: step.tree))
    selected.events = step.events.filter {
      filter.keeps($0)
        && (numbers.contains($0.component.number) || names.contains($0.component.name))
    }
    return selected
  }

  /// The numbers of the components named in `names` and of every component below them.
  private func subtree(of names: Set<String>, in tree: TreeSnapshot?) -> Set<Int> {
    var numbers: Set<Int> = []
    var selectedDepth: Int?
    for node in tree?.nodes ?? [] {
      if let depth = selectedDepth, node.depth <= depth { selectedDepth = nil }
      guard case .component(let component) = node.content else { continue }
      if selectedDepth == nil, names.contains(component.reference.name) {
        selectedDepth = node.depth
      }
      if selectedDepth != nil { numbers.insert(component.reference.number) }
    }
    return numbers
  }
}
