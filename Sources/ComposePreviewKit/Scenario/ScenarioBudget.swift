/// What a scenario may cost to run, checked before anything runs, so that a small file cannot
/// keep the preview busy for hours: lists nested four deep multiply their rows, and every step
/// snapshots the whole tree.
///
/// A list keeps at most `visible + 5` rows alive at once (the visible ones, one partly shown and
/// a cache of four); a row holding a list keeps that list loaded, so nested lists count once per
/// row of the list around them.
struct ScenarioBudget {
  /// The most rows the lists of a scenario can have loaded at once.
  static let maximumLoadedRows = 1_000_000
  /// The most components the tree can hold at once: declared components and list rows.
  static let maximumComponents = 10_000
  /// The most steps times components: every step snapshots the whole tree.
  static let maximumWork = 1_000_000

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

  /// Checks that step `index` (0-based) still fits: every step snapshots the whole tree.
  func check(step index: Int, at node: ScenarioReader.Node) throws(ScenarioError) {
    guard (index + 1) * max(components, 1) > Self.maximumWork else { return }
    throw node.fail(
      "too many steps for the tree: steps times components is at most \(Self.maximumWork), "
        + "and the tree can hold \(components) components, so at most "
        + "\(Self.maximumWork / max(components, 1)) steps")
  }

  /// The rows a list loads at once, its nested lists included, and the rows kept alive.
  static func cost(of spec: ListSpec) -> (loadedRows: Int, rows: Int) {
    let kept = spec.visibleRows + 5
    guard case .list(let inner) = spec.row else { return (spec.rows, kept) }
    let nested = cost(of: inner)
    return (spec.rows + kept * nested.loadedRows, kept * (1 + nested.rows))
  }
}
