import Compose

/// A component of a run of the app world, known to the world by its id. A manual node drives its children's
/// appearance by hand (`shouldAutomaticallyForwardAppearanceMethods == false`).
final class AppNode: Component {
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

  // A manual node forwards its own appearance to the children it shows (AppNode+Manual.swift).
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
