import Compose
import Foundation
import Testing

extension StressTests {
  // MARK: Observation

  /// Keeps every event of a window, from its creation: the reference a late recorder is compared to.
  final class FullLog: LifecycleObserver {
    var events: [LifecycleEvent] = []
    var diagnostics: [Diagnostic] = []
    func observe(_ event: LifecycleEvent) { events.append(event) }
    func observe(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
  }

  /// Feeds one `BalanceChecker` with the events of every window, keyed by the world's stable
  /// component ids (instance numbers are per window, and a component may move between windows
  /// in the middle of a transition).
  final class GlobalFeed: LifecycleObserver {
    let checker: BalanceChecker
    weak var world: World?
    init(checker: BalanceChecker, world: World) {
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
  final class Juggler: LifecycleObserver {
    weak var slot: Slot?
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

  /// One window with its observers. A new slot replaces it when the window is released.
  final class Slot {
    var window: Window?
    let log = FullLog()
    let juggler = Juggler()
    /// Recorders added late, with the range of the full log they must equal.
    var recorders: [(recorder: LifecycleRecorder, start: Int, end: Int?)] = []

    init(name: String, feed: GlobalFeed?) {
      let window = Window(traceName: name)
      self.window = window
      window.addObserver(log)
      if let feed { window.addObserver(feed) }
      window.addObserver(juggler)
      juggler.slot = self
    }

    func attachRecorder() {
      guard let window else { return }
      let recorder = LifecycleRecorder()
      window.addObserver(recorder)
      recorders.append((recorder, log.events.count, nil))
    }

    func detachRecorder() {
      guard let window, let index = recorders.firstIndex(where: { $0.end == nil }) else { return }
      window.removeObserver(recorders[index].recorder)
      recorders[index].end = log.events.count
    }

    /// A late recorder's events must be exactly the full log's while it was attached.
    func recorderMismatch() -> String? {
      for (index, entry) in recorders.enumerated() {
        let expected = Array(log.events[entry.start..<(entry.end ?? log.events.count)])
        if entry.recorder.events != expected {
          let got = entry.recorder.events.map(\.description)
          let want = expected.map(\.description)
          return "recorder \(index) (from \(entry.start)) saw \(got.count) events, expected "
            + "\(want.count): first difference at "
            + "\(zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }.map { "\($0.offset): \($0.element.0) vs \($0.element.1)" } ?? "the end")"
        }
      }
      return nil
    }
  }
}
