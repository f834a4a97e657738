import Compose

/// Measurement 5: the scrolling benchmark with an observer attached versus none.
enum ObservationBenchmark {
  /// Counts events by doing the least an observer can: one switch and an increment.
  final class CountingObserver: LifecycleObserver {
    private(set) var events = 0
    private(set) var appearances = 0

    func observe(_ event: LifecycleEvent) {
      events += 1
      if case .viewDidAppear = event.kind { appearances += 1 }
    }
  }

  /// A `LifecycleRecorder` emptied every `interval` events so that its memory stays bounded.
  final class DrainedRecorder: LifecycleObserver {
    let recorder = LifecycleRecorder()
    private var pending = 0
    let interval = 10_000

    func observe(_ event: LifecycleEvent) {
      recorder.observe(event)
      pending += 1
      if pending == interval {
        recorder.reset()
        pending = 0
      }
    }
  }

  static func run(_ reporter: Reporter) {
    let count = reporter.quick ? 20_000 : 200_000
    let prefix = "observe.\(sizeLabel(count))"
    let names = ["none", "counting", "recorder", "counting_ratio", "recorder_ratio"]
      .map { "\(prefix).\($0)" }
    guard reporter.wantsAny(names) else { return }
    _ = ScrollBenchmark.scroll(rows: 10_000)  // warm-up
    var none: [Double] = []
    var counting: [Double] = []
    var recording: [Double] = []
    var counted = 0
    // Interleaved, so that a slow moment of the machine hits all three alike.
    for _ in 0..<3 {
      none.append(ScrollBenchmark.scroll(rows: count).microsecondsPerRow)
      let counter = CountingObserver()
      counting.append(ScrollBenchmark.scroll(rows: count, observers: [counter]).microsecondsPerRow)
      counted = counter.events
      recording.append(
        ScrollBenchmark.scroll(rows: count, observers: [DrainedRecorder()]).microsecondsPerRow)
    }
    let noneMedian = none.sorted()[1]
    let countingMedian = counting.sorted()[1]
    let recordingMedian = recording.sorted()[1]
    reporter.add(Measurement("\(prefix).none", noneMedian, "µs/row"))
    reporter.add(Measurement("\(prefix).counting", countingMedian, "µs/row"))
    reporter.add(Measurement("\(prefix).recorder", recordingMedian, "µs/row"))
    reporter.add(Measurement("\(prefix).counting_ratio", countingMedian / noneMedian, "x"))
    reporter.add(Measurement("\(prefix).recorder_ratio", recordingMedian / noneMedian, "x"))
    reporter.add(Measurement("\(prefix).events_per_row", Double(counted) / Double(count), "events"))
  }
}
