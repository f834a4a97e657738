// A copy of `Tests/ComposeTests/Support/LifetimeTracker.swift` (test targets cannot share files): the random
// worlds use it as the engine's tests do.

/// Counts instances created and released, after swift-collections' `LifetimeTracker`: a test
/// that drops every reference expects `live == 0`.
final class LifetimeTracker {
  private(set) var createdCount = 0
  private(set) var releasedCount = 0

  var live: Int { createdCount - releasedCount }

  func created() { createdCount += 1 }
  func released() { releasedCount += 1 }
}
