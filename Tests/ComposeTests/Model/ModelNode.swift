import Compose

/// A component of a model run, known to the world by its id. A manual node drives its children's
/// appearance by hand (`shouldAutomaticallyForwardAppearanceMethods == false`).
final class ModelNode: Component {
  let id: Int
  let manual: Bool
  /// Whether random `embed`s may target it (the list's host keeps only its hosted children).
  let acceptsEmbeds: Bool
  /// The children a manual node keeps hidden (see `setShown`).
  var hiddenChildren: Set<ObjectIdentifier> = []

  init(id: Int, manual: Bool = false, acceptsEmbeds: Bool = true, name: String? = nil) {
    self.id = id
    self.manual = manual
    self.acceptsEmbeds = acceptsEmbeds
    super.init(traceName: name ?? "c\(id)")
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { !manual }

  // A manual node forwards its own appearance to the children it shows (ModelNode+Manual.swift).
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    forward(appearing: true, animated: animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    endChildTransitions()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    forward(appearing: false, animated: animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    endChildTransitions()
  }
}

/// Weak references to everything a run creates, to prove that teardown releases it all.
final class ModelLeakRegistry {
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
