/// A cell that hosts a child component in its ``ListCell/contentView``, as a UIKit
/// table view cell that embeds a child view controller does, with the containment order right.
///
/// ``embed(_:in:)`` runs contract §1's sequence (`willMove(toParent:)`, the view placed in the
/// content view, and with it the child's appearance when the parent is appeared, then
/// `didMove(toParent:)`), and ``unembedHostedComponent()`` the reverse (`willMove(toParent: nil)`,
/// the view removed with its disappearance, `didMove(toParent: nil)`). Call them from the list
/// delegate's `willDisplay` and `didEndDisplaying`, when the cell is placed in the list;
/// ``ListHostingAdapter`` does.
@MainActor
open class HostingCell: ListCell {
  /// The component this cell hosts now.
  public final var hostedComponent: Component? { adapterHostedReference ?? hostedReference }
  /// Storage of ``hostedComponent`` when a ``ListHostingAdapter`` embedded it: strong, which keeps
  /// it no longer than before, as the adapter's hosting on this cell (``adapterHosting``) holds
  /// the same component from before the embedding until after the un-embedding, which clears
  /// this first. Not weak: a weak reference to a component gives it a side table, and every
  /// retain and release of the scrolled rows' components would take the runtime's slow path.
  /// Not public, so that the whole-module optimizer drops the dynamic exclusivity
  /// checks a public stored property keeps.
  private var adapterHostedReference: Component?
  /// Storage of ``hostedComponent`` when other code embedded it: weak, the cell does not keep it.
  private weak var hostedReference: Component?
  /// The component the hosted one was embedded in, when other code than an adapter embedded it
  /// (see `hostParentOwner`).
  private weak var hostParentReference: Component?
  /// The token of the ``ListHostingAdapter`` that embedded the hosted component, `nil` when
  /// other code did. The component was then embedded in that adapter's parent, which never
  /// changes and which the token knows: the cell stores no weak reference of its own (a weak
  /// assignment is on the runtime's slow path), and un-embedding it, the adapter compares with
  /// its own parent instead of reading one (a weak load, on the slow path too).
  private var hostParentOwner: AdapterCellRecord.Owner?
  /// The component the hosted one was embedded in.
  private var hostParent: Component? {
    if let hostParentOwner { return hostParentOwner.parent }
    return hostParentReference
  }
  /// What a ``ListHostingAdapter`` hosts in this cell while it displays it (see its `token`).
  var adapterHosting: AdapterCellRecord?

  /// Embeds `child` into ``ListCell/contentView`` as a child of `parent`.
  ///
  /// A component is hosted by at most one cell: if another cell hosts `child`, that cell
  /// un-embeds it first; if this cell hosts another component, it is un-embedded first. The
  /// misuses of ``Component/embed(_:in:)`` apply (the cell must be inside `parent`'s view).
  ///
  /// - Parameters:
  ///   - child: The component to host.
  ///   - parent: The component whose view contains the list.
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public final func embed(_ child: Component, in parent: Component) -> Diagnostic? {
    embed(child, in: parent, by: nil)
  }

  /// ``embed(_:in:)`` for the adapter whose token is `owner` (`nil` for other code), whose
  /// parent `parent` is.
  @discardableResult
  final func embed(_ child: Component, in parent: Component, by owner: AdapterCellRecord.Owner?)
    -> Diagnostic?
  {
    if hostedComponent === child, child.parent === parent,
      child.viewIfLoaded?.superview === contentView
    {
      return nil
    }
    unembedHostedComponent()
    if let other = child.viewIfLoaded?.superview?.superview as? HostingCell,
      other.hostedComponent === child
    {
      other.unembedHostedComponent()
    }
    if let diagnostic = parent.embed(child, in: contentView) { return diagnostic }
    if let owner {
      adapterHostedReference = child
      hostParentOwner = owner  // `owner.parent` is `parent`
    } else {
      hostedReference = child
      hostParentOwner = nil
      hostParentReference = parent
    }
    return nil
  }

  /// Un-embeds the hosted component, if any, in the reverse order of ``embed(_:in:)``.
  ///
  /// A component that user code moved since (into another container with `addChild(_:)` or
  /// `embed(_:in:)`, say to show a video full screen) no longer belongs to the cell (contract
  /// §6): the cell forgets it and leaves it alone.
  public final func unembedHostedComponent() {
    _ = unembedHostedComponent(embeddedIn: hostParent)
  }

  /// ``unembedHostedComponent()`` for the ``ListHostingAdapter`` whose token is `owner` and
  /// whose parent is `expectedParent`: returns the component the cell hosted (`nil` when none)
  /// and whether it was still where the cell put it, as a child of `expectedParent`, before this
  /// call, so the adapter needs no second walk.
  ///
  /// The component is still where ``embed(_:in:)`` put it when its view is in the content view
  /// and it is a child of the parent it was embedded in, or of nobody (after a
  /// `removeFromParent()` that left its view). Its superview and parent are read once, for both
  /// answers and for the un-embedding (no other code runs in between), and the parent it was
  /// embedded in only when another than `owner` embedded it (see `hostParentOwner`).
  final func unembedHostedComponent(
    embeddedIn expectedParent: Component?, by owner: AdapterCellRecord.Owner? = nil
  ) -> (child: Component, wasHosted: Bool)? {
    guard let child = hostedComponent else { return nil }
    let embeddedByOwner = owner != nil && hostParentOwner === owner
    let isInContentView = child.viewIfLoaded?.superview === contentView
    let current = isInContentView ? child.parent : nil  // one load
    let isChildOfHostParent =
      current != nil && (embeddedByOwner ? current === expectedParent : current === hostParent)
    if hostParentOwner != nil {
      adapterHostedReference = nil
      hostParentOwner = nil
    } else {
      hostedReference = nil
      hostParentReference = nil
    }
    guard isInContentView else { return (child, false) }
    guard let current else {
      child.viewIfLoaded?.removeFromSuperview()
      return (child, true)
    }
    if isChildOfHostParent { child.unembed() }
    return (child, current === expectedParent)
  }
}
