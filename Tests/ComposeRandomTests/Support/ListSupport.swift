// The list fixtures of `Tests/ComposeTests/Support/ListSupport.swift` that the random worlds use,
// copied (test targets cannot share files).

import Compose
import Testing

/// An item with an identity separate from its content.
struct TestItem: Identifiable, Equatable, Diffable, CustomStringConvertible {
  var id: Int
  var text: String

  init(_ id: Int, _ text: String? = nil) {
    self.id = id
    self.text = text ?? "item \(id)"
  }

  var description: String { "\(id):\(text)" }
}

/// A component hosted by a list row: records the items it is given.
final class ItemProbe: Component, ListItemComponent {
  private(set) var item: TestItem
  private(set) var updates: [TestItem] = []
  let tracker: LifetimeTracker?

  init(_ item: TestItem, tracker: LifetimeTracker? = nil) {
    self.item = item
    self.tracker = tracker
    tracker?.created()
    super.init(traceName: "item\(item.id)")
  }

  isolated deinit { tracker?.released() }

  func update(with item: TestItem) {
    self.item = item
    updates.append(item)
  }
}

/// Checks contract §6's cell invariants from the outside after every step.
enum CellInvariants {
  /// Problems with the list's displayed and pooled cells, empty when all is well.
  static func problems(in list: ListView) -> [String] {
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
final class DisplayPairing: LifecycleObserver {
  private(set) var displayed: Set<Int> = []
  private(set) var problems: [String] = []
  private(set) var willDisplayCount = 0
  private(set) var didEndDisplayingCount = 0

  /// Takes `cells` as the displayed ones: for a list coming back into an observed window, whose
  /// cell events outside it no observer could see.
  func rebaseline(displayed cells: [ListCell]) {
    displayed = Set(cells.map(\.number))
  }

  func observe(_ event: LifecycleEvent) {
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

/// A cell that logs its `prepareForReuse()` and shows a text.
final class TextCell: ListCell {
  var text = ""
  var log: TraceLog?

  override func prepareForReuse() {
    log?.append("cell#\(number).prepareForReuse")
    text = ""
  }
}

/// One log for recorded events and the test's own lines (a cell configured, ...), in order.
final class TraceLog: LifecycleObserver {
  private(set) var lines: [String] = []

  func observe(_ event: LifecycleEvent) { lines.append(event.trace) }
  func observe(_ diagnostic: Diagnostic) { lines.append("diagnostic \(diagnostic.code)") }
  func append(_ line: String) { lines.append(line) }

  /// The lines since the last call.
  func drain() -> [String] {
    defer { lines = [] }
    return lines
  }
}
