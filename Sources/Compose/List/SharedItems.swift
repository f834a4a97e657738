/// A ``ListHostingAdapter``'s items in a box: its specialized row reads (`SpecializedRowReads`) take the box
/// by reference, where passing the collection from the adapter's unspecialized code would copy
/// it (through its value witnesses) at every call. Immutable: new items get a new box.
@usableFromInline
final class SharedItems<Items> {
  @usableFromInline let items: Items

  init(_ items: Items) {
    self.items = items
  }
}
