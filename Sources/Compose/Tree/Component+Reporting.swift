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

  /// Reports a refusal or a misuse concerning this component: builds a diagnostic on this
  /// component's ``treePath``, delivers it to the observers of this component's window (and of
  /// `other`'s, when the misuse involves a component of another window) and returns it.
  ///
  /// This is how a container refuses an operation: the built-in ones (``NavigationContainer``,
  /// ``TabContainer``) and a custom one alike report through it, and a test window's observers
  /// see the diagnostic. UIKit has no counterpart: it logs some misuses to the console and
  /// ignores others.
  ///
  /// ```swift
  /// guard card.parent !== self else {
  ///   report(.alreadyInStack, "\(card.traceName) is already in the stack")
  ///   return
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - code: What went wrong.
  ///   - message: A sentence for the reader of the diagnostic.
  ///   - other: Another component the misuse involves, whose window's observers are told too.
  /// - Returns: The diagnostic delivered.
  @discardableResult
  public final func report(
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
