/// One appearance transition shared by the components it reaches.
///
/// A component in `appearing` or `disappearing` remembers the batch that began it; ending a
/// batch ends exactly the components that still belong to it. A component that another
/// operation took over meanwhile (a cancellation, a removal) no longer belongs to it and is left
/// alone, which keeps every `will` paired with exactly one `did` when transitions overlap.
final class AppearanceBatch {
  let animated: Bool

  init(animated: Bool) {
    self.animated = animated
  }
}
