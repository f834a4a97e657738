import Compose

/// Weak references to everything a run creates, to prove that teardown releases it all.
final class AppLeakRegistry {
  private final class Box {
    weak var object: AnyObject?
    let label: String
    init(_ object: AnyObject, _ label: String) {
      self.object = object
      self.label = label
    }
  }

  private var boxes: [Box] = []
  private var cellNumbers: Set<Int> = []

  func track(_ object: AnyObject, _ label: String) { boxes.append(Box(object, label)) }

  /// Tracks a list's cells the first time they are seen.
  func trackCells(of list: ListView) {
    for case let cell as ListCell in list.subviews where cellNumbers.insert(cell.number).inserted {
      track(cell, "cell #\(cell.number)")
    }
  }

  var trackedCount: Int { boxes.count }

  /// The labels of what is still alive.
  var alive: [String] { boxes.filter { $0.object != nil }.map(\.label) }
}
