extension WindowContext {
  /// The window's two layout queues in one stored property, `WindowContext.layoutQueues`, whose
  /// run-time exclusivity checks release builds skip (a check per placement cost about as much
  /// as queueing the view; debug builds, where the test suite runs, keep them and trap on an
  /// overlap). The invariant that makes this sound:
  ///
  /// - `layoutQueue`: each access is one `append`, `swap` or assignment that releases nothing
  ///   (the buffers that lose their elements are locals, emptied after the access ended: see
  ///   `tearDown` and `layOutPendingViews`).
  /// - `layoutAwaitingVisibility`: each access is an `isEmpty`, one `append` of an entry or one
  ///   `swap` with a local, none of which releases a view or calls out.
  ///
  /// So no hook, observer or `deinit` runs while an access is open, and no two accesses overlap,
  /// to one queue or to both (they share the one property).
  struct LayoutQueues {
    /// Storage of ``WindowContext/layoutQueue``.
    var layoutQueue: [LayoutEntry] = []
    /// Storage of ``WindowContext/layoutAwaitingVisibility``.
    var layoutAwaitingVisibility: [AwaitingLayoutEntry] = []
  }
}
