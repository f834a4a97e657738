import Compose
import Testing

/// An item with an identity separate from its content.
package struct TestItem: Identifiable, Equatable, Diffable, CustomStringConvertible {
  package var id: Int
  package var text: String

  package init(_ id: Int, _ text: String? = nil) {
    self.id = id
    self.text = text ?? "item \(id)"
  }

  package var description: String { "\(id):\(text)" }
}

/// A component hosted by a list row: records the items it is given.
package final class ItemProbe: Component, ListItemComponent {
  package private(set) var item: TestItem
  package private(set) var updates: [TestItem] = []
  package let tracker: LifetimeTracker?

  package init(_ item: TestItem, tracker: LifetimeTracker? = nil) {
    self.item = item
    self.tracker = tracker
    tracker?.created()
    super.init(traceName: "item\(item.id)")
  }

  isolated deinit { tracker?.released() }

  package func update(with item: TestItem) {
    self.item = item
    updates.append(item)
  }
}

/// Checks contract §6's cell invariants from the outside after every step.
package enum CellInvariants {
  /// Problems with the list's displayed and pooled cells, empty when all is well.
  package static func problems(in list: ListView) -> [String] {
    var problems: [String] = []
    var seen = Set<ObjectIdentifier>()
    var previous: ListIndexPath?
    for cell in list.visibleCells {
      if !seen.insert(ObjectIdentifier(cell)).inserted {
        problems.append("\(cell.reference) twice")
      }
      if !cell.isDisplayed { problems.append("\(cell.reference) visible but not displayed") }
      if cell.isPooled { problems.append("\(cell.reference) displayed and pooled") }
      if cell.superview !== list { problems.append("\(cell.reference) displayed outside the list") }
      if let previous, let indexPath = cell.indexPath, indexPath <= previous {
        problems.append("rows out of order at \(indexPath)")
      }
      previous = cell.indexPath
    }
    for subview in list.subviews {
      guard let cell = subview as? ListCell else { continue }
      if !cell.isDisplayed { problems.append("\(cell.reference) placed but not displayed") }
    }
    return problems
  }
}

/// Pairs `willDisplay` and `didEndDisplaying` events as they are recorded.
package final class DisplayPairing: LifecycleObserver {
  package init() {}

  package private(set) var displayed: Set<Int> = []
  package private(set) var problems: [String] = []
  package private(set) var willDisplayCount = 0
  package private(set) var didEndDisplayingCount = 0

  /// Takes `cells` as the displayed ones: for a list coming back into an observed window, whose
  /// cell events outside it no observer could see.
  package func rebaseline(displayed cells: [ListCell]) {
    displayed = Set(cells.map(\.number))
  }

  package func observe(_ event: LifecycleEvent) {
    switch event.kind {
    case .cellWillDisplay(let cell, let indexPath):
      willDisplayCount += 1
      if !displayed.insert(cell.number).inserted {
        problems.append("cell #\(cell.number) displayed twice (at \(indexPath))")
      }
    case .cellDidEndDisplaying(let cell, let indexPath):
      didEndDisplayingCount += 1
      if displayed.remove(cell.number) == nil {
        problems.append("cell #\(cell.number) ended display at \(indexPath) without willDisplay")
      }
    case .cellDequeued(let cell, _, _):
      if displayed.contains(cell.number) {
        problems.append("cell #\(cell.number) dequeued while displayed")
      }
    default:
      break
    }
  }
}

/// One log for recorded events and the test's own lines (a cell configured, ...), in order.
package final class TraceLog: LifecycleObserver {
  package init() {}

  package private(set) var lines: [String] = []

  package func observe(_ event: LifecycleEvent) { lines.append(event.trace) }
  package func observe(_ diagnostic: Diagnostic) { lines.append("diagnostic \(diagnostic.code)") }
  package func append(_ line: String) { lines.append(line) }

  /// The lines since the last call.
  package func drain() -> [String] {
    defer { lines = [] }
    return lines
  }
}

/// A cell that logs its `prepareForReuse()` and shows a text.
package final class TextCell: ListCell {
  package var text = ""
  package var log: TraceLog?

  package override func prepareForReuse() {
    log?.append("cell#\(number).prepareForReuse")
    text = ""
  }
}

extension ListView {
  /// Gives the list rows of height 10 in plain cells registered as `"row"`, takes `rows` as its
  /// data source and delegate, adds it to `parent`'s view and loads it.
  package func show(_ rows: some ListDataSource & ListDelegate, in parent: Component) {
    rowHeight = 10
    register(ListCell.self, forCellReuseIdentifier: "row")
    dataSource = rows
    delegate = rows
    parent.view.addSubview(self)
    reloadData()
  }
}

/// Collects diagnostics delivered in a window.
package final class DiagnosticSink: LifecycleObserver {
  package init() {}

  package private(set) var codes: [Diagnostic.Code] = []
  package private(set) var messages: [String] = []
  package func observe(_ event: LifecycleEvent) {}
  package func observe(_ diagnostic: Diagnostic) {
    codes.append(diagnostic.code)
    messages.append("\(diagnostic.code): \(diagnostic.message)")
  }
}

/// A delegate/data source with per-row heights for a plain list.
package final class HeightSource: ListDataSource, ListRowHeightDelegate {
  package var heights: [[Double]]
  package var displayedLog: [String] = []
  package init(_ heights: [[Double]]) { self.heights = heights }
  package func numberOfSections(in listView: ListView) -> Int { heights.count }
  package func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    heights[section].count
  }
  package func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    listView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
  }
  package func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double {
    heights[indexPath.section][indexPath.row]
  }
}
