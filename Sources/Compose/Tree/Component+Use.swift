/// Where a component is already in use, so that it cannot enter a container, a window or a
/// presentation (contract §1.1, §5): a view controller has one parent, one window, one presenter.
@MainActor
package enum ComponentUse {
  /// A child of another component.
  case child(of: Component)
  /// Presented by another component.
  case presented(by: Component)
  /// The root component of a window.
  case windowRoot(Window)
  /// The container itself, or one of its ancestors: entering it would make a cycle.
  case ancestor(of: Component)

  /// What a diagnostic says about `component` in this use.
  package func describe(_ component: Component) -> String {
    switch self {
    case .child(let parent):
      return "\(component.pathSegment) has another parent, \(parent.pathSegment)"
    case .presented(let presenter):
      return "\(component.pathSegment) is presented by \(presenter.pathSegment)"
    case .windowRoot(let window):
      return "\(component.pathSegment) is the root of window \"\(window.traceName ?? "window")\""
    case .ancestor(let container):
      return "\(component.pathSegment) is \(container.pathSegment) or one of its ancestors"
    }
  }
}

extension Component {
  /// The one "in use elsewhere" rule shared by the navigation stack, the tabs, the state
  /// container, presentation and the window's root: `nil` when this component is free to enter
  /// `container` (`nil` for a window or a presentation). A child of `container` itself is free
  /// (it is already there); the container and its ancestors are not.
  ///
  /// - Complexity: O(depth of `container`) for the cycle check, O(1) otherwise.
  package final func use(elsewhereThan container: Component?) -> ComponentUse? {
    if let parent, parent !== container { return .child(of: parent) }
    if let presenter = presentationRecord?.presenting { return .presented(by: presenter) }
    if let window = hostWindow, window.rootComponent === self { return .windowRoot(window) }
    if let container, container.hasAncestorOrSelf(self) { return .ancestor(of: container) }
    return nil
  }
}
