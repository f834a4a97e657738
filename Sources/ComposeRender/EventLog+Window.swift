import Compose

extension EventLog.Step {
  /// The name of the window that received `event`'s view, when `event` is a view added outside
  /// any component (`viewAdded(toViewOf: nil)`) and the tree after the step shows that
  /// component's view in the window: a window's root view, which UIKit adds to the window
  /// (`UIWindow.rootViewController`). `nil` otherwise, and when the step has no tree.
  ///
  /// - Parameter event: One of the step's events.
  /// - Returns: The window's debug name, or `nil`.
  /// - Complexity: O(1) for any other event; O(tree) for a view added outside any component.
  public func window(receivingViewOf event: LifecycleEvent) -> String? {
    guard case .viewAdded(toViewOf: nil) = event.kind, let tree else { return nil }
    for node in tree.nodes {
      guard case .component(let component) = node.content,
        component.reference == event.component
      else { continue }
      return component.view == .inWindow ? tree.window.name : nil
    }
    return nil
  }
}
