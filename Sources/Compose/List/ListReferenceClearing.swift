/// Clears, on the main actor, the unowned references to a ``ListView`` being deinitialized: the
/// `listView` of the tokens of the adapters that feed it (``AdapterCellRecord/Owner``) and the `list`
/// of its handle in a window's queue of first loads (``ListView/FirstLoadHandle``), so that they
/// read `nil` from then on, as weak references would.
///
/// The list's `deinit` stays nonisolated, as `UIView`'s is, so that a subclass may write a plain
/// `deinit`; like ``MainActorChildRelease``, this class's `isolated deinit` runs right away when the
/// list is released on the main actor (always, for a list used as UIKit's is), and later on the
/// main actor otherwise: a read of one of these references in between traps.
@MainActor
final class ListReferenceClearing {
  private let owners: [AdapterCellRecord.Owner]
  private let firstLoadHandle: ListView.FirstLoadHandle?

  nonisolated init(owners: [AdapterCellRecord.Owner], firstLoadHandle: ListView.FirstLoadHandle?) {
    self.owners = owners
    self.firstLoadHandle = firstLoadHandle
  }

  isolated deinit {
    for owner in owners { owner.listView = nil }
    firstLoadHandle?.list = nil
  }
}
