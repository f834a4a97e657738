/// Releases the children of a component, or the subviews of a view, on the main actor, on behalf
/// of its `deinit`.
///
/// Tree objects are main-actor isolated, but their `deinit` stays nonisolated (as
/// `UIViewController`'s and `UIView`'s are), so that a subclass may write a plain `deinit`. Such a
/// `deinit` moves its children into a `SubtreeRelease` and drops it at once. This class's own
/// `isolated deinit` then does the main-actor work: Swift runs it right away when the release
/// happens on the main actor (always, for a tree used as UIKit's is), so a released subtree is gone
/// when the release returns; when the last reference was dropped elsewhere (a detached task held
/// it), Swift runs it later on the main actor instead of trapping.
///
/// The children are moved, never copied: a second reference to their array would make every
/// child look shared to the uniqueness checks of ``releaseIteratively(_:takeChildren:survivor:)``.
@MainActor
final class SubtreeRelease {
  private var components: [Component]
  private var views: [View]

  /// Takes the children of a component being deinitialized.
  nonisolated init(components: consuming [Component]) {
    self.components = components
    self.views = []
  }

  /// Takes the subviews of a view being deinitialized.
  nonisolated init(views: consuming [View]) {
    self.components = []
    self.views = views
  }

  isolated deinit {
    releaseIteratively(
      &components,
      takeChildren: { node in
        var taken: [Component] = []
        swap(&taken, &node.childList)
        return taken
      },
      survivor: { node in
        // Held by user code, it outlives its parent (weak `parent` is now nil): it is no longer
        // in a window, so it disappears and leaves the window's context.
        node.syncAppearance()
        node.enterContext(nil)
      })
    releaseIteratively(
      &views,
      takeChildren: { node in
        var taken: [View] = []
        swap(&taken, &node.subviewList)
        return taken
      })
  }
}
