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

  /// Shows `vc` as the detail of a split view (UIKit's `showDetailViewController(_:sender:)`):
  /// the nearest split view controller (this one or an ancestor) shows it in its secondary
  /// column (pushed onto the primary's stack when collapsed); with none, UIKit's default presents
  /// it, animated.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: The sender, handed to the split view's delegate.
  public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let split = self as? UISplitViewController ?? splitViewController {
      return split.showDetail(vc, sender: sender)
    }
    present(vc, animated: true)
  }

  /// ``performSegue(withIdentifier:sender:)``'s work: a registered segue, else one of the scene's
  /// in the storyboard file (on the view controller, a control, a cell or a bar button item);
  /// `false`, reported, when there is no such segue.
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
      if let (connection, segue) = origin.file?.segue(withIdentifier: identifier) {
        return performFileSegue(connection, segue, sender: sender)
      }
      storyboard.archives.report(
        "no segue \"\(identifier)\" from the scene \"\(origin.scene ?? "?")\" is registered in the "
          + "storyboard \"\(storyboard.name)\"", at: storyboard.path, on: component)
      return false
    }
    guard
      let destination = storyboard.instantiateScene(
        entry.destination, creator: nil, reportingOn: component)
    else { return false }
    let segue = makeSegue(identifier, kind: entry.kind, destination: destination, container: nil)
    runSegue(segue, sender: sender, in: storyboard.archives)
    return true
  }

  /// Hands `segue` to ``prepare(for:sender:)``, then performs it, inside `archives`.
  func runSegue(_ segue: UIStoryboardSegue, sender: Any?, in archives: ComposeArchives) {
    archives.run {
      prepare(for: segue, sender: sender)
      segue.perform()
    }
  }

  /// Performs the embed segues of this view controller's scene: called when its view has loaded,
  /// before its `viewDidLoad`, as a storyboard's container views are filled. The registered ones
  /// (by identifier), then those of the file's container views (in the archive's order).
  func performEmbedSegues() {
    guard let origin = archiveOrigin else { return }
    let storyboard = origin.storyboard
    if let scene = origin.scene,
      let segues = storyboard.archives.storyboard(named: storyboard.name)?.segues
    {
      for (identifier, entries) in segues.sorted(by: { $0.key < $1.key }) {
        for entry in entries where entry.source == scene {
          guard case .embed = entry.kind,
            let destination = storyboard.instantiateScene(
              entry.destination, creator: nil, reportingOn: component)
          else { continue }
          let segue = makeSegue(identifier, kind: .embed, destination: destination, container: nil)
          runSegue(segue, sender: nil, in: storyboard.archives)
        }
      }
    }
    origin.file?.performEmbeds(in: self)
  }

  /// The segue of `kind` from this view controller to `destination`: what a registered segue and
  /// a storyboard file's make alike. An embed places the destination's view in `container` (a
  /// container view) with its bounds, else in this view controller's view.
  func makeSegue(
    _ identifier: String?, kind: ComposeArchives.SegueKind, destination: UIViewController,
    container: UIView?
  ) -> UIStoryboardSegue {
    switch kind {
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
        let host = container ?? self.view!
        self.addChild(destination)
        destination.view.frame = host.bounds
        host.addSubview(destination.view)
        destination.didMove(toParent: self)
      }
    case .custom(let make):
      return make(identifier ?? "", self, destination)
    }
  }
}
