import Compose

extension UIViewController {
  /// The storyboard that made this view controller (UIKit's `storyboard`), or `nil` when none
  /// did. Kept strongly, as in UIKit.
  public var storyboard: UIStoryboard? { archiveOrigin?.storyboard }

  /// Performs the segue `identifier` as the user's tap on a storyboard control would: asks
  /// ``shouldPerformSegue(withIdentifier:sender:)`` first and performs it only on `true`. Compose's
  /// stand-in for a control wired to a segue in Interface Builder.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: What triggered it (the control).
  /// - Returns: Whether the segue was performed.
  @discardableResult
  public func composeTriggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
    return performStoryboardSegue(identifier, sender: sender)
  }

  /// Shows `vc` as the detail of a split view (UIKit's `showDetailViewController(_:sender:)`).
  /// With no split view controller (Compose has none), UIKit's default presents it, animated.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: Ignored.
  public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    present(vc, animated: true)
  }

  /// ``performSegue(withIdentifier:sender:)``'s work; `false`, reported, when there is no such
  /// segue.
  @discardableResult
  func performStoryboardSegue(_ identifier: String, sender: Any?) -> Bool {
    guard let origin = archiveOrigin else {
      let message =
        "performSegue(withIdentifier: \"\(identifier)\") on a view controller that no storyboard made"
      component.report(.unregisteredArchive, message)
      return false
    }
    let storyboard = origin.storyboard
    let segues = storyboard.archives.storyboard(named: storyboard.name)?.segues[identifier] ?? []
    guard
      let entry = segues.first(where: { $0.source == origin.scene })
        ?? segues.first(where: { $0.source == nil })
    else {
      storyboard.archives.report(
        "no segue \"\(identifier)\" from the scene \"\(origin.scene ?? "?")\" is registered in the "
          + "storyboard \"\(storyboard.name)\"", at: storyboard.path, on: component)
      return false
    }
    guard let segue = makeSegue(identifier, entry: entry, storyboard: storyboard) else {
      return false
    }
    storyboard.archives.run {
      prepare(for: segue, sender: sender)
      segue.perform()
    }
    return true
  }

  /// Performs the embed segues registered from this view controller's scene: called when its
  /// view has loaded, before its `viewDidLoad`, as a storyboard's container views are filled.
  func performEmbedSegues() {
    guard let origin = archiveOrigin, let scene = origin.scene,
      let segues = origin.storyboard.archives.storyboard(named: origin.storyboard.name)?.segues
    else { return }
    for (identifier, entries) in segues.sorted(by: { $0.key < $1.key }) {
      for entry in entries where entry.source == scene {
        guard case .embed = entry.kind,
          let segue = makeSegue(identifier, entry: entry, storyboard: origin.storyboard)
        else { continue }
        origin.storyboard.archives.run {
          prepare(for: segue, sender: nil)
          segue.perform()
        }
      }
    }
  }

  /// The segue `entry` describes, from this view controller, with a new destination; `nil`
  /// (reported) when the destination scene is not registered.
  private func makeSegue(
    _ identifier: String, entry: ComposeArchives.Segue, storyboard: UIStoryboard
  ) -> UIStoryboardSegue? {
    guard
      let destination = storyboard.instantiateScene(
        entry.destination, creator: nil, reportingOn: component)
    else { return nil }
    switch entry.kind {
    case .show:
      return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
        self.show(destination, sender: nil)
      }
    case .showDetail:
      return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
        self.showDetailViewController(destination, sender: nil)
      }
    case .present:
      return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
        self.present(destination, animated: true)
      }
    case .embed:
      return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
        self.addChild(destination)
        destination.view.frame = self.view.bounds
        self.view.addSubview(destination.view)
        destination.didMove(toParent: self)
      }
    case .custom(let make):
      return make(identifier, self, destination)
    }
  }
}
