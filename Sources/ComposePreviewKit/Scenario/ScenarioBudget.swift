/// What a scenario may cost to run, checked before anything runs, so that any file under 1 MiB
/// either runs in a few seconds or is refused: lists nested four deep multiply their rows, and
/// every step snapshots, diffs and prints the whole tree.
///
/// A list keeps at most `visible + 5` rows alive at once (the visible ones, one partly shown and
/// a cache of four), and never more rows than it has; a row holding a list keeps that list
/// loaded, so nested lists count once per row of the list around them.
///
/// The work of the steps is counted in units of about one component snapshotted and printed: a
/// step costs 1, plus the components the tree can hold (its snapshot and diff), plus
/// ``eventsPerComponent`` for each of them, ``eventsPerRow`` more for each list row alive, and
/// the square of their number over
/// ``squareDivisor`` when its action can show, hide, load or move components (the events it can
/// cause; only the actions of ``quietActions`` cannot). The sum
/// over the steps is at most ``maximumWork``, chosen from measurements so that the most expensive
/// file accepted runs in under 10 seconds in a debug build, in every output format.
struct ScenarioBudget {
  /// The most rows the lists of a scenario can have loaded at once.
  static let maximumLoadedRows = 1_000_000
  /// The most components the tree can hold at once: declared components and list rows.
  static let maximumComponents = 10_000
  /// The most work the steps may cause, in units of about one component snapshotted and
  /// printed (about 30 microseconds in a debug build, printing JSON with the whole tree).
  static let maximumWork = 200_000
  /// The events a step that shows, hides, loads or moves components is counted as causing for
  /// each component of the tree (its containment, appearance, load, layout and placement events
  /// and the lines of its diff).
  static let eventsPerComponent = 4
  /// The events counted besides for each list row alive (`visible` + 5 per list, nested ones
  /// included): a scroll far away replaces every row, each dequeued, loaded, placed, appearing
  /// and the one it replaces disappearing (measured: about 65 microseconds a row and a step).
  static let eventsPerRow = 16
  /// The square of the tree's components divided by this is added to the work of a step that
  /// shows, hides, loads or moves components: measured, such a step's time grows as the square
  /// of the tree (about components² / 90 units at 1,000 components, flat or nested).
  static let squareDivisor = 50
  /// The actions that cause at most a few events, whatever the tree: a single containment
  /// callback or an interactive transition's progress. Every other step (`advance` and
  /// `run-until-idle` too, which finish transitions) counts the events of the whole tree.
  static let quietActions: Set<String> = [
    "add-child", "remove-from-parent", "will-move", "did-move", "update-interactive-transition",
  ]

  /// The rows loaded at once, so far.
  private(set) var loadedRows = 0
  /// The components that can be alive at once, so far.
  private(set) var components = 0
  /// The list rows that can be alive at once, so far (counted in ``components`` too).
  private(set) var rows = 0
  /// The work of the steps counted so far.
  private(set) var work = 0

  /// Counts a declared component of `kind`, declared at `node`.
  mutating func add(_ kind: ComponentKind, at node: ScenarioReader.Node) throws(ScenarioError) {
    components += 1
    if case .list(let spec) = kind {
      let cost = Self.cost(of: spec)
      loadedRows += cost.loadedRows
      components += cost.rows
      rows += cost.rows
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

  /// The work step `action` can cause: 1 and the tree's components, and unless the action is
  /// quiet, their events, the list rows' events and the square of the tree over
  /// ``squareDivisor``.
  func cost(of action: String) -> Int {
    guard !Self.quietActions.contains(action) else { return 1 + components }
    return 1 + components + Self.eventsPerComponent * components + Self.eventsPerRow * rows
      + components * components / Self.squareDivisor
  }

  /// Counts step `action`, at `node`, and checks that the steps so far fit the work budget.
  mutating func add(step action: String, at node: ScenarioReader.Node) throws(ScenarioError) {
    let cost = cost(of: action)
    work += cost
    guard work > Self.maximumWork else { return }
    throw node.fail(
      "the steps exceed the work budget of \(Self.maximumWork): with this \(action) step they "
        + "can cause \(work) units (a step costs 1 + the \(components) components of the tree, "
        + "\(rows) of them list rows, + \(Self.eventsPerComponent) events each, "
        + "\(Self.eventsPerRow) more a row, and components²/\(Self.squareDivisor) when it can show, "
        + "hide or move them: \(cost) here)")
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
