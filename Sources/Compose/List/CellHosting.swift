/// What a displayed cell hosts, and whether it is a duplicate's uncached component; kept on the
/// cell (`HostingCell.adapterHosting`) with the token of the adapter that stored it.
struct CellHosting {
  /// An adapter's token: a cell's hosting is an adapter's only if it carries that adapter's
  /// token (held strongly here, so no other object can take its address while it is compared).
  /// It knows the adapter's parent, which hosted components are embedded in (see
  /// `HostingCell.hostParentOwner`).
  final class Owner {
    /// The adapter's parent; weak, as the adapter holds it.
    weak var parent: Component?

    init(parent: Component) {
      self.parent = parent
    }
  }

  let owner: Owner
  let entry: HostedEntry
  let isDuplicate: Bool
}
