/// Contract §7: a list view never keeps itself alive. The list holds its pooled cells, and its
/// ``ListHostingAdapter`` the components it caches or keeps for reuse (their `strongHolder`
/// is the adapter's parent); a list placed inside one of them would be kept alive by what it keeps.
extension View {
  /// Whether placing `list` in this view would put it inside something it keeps alive: one of
  /// its own pooled cells, or the view of a component its own adapter keeps.
  ///
  /// - Complexity: O(depth of this view), plus O(pooled cells) for each pooled cell above it.
  final func placingKeepsListAlive(_ view: View) -> Bool {
    guard let list = view as? ListView else { return false }
    let keeper = (list.dataSource as? any ListComponentKeeper)?.keeperParent
    var node: View? = self
    while let current = node {
      if let cell = current as? ListCell, cell.isPooled, list.poolContains(cell) { return true }
      if let keeper, let owner = current.ownerReference, owner.strongHolder === keeper {
        return true
      }
      node = current.superviewReference
    }
    return false
  }

  /// Reports, on `list` (whose window hears of it: this view may be in none), that placing it
  /// here would keep it alive, and returns the diagnostic; when this view is in another window,
  /// that window hears of it too (the call was made on this view).
  @discardableResult
  final func reportListKeptAlive(_ list: View) -> Diagnostic {
    let message =
      "\(list.label) cannot be placed in \(label): the list keeps it alive (one of its pooled "
      + "cells, or a component its adapter caches or keeps for reuse), a cycle nothing releases"
    let diagnostic = list.report(.keepsItselfAlive, message)
    let receiverContext = owningOrEnclosingComponent?.context ?? window?.context
    let listContext = list.owningOrEnclosingComponent?.context ?? list.window?.context
    if let receiverContext, receiverContext !== listContext {
      report(.keepsItselfAlive, message)
    }
    return diagnostic
  }
}

extension ListView {
  /// Whether `cell` waits in one of this list's reuse pools.
  ///
  /// - Complexity: O(pooled cells).
  final func poolContains(_ cell: ListCell) -> Bool {
    pools.contains { pool in pool.cells.contains { $0 === cell } }
  }
}

/// A data source that keeps components alive on behalf of a parent (``ListHostingAdapter``).
@MainActor
protocol ListComponentKeeper {
  /// The component named as the `strongHolder` of the components kept.
  var keeperParent: Component? { get }
}
