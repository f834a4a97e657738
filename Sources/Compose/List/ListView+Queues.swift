extension ListView {
  /// The list's hot queues in one stored property, `ListView.queues`, whose run-time exclusivity
  /// checks release builds skip (two checks a row otherwise; debug builds, where the tests run,
  /// keep them and trap on an overlap). The invariant that makes this sound, for each queue:
  ///
  /// - `pools`: its mutations are `dequeueReusableCell`'s `popLast`, `enqueueForReuse`'s
  ///   `append` and `trimReusePool`'s `removeLast`, whose cells stay referenced until the access
  ///   ended; none releases a cell or calls other code while the access is open.
  /// - `pendingBatches` and `deferredWork`, read at every pass: their mutations are appends,
  ///   `removeFirst()` (the element is used after the access ended) and resets that keep the old
  ///   elements referenced until after the access (`requestPass`); none runs other code.
  ///
  /// So no two accesses overlap, to one queue or to two (they share the one property).
  struct Queues {
    /// Storage of ``ListView/pools``.
    var pools: [ReusePool] = []
    /// Storage of ``ListView/pendingBatches``.
    var pendingBatches: [ListBatch] = []
    /// Storage of ``ListView/deferredWork``.
    var deferredWork: [() -> Void] = []
  }
}
