/// A component that shows one item of a list and can be given a newer version of that item.
///
/// ``ListHostingAdapter`` creates one per item identity through its factory and keeps it for
/// that item (not for a cell): when an apply finds the item's content changed, the same component
/// receives the new value through ``update(with:)`` instead of being re-created.
@MainActor
public protocol ListItemComponent: Component {
  /// The item type.
  associatedtype Item

  /// The item's content changed; its identity did not. Called by the adapter after the list's
  /// batch update, whether the row is displayed or the component waits in the adapter's cache:
  /// keep the component's state (a scroll position, a playing video), show the new content.
  ///
  /// Never called for another item: see ``prepareForReuse(with:)``.
  func update(with item: Item)

  /// The component is given to another item (a new identity): with
  /// ``ListHostingAdapter/reusesComponents``, a component that left the adapter's cache serves
  /// the next item, before it is displayed or cached for it. Reset what belonged to the previous
  /// item (as a cell's `prepareForReuse()` does), then show `item`.
  ///
  /// The default implementation calls ``update(with:)``, for components whose whole state is
  /// their item.
  func prepareForReuse(with item: Item)
}

extension ListItemComponent {
  /// Calls ``update(with:)``: a component whose whole state is its item needs nothing else.
  public func prepareForReuse(with item: Item) {
    update(with: item)
  }
}
