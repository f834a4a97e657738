/// Where a component is already in use, so that it cannot enter a container, a window or a
/// presentation (contract §1.1, §5): a view controller has one parent, one window, one presenter.
///
/// ``Component/use(elsewhereThan:)`` answers it. UIKit has no counterpart: it moves a view
/// controller that is in use elsewhere, or raises an exception.
@MainActor
public enum ComponentUse {
  /// A child of another component.
  case child(of: Component)
  /// Presented by another component.
  case presented(by: Component)
  /// The root component of a window.
  case windowRoot(Window)
  /// The container itself, or one of its ancestors: entering it would make a cycle.
  case ancestor(of: Component)

  /// What a diagnostic says about `component` in this use, for example
  /// `Detail has another parent, Navigation`.
  ///
  /// - Parameter component: The component in use.
  /// - Returns: A sentence naming the component and where it is in use.
  public func describe(_ component: Component) -> String {
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
  /// Where this component is already in use, or `nil` when it is free to enter `container`: the
  /// one "in use elsewhere" rule shared by the navigation stack, the tabs, the state container,
  /// presentation and the window's root, and the check a custom container makes before it adds
  /// a component.
  ///
  /// A child of `container` itself is free (it is already there); a child of another component,
  /// a presented component, a window's root, and `container` or one of its ancestors (a cycle)
  /// are not. UIKit has no counterpart: `addChild(_:)` silently takes a view controller from its
  /// old parent.
  ///
  /// ```swift
  /// if let use = card.use(elsewhereThan: self) {
  ///   report(.componentInUse, use.describe(card), involving: card)
  ///   return
  /// }
  /// ```
  ///
  /// - Parameter container: The container the component would enter, or `nil` for a window or a
  ///   presentation.
  /// - Returns: Where the component is in use, or `nil`.
  /// - Complexity: O(depth of `container`) for the cycle check, O(1) otherwise.
  public final func use(elsewhereThan container: Component?) -> ComponentUse? {
    if let parent, parent !== container { return .child(of: parent) }
    if let presenter = presentationRecord?.presenting { return .presented(by: presenter) }
    if let window = hostWindow, window.rootComponent === self { return .windowRoot(window) }
    if let container, container.hasAncestorOrSelf(self) { return .ancestor(of: container) }
    return nil
  }
}
