import Compose
import ComposeUIKit
import Foundation
import Testing

// Seeded random sequences of UIKit calls (UIKitRandomWorld), with the rules checked after every
// step: the engine's invariants (`Window.invariantViolations()`), balanced appearance callbacks
// per view controller, the facades agreeing with the engine (`parent`, `children`,
// `viewControllers`, `presentedViewController`), and no view controller released while on
// screen. A failing seed prints its steps.

@MainActor
@Suite struct UIKitRandomWorldTests {
  /// 120 seeds of 300 steps at full size (`COMPOSE_RANDOM_FULL=1`, as CI runs the random tests),
  /// 4 of 60 at smoke size, the default.
  nonisolated static let isFull: Bool = {
    let value = ProcessInfo.processInfo.environment["COMPOSE_RANDOM_FULL"]
    return value.map { !$0.isEmpty && $0 != "0" } ?? false
  }()
  nonisolated static let seeds: Range<Int> = isFull ? 0..<120 : 0..<4

  @Test(arguments: seeds)
  func randomUIKitCallsKeepTheRules(seed: Int) {
    let stepCount = Self.isFull ? 300 : 60
    let world = UIKitRandomWorld(seed: UInt64(seed))
    var failure: [String] = world.violations(settled: true)
    var index = 0
    while failure.isEmpty, index < stepCount {
      world.step()
      failure = world.violations(settled: false)
      index += 1
    }
    if failure.isEmpty {
      world.settle()
      failure = world.violations(settled: true)
    }
    if failure.isEmpty {
      world.tearDown()
      failure = world.violations(settled: true)
    }
    if !failure.isEmpty {
      let steps = world.steps.enumerated().map { "  \($0.offset): \($0.element)" }
      Issue.record(
        """
        seed \(seed): \(failure.joined(separator: "; "))
        steps:
        \(steps.joined(separator: "\n"))
        """)
    }
  }
}
