/// A small seeded random number generator (SplitMix64): the same seed gives the same sequence
/// on every machine, so a randomized lifecycle test that fails can be replayed from its seed.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let rows = Int.random(in: 0..<100, using: &generator)  // the same value on every run
/// ```
///
/// Not for cryptography. The system generator (`SystemRandomNumberGenerator`) cannot be seeded.
/// Inlinable, so that the benchmarks (`Benchmarks/`), which make their inputs with it, pay no
/// call for each value.
@frozen
public struct SplitMix64: RandomNumberGenerator, Sendable {
  @usableFromInline var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  @inlinable
  public init(seed: UInt64) { state = seed }

  /// The next value of the sequence.
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
