/// Releases the children of a component, or the subviews of a view, on the main actor, on behalf
/// of its `deinit`.
///
/// Tree objects are main-actor isolated, but their `deinit` stays nonisolated (as
/// `UIViewController`'s and `UIView`'s are), so that a subclass may write a plain `deinit`. Such a
/// `deinit` moves its children into a `MainActorChildRelease` and drops it at once. This class's own
/// `isolated deinit` then does the main-actor work: Swift runs it right away when the release
/// happens on the main actor (always, for a tree used as UIKit's is), so a released subtree is gone
/// when the release returns; when the last reference was dropped elsewhere (a detached task held
/// it), Swift runs it later on the main actor instead of trapping.
///
/// The children are moved, never copied: a second reference to their array would make every
/// child look shared to the uniqueness checks of ``releaseIteratively(_:takeChildren:survivor:)``.
///
/// It also clears the unowned back-references to the object being deinitialized (a component's
/// ``Component/parentReference``, a view's ``View/superviewReference`` and
/// ``View/ownerReference``; see there), before any of its work can read them: the owner of the
/// component's view, then the parent of every child that outlives it (and of every child that
/// outlives a released descendant), the superview of every subview that does. When the release
/// happens off the main actor, these references keep naming the released object until the main
/// actor runs this `deinit`; a read of one in between traps.
@MainActor
final class MainActorChildRelease {
  private var components: [Component]
  private var views: [View]
  /// The view of the component being deinitialized, whose owner it clears.
  private let view: View?
  /// The extras of the component being deinitialized, whose adapter tokens it clears.
  private let extras: ComponentExtras?

  /// Takes the children, the view and the extras of a component being deinitialized.
  nonisolated init(components: consuming [Component], view: View?, extras: ComponentExtras?) {
    self.components = components
    self.views = []
    self.view = view
    self.extras = extras
  }

  /// Takes the subviews of a view being deinitialized.
  nonisolated init(views: consuming [View]) {
    self.components = []
    self.views = views
    self.view = nil
    self.extras = nil
  }

  isolated deinit {
    // Every back-reference to a released object is cleared before anything can walk to it: those
    // to the object being deinitialized first, then, each time the loop takes the children of a
    // node it releases, theirs to that node, before the node goes (its release may release other
    // objects, whose own `deinit` may walk up from a view still waiting in the loop).
    view?.forgetReleasedOwner()
    if let extras { for owner in extras.hostingOwners { owner.parent = nil } }
    for child in components { child.forgetReleasedParent() }
    for subview in views { subview.forgetReleasedSuperview() }
    releaseIteratively(
      &components,
      takeChildren: { node in
        var taken: [Component] = []
        swap(&taken, &node.childList)
        for child in taken { child.forgetReleasedParent() }
        node.handOverChildrenNamingIt()
        return taken
      },
      survivor: { node in
        // Held by user code, it outlives its parent: it has none from now on, and is no longer
        // in a window, so it disappears and leaves the window's context; with its view left
        // placed it follows that view instead (contract §3, a view-only component), and the
        // views carrying it are marked so that its host's walks (its window hidden) reach it.
        if node.loadedView?.superviewReference != nil {
          node.viewOnlyEventContext = node.context
          node.markViewOnlyPlacement()
        }
        node.syncAppearance()
        node.enterContext(nil)
      })
    releaseIteratively(
      &views,
      takeChildren: { node in
        var taken: [View] = []
        swap(&taken, &node.subviewList)
        for subview in taken { subview.forgetReleasedSuperview() }
        node.handOverSubviewsNamingIt()
        return taken
      })
  }
}
