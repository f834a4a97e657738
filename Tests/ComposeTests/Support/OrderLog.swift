import Compose

/// One ordered log of a window's lifecycle events (as their traces) and of a navigation
/// container's delegate calls, interleaved as they happen: for tests of the order between the two.
final class OrderLog: LifecycleObserver, NavigationContainerDelegate {
  private(set) var lines: [String] = []
  let observesLayout: Bool

  init(layout: Bool = false) { observesLayout = layout }

  func observe(_ event: LifecycleEvent) {
    let trace = event.trace
    if trace.hasSuffix(".loadView") || trace.contains(".viewAdded(")
      || trace.contains(".viewRemoved(")
    {
      return
    }
    lines.append(trace)
  }

  func observe(_ diagnostic: Diagnostic) {}

  func navigationContainer(
    _ container: NavigationContainer, willShow component: Component, animated: Bool
  ) {
    lines.append("willShow \(component.traceName)")
  }

  func navigationContainer(
    _ container: NavigationContainer, didShow component: Component, animated: Bool
  ) {
    lines.append("didShow \(component.traceName)")
  }

  /// The lines so far, which are then forgotten.
  func drain() -> [String] {
    defer { lines.removeAll() }
    return lines
  }
}
