import BenchmarkSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` `warmups` times, then `repetitions` times, and returns the median of the timed
/// runs. `body` times what it wants (it may set things up first) and returns that duration.
func median(warmups: Int = 1, repetitions: Int, _ body: () -> Duration) -> Duration {
  for _ in 0..<warmups { _ = body() }
  var samples: [Duration] = []
  for _ in 0..<max(1, repetitions) { samples.append(body()) }
  samples.sort()
  let middle = samples.count / 2
  if samples.count.isMultiple(of: 2) { return (samples[middle - 1] + samples[middle]) / 2 }
  return samples[middle]
}

/// Whether figures are CPU time of the thread rather than wall time: `--cpu-clock`, for a
/// machine shared with other work, where wall time counts the time other processes ran.
let usesThreadCPUClock = CommandLine.arguments.contains("--cpu-clock")

/// How long `body` takes: on the continuous clock (wall time), or with `--cpu-clock` on this
/// thread's CPU clock.
func time(_ body: () -> Void) -> Duration {
  guard usesThreadCPUClock else { return ContinuousClock().measure(body) }
  let start = threadCPUTime()
  body()
  return threadCPUTime() - start
}

/// The CPU time this thread has used.
private func threadCPUTime() -> Duration {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  var milliseconds: Double { seconds * 1e3 }
  var microseconds: Double { seconds * 1e6 }
}

/// Keeps a value alive so the optimizer cannot drop the work that computed it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Runs `first` and `second` once each as a warm-up, then `repetitions` times each in an order
/// drawn at random (`interleave`, seeded: the same order every run), and returns the median of
/// each: a slow moment of the machine hits both alike, so their ratio is steady.
func interleavedMedians(
  repetitions: Int, seed: UInt64, _ first: () -> Duration, _ second: () -> Duration
) -> (first: Duration, second: Duration) {
  _ = first()
  _ = second()
  var random = SplitMix64(seed: seed)
  let count = max(1, repetitions)
  let order = interleave(
    [Bool](repeating: true, count: count), [Bool](repeating: false, count: count), using: &random)
  var firsts: [Duration] = []
  var seconds: [Duration] = []
  for isFirst in order {
    if isFirst { firsts.append(first()) } else { seconds.append(second()) }
  }
  return (medianOf(firsts), medianOf(seconds))
}

/// The median of `samples` (zero when empty).
func medianOf<S: Sequence>(_ samples: S) -> Duration where S.Element == Duration {
  let sorted = samples.sorted()
  guard !sorted.isEmpty else { return .zero }
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2)
    ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
