/// Counts instances created and released, after swift-collections' `LifetimeTracker`: a test
/// that drops every reference expects `live == 0`.
package final class LifetimeTracker {
  package init() {}

  package private(set) var createdCount = 0
  package private(set) var releasedCount = 0

  package var live: Int { createdCount - releasedCount }

  package func created() { createdCount += 1 }
  package func released() { releasedCount += 1 }
}
