import Compose

/// One window with its observers. A new slot replaces it when the window is released.
final class WindowSlot {
  var window: Window?
  let log = WindowEventLog()
  let juggler = RecorderJuggler()
  /// Audits the window for transitions reported as never completed (see `violation()`).
  let auditor = LifecycleAuditor()
  /// Recorders added late, with the range of the full log they must equal.
  var recorders: [(recorder: LifecycleRecorder, start: Int, end: Int?)] = []

  init(name: String, feed: StableIDFeed?) {
    let window = Window(traceName: name)
    self.window = window
    window.addObserver(log)
    if let feed { window.addObserver(feed) }
    window.addObserver(juggler)
    auditor.attach(to: window)
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
