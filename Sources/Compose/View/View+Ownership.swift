extension View {
  /// The component whose view contains this view, not counting this view's own owner: the
  /// owner of the nearest ancestor that is a component's view.
  ///
  /// - Complexity: O(number of plain views up to that ancestor).
  public final var enclosingComponent: Component? {
    superview?.owningOrEnclosingComponent
  }

  /// This view's owner, or else its ``enclosingComponent``.
  final var owningOrEnclosingComponent: Component? {
    // This view's own owner first, without copying `self` into the walk's variable (a copy of a
    // weakly referenced view costs a retain and a release on the runtime's slow path).
    if let owner = ownerReference { return owner }
    var node = superviewReference
    while let current = node {
      if let owner = current.ownerReference { return owner }
      node = current.superviewReference
    }
    return nil
  }

  /// Whether this view is `component`'s view or inside it with no other component's view in
  /// between: whether ``owningOrEnclosingComponent`` is `component`.
  ///
  /// The common case, the component's own view, is found without reading a weak reference (a
  /// component's loaded view is always owned by it).
  ///
  /// The walk compares each view with the component's view instead of reading owners: a placed
  /// view's owner never changes and a component's loaded view is owned by it, so meeting that
  /// view is meeting the component, and the owner's weak load at the top of the walk is saved.
  final func isInsideView(of component: Component) -> Bool {
    if self === component.loadedView { return true }
    if ownerReference != nil { return false }  // another component's view
    var node = superviewReference
    while node != nil {
      if node! === component.loadedView { return true }
      if node!.ownerReference != nil { return false }
      node = node!.superviewReference
    }
    return false
  }

  /// `View("name")`, or `view of Type("name")` for a component's view: for diagnostics.
  var label: String {
    if let owner { return "view of \(owner.pathSegment)" }
    let kind = self is Window ? "Window" : "View"
    return traceName.map { "\(kind)(\"\($0)\")" } ?? kind
  }

  /// Reports a misuse concerning this view: builds a diagnostic, delivers it to the observers of
  /// the window it belongs to and returns it. The path is the enclosing component's path followed
  /// by this view's label.
  ///
  /// A custom view or list data source reports the misuses of its own API on the view they
  /// concern, as the engine does (ComposeUIKit's diffable data sources report a bad snapshot on
  /// their table). UIKit has no counterpart: it raises an exception or logs to the console.
  ///
  /// - Parameters:
  ///   - code: What went wrong.
  ///   - message: A sentence for the reader of the diagnostic.
  /// - Returns: The diagnostic delivered.
  @discardableResult
  public func report(_ code: Diagnostic.Code, _ message: String) -> Diagnostic {
    let component = owningOrEnclosingComponent
    let prefix = component.map { $0.treePath + "/" } ?? ""
    let diagnostic = Diagnostic(code: code, path: prefix + label, message: message)
    (component?.context ?? window?.context)?.deliver(diagnostic, about: component)
    return diagnostic
  }
}

extension Optional where Wrapped == Component {
  /// Whether a placement of a view owned by this component (or by none) needs the components
  /// enclosing the view's old and new superviews, each a walk up the superview chain:
  /// for the events, when its window is observed (or it has none yet, and the event falls back to
  /// the enclosing component's window), and for a plain view, to skip a sync of the components
  /// inside it that cannot change anything. A component's view otherwise syncs its owner, which
  /// finds its own parent.
  @MainActor var needsEnclosingComponents: Bool {
    // Borrowed (`?.`), not bound: see `View.performLayout(owner:)`.
    self?.context?.isObserved != false
  }
}
