/// Which ratio-to-floor bars `--check` does not gate yet.
///
/// The bars gate every ratio to a floor (`--check` fails when one is missed by more than
/// half). The engine does not reach these yet (BENCHMARKS.md, "Floors", gives the figures):
/// they are printed with `(not gated yet)` and gated once the engine work brings them within
/// 1.5 × their bar. Remove an entry to gate it.
enum RatioGating {
  static let ungated: Set<String> = ["tree.ratio_to_floor", "scroll.ratio_to_floor"]
}
