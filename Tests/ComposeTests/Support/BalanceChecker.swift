import Compose

/// An observer that replays the appearance state machine from the events alone and records every
/// callback that the contract forbids: a `did*` without its `will*`, two `will*` of the same kind
/// in a row, `viewIsAppearing` not right after `viewWillAppear`.
final class BalanceChecker: LifecycleObserver {
  private(set) var states: [Int: AppearanceState] = [:]
  private(set) var violations: [String] = []
  private var expectingIsAppearing: Int?

  func observe(_ event: LifecycleEvent) {
    let id = event.component.number
    let state = states[id] ?? .disappeared
    if let pending = expectingIsAppearing {
      expectingIsAppearing = nil
      if case .viewIsAppearing = event.kind, id == pending { return }
      violations.append("\(event.component): viewIsAppearing missing before \(event.kind)")
    }
    switch event.kind {
    case .viewWillAppear:
      guard state == .disappeared || state == .disappearing else {
        return fail(event, state)
      }
      states[id] = .appearing
      expectingIsAppearing = id
    case .viewIsAppearing:
      violations.append("\(event.component): stray viewIsAppearing")
    case .viewDidAppear:
      guard state == .appearing else { return fail(event, state) }
      states[id] = .appeared
    case .viewWillDisappear:
      guard state == .appeared || state == .appearing else { return fail(event, state) }
      states[id] = .disappearing
    case .viewDidDisappear:
      guard state == .disappearing else { return fail(event, state) }
      states[id] = .disappeared
    default:
      break
    }
  }

  private func fail(_ event: LifecycleEvent, _ state: AppearanceState) {
    violations.append("\(event.component): \(event.kind) while \(state)")
  }
}
