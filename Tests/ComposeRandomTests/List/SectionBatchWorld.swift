import Compose
import ComposeTestFixtures

/// The section batch world: a plain list (vertical or horizontal) with per-row heights in a
/// visible window's root, its data in sections changed by multi-section batch updates. The
/// auditor, a display pairing and a log of diagnostics watch the window.
final class SectionBatchWorld: RandomWorld {
  typealias Generator = SectionBatchGenerator

  struct Options {
    var horizontal = false
  }

  let window = Window(traceName: "test")
  let auditor = LifecycleAuditor()
  let pairing = DisplayPairing()
  let log = WindowEventLog()
  let root = Probe("root")
  let list: ListView
  let source = SectionBatchSource()
  let horizontal: Bool
  /// The list's extent along its axis.
  var length = 40.0
  /// Where the list must be scrolled: the last offset asked for, clamped to the content.
  var offset = 0.0
  /// The cells the last batch must have left in place, by row id.
  var keptCells: [Int: ObjectIdentifier] = [:]

  init(options: Options) {
    horizontal = options.horizontal
    list = ListView(
      traceName: "list",
      frame: horizontal
        ? Rect(x: 0, y: 0, width: length, height: 50) : Rect(x: 0, y: 0, width: 50, height: length),
      axis: horizontal ? .horizontal : .vertical)
    auditor.attach(to: window)
    window.addObserver(pairing)
    window.addObserver(log)
    window.rootComponent = root
    window.makeKeyAndVisible()
    root.view.addSubview(list)
    list.register(TextCell.self, forCellReuseIdentifier: "t")
    list.dataSource = source
    list.delegate = source
  }

  /// The list's frame for ``length``: 50 across.
  var frame: Rect {
    horizontal
      ? Rect(x: 0, y: 0, width: length, height: 50) : Rect(x: 0, y: 0, width: 50, height: length)
  }

  /// The current data as a step names it.
  var shapes: [SectionBatchStep.SectionShape] {
    source.sections.map { section in
      SectionBatchStep.SectionShape(
        id: section.id,
        rows: section.rows.map { .init(id: $0.id, height: source.heights[$0.id] ?? 10) })
    }
  }

  func apply(_ step: SectionBatchStep) {
    keptCells = [:]
    switch step {
    case .load(let sections):
      source.sections = sections.map { section in
        for row in section.rows { source.heights[row.id] = row.height }
        return .init(id: section.id, rows: section.rows.map { .init(id: $0.id, version: 0) })
      }
      list.reloadData()
    case .scroll(let offset):
      self.offset = offset
      list.scroll(to: offset)
    case .length(let length):
      self.length = length
      list.frame = frame
    case .preload(let rows):
      list.preloadRowCount = rows
    case .batch(let sections, let reloadRows, let reconfigureRows, let reloadSections):
      batch(
        to: sections, reloadRows: reloadRows, reconfigureRows: reconfigureRows,
        reloadSections: reloadSections)
    }
  }

  /// Nothing to settle: every step completes at once.
  func settle() -> String? { nil }

  func tearDown() -> () -> String? {
    window.rootComponent = nil
    return { nil }
  }
}
