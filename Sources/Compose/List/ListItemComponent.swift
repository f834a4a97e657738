/// A component that shows one item of a list and can be given a newer version of that item.
///
/// ``ListHostingAdapter`` creates one per item identity through its factory and keeps it for
/// that item (not for a cell): when an apply finds the item's content changed, the same component
/// receives the new value through ``update(with:)`` instead of being re-created.
@MainActor
public protocol ListItemComponent: Component {
  /// The item type.
  associatedtype Item

  /// The item's content changed (same identity). Called by the adapter after the list's batch
  /// update, whether the row is displayed or the component waits in the adapter's cache.
  ///
  /// With ``ListHostingAdapter/reusesComponents``, also called to give a component that left the
  /// cache its next item (a new identity), before it is displayed or cached for that item: show
  /// `item` and forget the previous one.
  func update(with item: Item)
}
