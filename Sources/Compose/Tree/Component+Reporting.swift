extension Component {
  /// Emits `kind` to the observers of this component's window (or of `fallback`'s window when
  /// this component is not in one yet). With no observer attached this costs one branch.
  @inline(__always)
  final func emit(_ kind: @autoclosure () -> LifecycleEvent.Kind, fallback: Component? = nil) {
    // The unobserved case reads the contexts without copying them (a `guard let` would retain
    // and release one per event).
    if context != nil {
      guard context!.isObserved else { return }
    } else {
      guard fallback?.context?.isObserved == true else { return }
    }
    emitObserved(kind(), fallback: fallback)
  }

  /// ``emit(_:fallback:)`` once a window's observers are known to listen.
  @inline(never)
  private func emitObserved(_ kind: LifecycleEvent.Kind, fallback: Component?) {
    guard let context = context ?? fallback?.context else { return }
    context.emit(self, kind)
  }

  /// Builds a diagnostic on this component, delivers it to the observers of this component's
  /// window (and of `other`'s, when the misuse involves a component of another window) and
  /// returns it. `package` so that the facade's own containers (ComposeUIKit's
  /// `UIPageViewController`) report their refusals as the built-in ones do.
  @discardableResult
  package final func report(
    _ code: Diagnostic.Code, _ message: String, involving other: Component? = nil
  ) -> Diagnostic {
    let diagnostic = Diagnostic(code: code, path: treePath, message: message)
    context?.deliver(diagnostic, about: self)
    if let otherContext = other?.context, otherContext !== context {
      otherContext.deliver(diagnostic, about: self)
    }
    return diagnostic
  }
}
