import Compose
import ComposeTesting

/// A toy world for the harness's own tests: the steps are digits, and the invariant breaks once a
/// 7 follows a 3 (any number of steps later). With `leaks`, the teardown check fails instead.
final class DigitWorld: RandomWorld {
  typealias Generator = DigitGenerator

  struct Options {
    var leaks = false
  }

  private let leaks: Bool
  private var seenThree = false
  private var broken = false

  init(options: Options) { leaks = options.leaks }

  func apply(_ step: Int) {
    if step == 7, seenThree { broken = true }
    if step == 3 { seenThree = true }
  }

  func violation() -> String? { broken ? "a 7 after a 3" : nil }
  var windowsUnderTest: [Window] { [] }

  func settle() -> String? { nil }

  func tearDown() -> () -> String? {
    let leaks = leaks
    return { leaks ? "1 digit leaked" : nil }
  }
}

/// Random digits.
struct DigitGenerator: RandomStepGenerator {
  private var rng: SplitMix64

  init(seed: UInt64, options: DigitWorld.Options) { rng = SplitMix64(seed: seed) }

  mutating func next(for world: DigitWorld) -> Int { Int.random(in: 0...9, using: &rng) }
}
