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

/// How long `body` takes on the continuous clock.
func time(_ body: () -> Void) -> Duration {
  ContinuousClock().measure(body)
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
