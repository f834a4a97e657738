extension ListHostingAdapter: ListAdapterInvariants {
  /// The adapter's tables agree with the list (``InvariantViolation/Rule/adapterTables``): at
  /// most ``cacheLimit`` components cached, and each hosted component hosted by one displayed
  /// cell only. (Where a hosted component is placed is not judged: user code may move it,
  /// contract §6.)
  ///
  /// Read through the adapter's public surface, so that it holds whatever the tables look like.
  ///
  /// - Complexity: O(displayed rows).
  func checkAdapterInvariants(of list: ListView, into violations: inout [InvariantViolation]) {
    // `hostedComponents` reads `visibleCells`, which runs a first load that is due: never from
    // a check.
    guard listView === list, !list.awaitsFirstLoad else { return }
    if cachedComponentCount > cacheLimit {
      violations.append(
        list.violation(
          .adapterTables,
          "the adapter caches \(cachedComponentCount) components, over its limit of \(cacheLimit)"
        ))
    }
    var seen = Set<ObjectIdentifier>()
    for component in hostedComponents {
      if !seen.insert(ObjectIdentifier(component)).inserted {
        violations.append(
          list.violation(
            .adapterTables, "\(component.pathSegment) is hosted by two displayed cells"))
      }
    }
  }
}
