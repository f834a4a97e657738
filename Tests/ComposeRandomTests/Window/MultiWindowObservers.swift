import Compose
import ComposeTestFixtures

/// Keeps every event of a window, from its creation: the reference a late recorder is compared to.
final class WindowEventLog: LifecycleObserver {
  var events: [LifecycleEvent] = []
  var diagnostics: [Diagnostic] = []
  func observe(_ event: LifecycleEvent) { events.append(event) }
  func observe(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
}

/// Feeds one `BalanceChecker` with the events of every window, keyed by the world's stable
/// component ids (instance numbers are per window, and a component may move between windows
/// in the middle of a transition).
final class StableIDFeed: LifecycleObserver {
  let checker: BalanceChecker
  weak var world: MultiWindowWorld?
  init(checker: BalanceChecker, world: MultiWindowWorld) {
    self.checker = checker
    self.world = world
  }
  func observe(_ event: LifecycleEvent) {
    guard let id = world?.idByName[event.component.name] else { return }
    let reference = ComponentReference(
      number: id, typeName: event.component.typeName, name: event.component.name)
    checker.observe(LifecycleEvent(component: reference, kind: event.kind, time: event.time))
  }
}

/// An observer that adds or removes recorders from inside `observe`, when its countdown expires.
final class RecorderJuggler: LifecycleObserver {
  weak var slot: WindowSlot?
  var countdown: Int?
  var adds = true
  func observe(_ event: LifecycleEvent) {
    guard let count = countdown, let slot else { return }
    if count > 0 {
      countdown = count - 1
      return
    }
    countdown = nil
    if adds { slot.attachRecorder() } else { slot.detachRecorder() }
  }
}
