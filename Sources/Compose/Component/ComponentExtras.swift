/// The state few components have, kept out of ``Component`` itself: a component is read on every
/// hot path, and a smaller one takes fewer cache lines (a tree of a million components is
/// measured against a floor whose component holds only what building and appearing need).
///
/// Created by the first write of one of its fields and kept for the component's life; a
/// component that never has a navigation item, a window to be the root of, a strong holder, a
/// transition queue, a presentation, a type name read, an event while in no window or a hook
/// receiver has none.
@MainActor
final class ComponentExtras {
  /// Storage of ``Component/navigationItemIfCreated``.
  var navigationItem: NavigationItem?
  /// Storage of ``Component/hostWindow``: the window's context, whose unowned `window` the window
  /// clears first thing in its `deinit` (the window owns its root; a weak reference to the
  /// window would give it a side table, whose retains and releases take the runtime's slow path
  /// on every walk up a hierarchy).
  var hostWindowContext: WindowContext?
  /// Storage of ``Component/strongHolder`` when a ``StateContainer`` holds the component. Weak:
  /// see there.
  weak var strongHolder: Component?
  /// Storage of ``Component/strongHolder`` when a ``ListHostingAdapter`` holds the component:
  /// the adapter's token, which names the adapter's parent while it lives (a weak reference to
  /// the parent would give it a side table, see ``AdapterCellRecord/Owner``).
  var strongHolderOwner: AdapterCellRecord.Owner?
  /// The tokens of the adapters whose parent the component is, whose `parent` its release
  /// clears (see ``AdapterCellRecord/Owner``).
  var hostingOwners: [AdapterCellRecord.Owner] = []
  /// Storage of ``Component/transitionQueue``.
  var transitionQueue: TransitionQueue?
  /// Storage of ``Component/presentationRecord``.
  var presentationRecord: PresentationRecord?
  /// Storage of ``Component/typeName``, computed on first read.
  var typeName: String?
  /// Storage of ``Component/detachedEvents``.
  var detachedEvents: DetachedEventLog?
  /// Storage of ``Component/viewOnlyEventContext``. Weak: the window owns its context.
  weak var viewOnlyEventContext: WindowContext?
  /// Storage of ``Component/hookReceiver``; strong, the component keeps its receiver.
  var hookReceiver: (any ComponentHookReceiver)?
  /// Storage of ``Component/traitOverrides``; `nil` for none.
  var traitOverrides: TraitOverrides?
}
