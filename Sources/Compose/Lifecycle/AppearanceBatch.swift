/// One appearance transition shared by the components it reaches.
///
/// A component in `appearing` or `disappearing` remembers the batch that began it; ending a
/// batch ends exactly the components that still belong to it. A component that another
/// operation took over meanwhile (a cancellation, a removal) no longer belongs to it and is left
/// alone, which keeps every `will` paired with exactly one `did` when transitions overlap.
@MainActor
package final class AppearanceBatch {
  /// Who began the batch, and so who ends it.
  package enum Kind {
    /// Begun by a placement or visibility change; ended at once by the same operation.
    case structural
    /// Begun by `beginAppearanceTransition(_:animated:)`; its caller ends it.
    case manual
    /// Begun by a transition; the transition ends it (on the clock when animated).
    case transition
  }

  package let animated: Bool
  package let kind: Kind
  /// Set while a tab switch forwards its begin (``Component/beginAppearing(batch:beforeIsAppearing:)``):
  /// each component's `viewIsAppearing` waits until the whole subtree has had `viewWillAppear`
  /// and the old tab has begun leaving (contract §5).
  var defersIsAppearing = false

  package init(animated: Bool, kind: Kind) {
    self.animated = animated
    self.kind = kind
  }
}
