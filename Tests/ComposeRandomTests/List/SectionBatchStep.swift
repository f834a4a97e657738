/// One step of the section batch world. Sections and rows are named by id; a row's content
/// version is the world's business (bumped by each reload or reconfiguration).
enum SectionBatchStep: CustomStringConvertible {
  /// A section and its rows, as a step asks for them.
  struct SectionShape {
    var id: Int
    var rows: [RowShape]
  }

  /// A row and its height.
  struct RowShape {
    var id: Int
    var height: Double
  }

  /// `sections` become the data and the list reloads.
  case load([SectionShape])
  case scroll(to: Double)
  /// The list's extent along its axis.
  case length(Double)
  case preload(Int)
  /// One `performBatchUpdates` to `sections`: the section and row deletions, insertions and moves
  /// derived from the current data, plus reloads of the rows in `reloadRows` (unless moved),
  /// reconfigurations of those in `reconfigureRows`, and reloads of the sections in
  /// `reloadSections` (unless moved or touched by a row operation), among those that survive.
  case batch(
    to: [SectionShape], reloadRows: Set<Int>, reconfigureRows: Set<Int>, reloadSections: Set<Int>)

  var description: String {
    switch self {
    case .load(let sections): "load \(Self.describe(sections))"
    case .scroll(let offset): "list.scroll(to: \(offset))"
    case .length(let length): "list length \(length)"
    case .preload(let rows): "list.preloadRowCount = \(rows)"
    case .batch(let sections, let rows, let reconfigured, let reloadedSections):
      "batch to \(Self.describe(sections)), reload rows \(rows.sorted()), reconfigure "
        + "\(reconfigured.sorted()), reload sections \(reloadedSections.sorted())"
    }
  }

  private static func describe(_ sections: [SectionShape]) -> String {
    "\(sections.map { "\($0.id):\($0.rows.map(\.id))" })"
  }
}
