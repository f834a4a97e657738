import Compose

extension AppWorld {
  /// Ends the open gesture, runs the clock to idle, ends every transition begun by hand, and
  /// checks everything at rest.
  func settle() -> String? {
    apply(.endInteraction(finish: false, milliseconds: 0))
    window.runUntilIdle()
    var changed = true
    while changed {
      changed = false
      for (_, component) in knownComponents where component.isInManualAppearanceTransition {
        if component.endAppearanceTransition() == nil { changed = true }
      }
    }
    window.runUntilIdle()
    cachedTree = nil
    return violation()
  }

  /// Removes the window's root and lets go of the parked components; once the world is gone,
  /// nothing it created (tracked weakly: the window, the auditor, components, cells, the adapter,
  /// items' components) may be alive.
  func tearDown() -> () -> String? {
    window.rootComponent = nil
    for id in parked.keys { unpark(id) }
    let registry = registry
    let items = itemTracker
    return {
      let alive = registry.alive
      guard !alive.isEmpty || items.live != 0 else { return nil }
      return "still alive: \(alive.prefix(8)) and \(items.live) item(s)"
    }
  }
}
