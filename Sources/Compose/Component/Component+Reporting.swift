extension Component {
  /// Emits `kind` to the observers of this component's window (or of `fallback`'s window when
  /// this component is not in one yet). With no observer attached this costs one branch. In no
  /// window at all (neither this component nor `fallback` in one), the event is kept until the
  /// component enters one (``DetachedEventLog``).
  final func emit(_ kind: @autoclosure () -> LifecycleEvent.Kind, fallback: Component? = nil) {
    // The unobserved case reads the contexts without copying them (a `guard let` would retain
    // and release one per event).
    if context != nil {
      guard context!.isObserved else { return }
    } else if fallback?.context != nil {
      guard fallback!.context!.isObserved else { return }
    } else {
      return keepDetached(kind(), related: fallback)
    }
    emitObserved(kind(), fallback: fallback)
  }

  /// ``emit(_:fallback:)`` once a window's observers are known to listen.
  @inline(never)
  private func emitObserved(_ kind: LifecycleEvent.Kind, fallback: Component?) {
    guard let context = context ?? fallback?.context else { return }
    // Joining a window through `fallback` (a `willMove` to a parent in one): what happened to
    // this subtree before comes first.
    // A leaf that kept nothing (a new component joining, the common case) needs no walk.
    if self.context == nil, detachedEvents != nil || !childList.isEmpty {
      handDetachedEvents(to: context)
    }
    context.emit(self, kind)
  }

  /// Keeps an event that happened in no window (``DetachedEventLog``).
  @inline(never)
  private func keepDetached(_ kind: LifecycleEvent.Kind, related: Component?) {
    let log = detachedEvents ?? DetachedEventLog()
    if detachedEvents == nil { detachedEvents = log }
    log.append(kind, related: related)
  }

  /// Hands the events that this subtree kept while in no window to `context`'s observers, in the
  /// order they happened, and forgets them; drops them when nobody observes `context`.
  ///
  /// - Complexity: O(subtree), plus sorting what was kept.
  final func handDetachedEvents(to context: WindowContext) {
    var kept: [KeptEvent] = []
    var stack: [Component] = [self]
    while let node = stack.popLast() {
      node.takeDetachedEvents(into: &kept, observed: context.isObserved)
      if !node.childList.isEmpty { stack.append(contentsOf: node.childList.reversed()) }
    }
    Self.replay(kept, to: context)
  }

  /// An event a component kept while in no window, on its way to a window's observers.
  typealias KeptEvent = (component: Component, entry: DetachedEventLog.Entry)

  /// Moves this component's kept events (if any) to `kept` when `observed`, and forgets them.
  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  @inline(__always)
  final func takeDetachedEvents(into kept: inout [KeptEvent], observed: Bool) {
    guard let log = detachedEvents else { return }
    detachedEvents = nil
    if observed { for entry in log.entries { kept.append((self, entry)) } }
  }

  /// Delivers `kept` to `context`'s observers in the order the events happened (events kept at
  /// the same instant stay in tree order), each naming the component it named then, now numbered
  /// in this window.
  static func replay(_ kept: [KeptEvent], to context: WindowContext) {
    guard !kept.isEmpty else { return }
    let ordered = kept.enumerated().sorted {
      ($0.element.entry.instant, $0.offset) < ($1.element.entry.instant, $1.offset)
    }
    for (_, (component, entry)) in ordered {
      let kind = entry.related.map { entry.kind.naming($0.reference) } ?? entry.kind
      context.emitReplayed(component, kind)
    }
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
