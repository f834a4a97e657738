/// What the declarations of a scenario can build, checked before anything runs: only what is
/// certainly too large to run, so that no file under 1 MiB can exhaust memory by declaring it.
/// The work of the steps is not estimated here: ``ScenarioMeter`` meters it as the run goes.
///
/// A list keeps at most `visible + 5` rows alive at once (the visible ones, one partly shown and
/// a cache of four), and never more rows than it has; a row holding a list keeps that list
/// loaded, so nested lists count once per row of the list around them.
struct ScenarioBudget {
  /// The most rows the lists of a scenario can have loaded at once.
  static let maximumLoadedRows = 1_000_000
  /// The most components the tree can hold at once: declared components and list rows. One step
  /// over a tree of n components does about n units of work plus its events (its snapshot, diff
  /// and print; measured in a debug build: a tree of 10,000 components installed, shown and hidden
  /// in three steps in about 1 s, a tab switch showing 490 of them and hiding 490 in about
  /// 0.3 s), so one step stays far below ``ScenarioMeter/maximumWork`` and the meter, which can
  /// only stop a run between steps, stops it soon after the bound.
  static let maximumComponents = 10_000

  /// The rows loaded at once, so far.
  private(set) var loadedRows = 0
  /// The components that can be alive at once, so far.
  private(set) var components = 0

  /// Counts a declared component of `kind`, declared at `node`.
  mutating func add(_ kind: ComponentKind, at node: ScenarioReader.Node) throws(ScenarioError) {
    components += 1
    if case .list(let spec) = kind {
      let cost = Self.cost(of: spec)
      loadedRows += cost.loadedRows
      components += cost.rows
      if loadedRows > Self.maximumLoadedRows {
        throw node.fail(
          "the lists would load up to \(loadedRows) rows at once (at most "
            + "\(Self.maximumLoadedRows); a nested list counts once per row kept alive, "
            + "visible + 5)")
      }
    }
    if components > Self.maximumComponents {
      throw node.fail(
        "the tree could hold up to \(components) components at once (at most "
          + "\(Self.maximumComponents); a list keeps visible + 5 rows alive, each with its "
          + "nested list)")
    }
  }

  /// The rows a list loads at once, its nested lists included, and the rows kept alive: at most
  /// `visible + 5`, and never more than the list has (a list of three rows keeps three).
  static func cost(of spec: ListSpec) -> (loadedRows: Int, rows: Int) {
    let kept = min(spec.rows, spec.visibleRows + 5)
    guard case .list(let inner) = spec.row else { return (spec.rows, kept) }
    let nested = cost(of: inner)
    return (spec.rows + kept * nested.loadedRows, kept * (1 + nested.rows))
  }
}
