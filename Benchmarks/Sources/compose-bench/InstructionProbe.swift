/// `compose-bench --child instructions <tree|scroll> <count>`: Compose's measurement and the
/// floor's, once each, in one process, for `valgrind --tool=callgrind` to count instructions in
/// the measured functions only (`--toggle-collect`, see `Benchmarks/instructions.sh`):
///
/// - `tree`: `TreeBenchmark.build` and `FloorTree.build` (`count` components each);
/// - `scroll`: `ScrollBenchmark.steps` and `FloorScroll.steps` (`count` rows each).
///
/// The setup (window, list, adapter) runs outside those functions and is not counted; one-time
/// costs inside them (the first cells, components and type metadata) are spread over `count`.
enum InstructionProbe {
  /// Runs the probe; `nil` for an unknown kind, else the problems found (none when both sides
  /// built or scrolled what they should).
  static func run(_ kind: String, count: Int) -> [String]? {
    switch kind {
    case "tree":
      let compose = TreeBenchmark.buildAndAppear(count: count, fanOut: 10).1
      let floor = FloorTree.buildAndAppear(count: count, fanOut: 10).1
      return [compose, floor].compactMap { $0 }
    case "scroll":
      let compose = ScrollBenchmark.scroll(rows: count)
      let floor = FloorScroll.scroll(rows: count)
      return compose.problems + floor.problems
    default:
      return nil
    }
  }
}
