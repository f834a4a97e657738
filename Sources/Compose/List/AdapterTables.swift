/// A ``ListHostingAdapter``'s two tables in one stored property, `ListHostingAdapter.tables`,
/// whose run-time exclusivity checks release builds skip (five checks a row otherwise; debug
/// builds, where the tests run, keep them and trap on an overlap). The invariant that makes this
/// sound:
///
/// - `cache`: every access is a read or one call of a `ComponentCache` method, which runs no
///   code of the user (identifiers are compared between calls) and releases no entry's last
///   reference, so no `deinit` runs inside it either.
/// - `recycled`: its only mutations are `append` and `popLast`, which release nothing and call
///   no other code while the access is open.
///
/// So no two accesses overlap, to one table or to both (they share the one property).
struct AdapterTables {
  /// Storage of the adapter's `cache`: the components hosted by displayed cells (first
  /// occurrences only) and the off-screen ones, by identifier.
  var cache: ComponentCache
  /// Storage of the adapter's `recycled`: components that left the cache, waiting for a new
  /// item.
  var recycled: [AdapterEntry] = []
}
