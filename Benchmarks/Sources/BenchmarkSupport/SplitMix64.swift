// The benchmarks make their inputs with ComposeTesting's seeded generator, so that the project
// has one SplitMix64; it is inlinable, so each value costs no call.
@_exported import struct ComposeTesting.SplitMix64
