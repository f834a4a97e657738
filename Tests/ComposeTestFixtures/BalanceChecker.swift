import Compose

/// An observer that replays the appearance state machine from the events alone and records every
/// callback that the contract forbids: a `did*` without its `will*`, two `will*` of the same kind
/// in a row, `viewIsAppearing` outside an appearance or missing before `viewDidAppear`. (Other
/// events may come between a `viewWillAppear` and its `viewIsAppearing`: the hook may call into
/// the engine.) Attach it before the window is shown.
package final class BalanceChecker: LifecycleObserver {
  package init() {}

  package private(set) var states: [Int: AppearanceState] = [:]
  package private(set) var violations: [String] = []
  private var awaitingIsAppearing: Set<Int> = []

  package func observe(_ event: LifecycleEvent) {
    let id = event.component.number
    let state = states[id] ?? .disappeared
    switch event.kind {
    case .viewWillAppear:
      guard state == .disappeared || state == .disappearing else { return fail(event, state) }
      states[id] = .appearing
      awaitingIsAppearing.insert(id)
    case .viewIsAppearing:
      guard state == .appearing, awaitingIsAppearing.remove(id) != nil else {
        return fail(event, state)
      }
    case .viewDidAppear:
      guard state == .appearing, !awaitingIsAppearing.contains(id) else {
        return fail(event, state)
      }
      states[id] = .appeared
    case .viewWillDisappear:
      guard state == .appeared || state == .appearing else { return fail(event, state) }
      states[id] = .disappearing
      awaitingIsAppearing.remove(id)
    case .viewDidDisappear:
      guard state == .disappearing else { return fail(event, state) }
      states[id] = .disappeared
    default:
      break
    }
  }

  /// Takes `state` as the truth for the component numbered `number`: for a component coming back
  /// into the window, whose events outside it no observer could see.
  package func rebaseline(_ number: Int, to state: AppearanceState) {
    states[number] = state
    if state != .appearing { awaitingIsAppearing.remove(number) }
  }

  private func fail(_ event: LifecycleEvent, _ state: AppearanceState) {
    violations.append("\(event.component): \(event.kind) while \(state)")
  }
}
