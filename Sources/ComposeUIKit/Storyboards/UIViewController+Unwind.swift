import Compose

extension UIViewController {
  /// Performs an unwind segue of the file's scene (to its Exit placeholder), as Apple's Technical
  /// Note TN2298 describes: the destination is the first view controller up the chain from this
  /// one (the view controllers below it in its navigation controller, its parents, then the
  /// presenting ones and theirs) whose
  /// ``canPerformUnwindSegueAction(_:from:sender:)`` answers `true`; this view controller
  /// prepares (``prepare(for:sender:)``), the destination's unwind action is sent the segue, then
  /// the segue pops back to the destination in its navigation controller or dismisses what it
  /// presented. No destination: reported, nothing happens.
  func performUnwindSegue(_ connection: ArchiveConnection, _ segue: ArchiveSegue, sender: Any?)
    -> Bool
  {
    guard let origin = archiveOrigin, let name = segue.unwindAction else { return false }
    let action = Selector(name)
    guard
      let destination = unwindCandidates().first(where: {
        $0.canPerformUnwindSegueAction(action, from: self, sender: sender)
      }),
      let method = SelectorDispatch.method(action, of: destination)
    else {
      origin.storyboard.archives.record(
        Diagnostic(
          code: .unregisteredArchive, path: connection.location.description,
          message: "<segue id=\"\(connection.id)\">: no view controller up the chain handles "
            + "the unwind action \(name) (is it in a ported selector table?)"))
      return false
    }
    let unwind = UIStoryboardSegue(
      identifier: segue.identifier, source: self, destination: destination
    ) { [weak self] in
      guard let self else { return }
      if let navigation = destination.navigationController,
        navigation.viewControllers.contains(where: { $0 === destination }),
        navigation.viewControllers.contains(where: { $0 === self || self.isDescendant(of: $0) })
      {
        navigation.popToViewController(destination, animated: segue.animates)
      } else {
        destination.dismiss(animated: segue.animates)
      }
    }
    origin.storyboard.archives.run {
      prepare(for: unwind, sender: sender)
      _ = method.call(destination, unwind, nil)
      unwind.perform()
    }
    return true
  }

  /// The view controllers an unwind segue from this one may reach, nearest first.
  private func unwindCandidates() -> [UIViewController] {
    var candidates: [UIViewController] = []
    var current: UIViewController = self
    while true {
      if let navigation = current.parent as? UINavigationController {
        candidates += navigation.viewControllers.prefix { $0 !== current }.reversed()
        candidates.append(navigation)
        current = navigation
      } else if let parent = current.parent {
        candidates.append(parent)
        current = parent
      } else if let presenting = current.presentingViewController {
        candidates += Self.visible(from: presenting)
        current = presenting
        while let parent = current.parent { current = parent }
      } else {
        return candidates
      }
    }
  }

  /// `controller`'s shown view controllers, innermost first, then `controller` itself.
  private static func visible(from controller: UIViewController) -> [UIViewController] {
    if let navigation = controller as? UINavigationController {
      return navigation.viewControllers.reversed().flatMap { visible(from: $0) } + [navigation]
    }
    if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
      return visible(from: selected) + [tabs]
    }
    return [controller]
  }

  private func isDescendant(of ancestor: UIViewController) -> Bool {
    var current = parent
    while let controller = current {
      if controller === ancestor { return true }
      current = controller.parent
    }
    return false
  }
}
