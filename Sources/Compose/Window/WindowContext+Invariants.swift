/// A weak reference to a component an operation touched (`WindowContext.touchedComponents`).
struct WeakComponent {
  weak var value: Component?
}

/// A weak reference to a view an operation touched (`WindowContext.touchedViews`).
struct WeakView {
  weak var value: View?
}

/// One public operation of a window, for the invariant checks (``Window/checksInvariants``):
/// created at the start of the operation, ended (in a `defer`) with the objects it touched. When
/// the outermost operation of the window ends, the local invariants of everything the operations
/// touched (and of their immediate neighbours) are checked; an operation run by a hook of another
/// one only adds what it touched.
///
/// Costs one read of the context and of the switch when the checks are off.
@MainActor
struct InvariantOperation {
  private let context: WindowContext?

  /// Starts an operation of `component`'s window, if it checks its invariants.
  ///
  /// With the checks off this only reads the switch: the context is copied (retained: it has a
  /// side table, so a retain is costly) only when they are on.
  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  @inline(__always)
  init(_ component: Component) {
    self.init(Self.checks(component) ? component.context : nil)
  }

  /// Whether `component`'s window checks its invariants; reads without keeping the context.
  private static func checks(_ component: Component) -> Bool {
    component.context?.checksInvariants == true
  }

  /// Starts an operation of the window of `context`, if it checks its invariants.
  init(_ context: WindowContext?) {
    guard let context, context.checksInvariants else {
      self.context = nil
      return
    }
    context.operationDepth += 1
    self.context = context
  }

  /// Ends the operation; when it is the outermost one, checks what the operations touched.
  ///
  /// With the checks off this is one test, which the optimizer inlines unforced (`@inline(__always)`
  /// measured no change): every public operation ends one.
  func end(
    _ component: Component? = nil, _ other: Component? = nil, views view: View? = nil,
    _ otherView: View? = nil
  ) {
    guard context != nil else { return }
    end(in: context!, component, other, view, otherView)
  }

  /// ``end(_:_:views:_:)`` when the checks are on.
  @inline(never)
  private func end(
    in context: WindowContext, _ component: Component?, _ other: Component?, _ view: View?,
    _ otherView: View?
  ) {
    if let component { context.touchedComponents.append(WeakComponent(value: component)) }
    if let other { context.touchedComponents.append(WeakComponent(value: other)) }
    if let view { context.touchedViews.append(WeakView(value: view)) }
    if let otherView { context.touchedViews.append(WeakView(value: otherView)) }
    context.operationDepth -= 1
    if context.operationDepth == 0 { context.checkTouchedObjects() }
  }

  /// Ends the dispatch of an appearance hook begun with `init`. A hook always runs inside an
  /// operation of the engine; when that operation is not one that ends with a check, what the
  /// hook's own operations touched is dropped unchecked rather than checked half-way through.
  func endHook() {
    guard context != nil else { return }  // checks off: one test
    endHook(in: context!)
  }

  /// ``endHook()`` when the checks are on.
  @inline(never)
  private func endHook(in context: WindowContext) {
    context.operationDepth -= 1
    if context.operationDepth == 0 {
      context.touchedComponents.removeAll(keepingCapacity: true)
      context.touchedViews.removeAll(keepingCapacity: true)
    }
  }
}

extension WindowContext {
  /// Checks the local invariants of the objects touched since the outermost operation began, and
  /// of their immediate neighbours (a component's parent and view, a view's superview and owner),
  /// then reports what broke.
  ///
  /// - Complexity: O(Σ children and subviews of the objects checked): each list of children or
  ///   subviews is walked a bounded number of times however many of its entries were touched.
  func checkTouchedObjects() {
    let components = touchedComponents
    let views = touchedViews
    touchedComponents.removeAll(keepingCapacity: true)
    touchedViews.removeAll(keepingCapacity: true)
    // A window being released (its `deinit` runs its clock to idle) no longer answers its
    // components' weak references: nothing about its tree can be judged then.
    guard checksInvariants, window != nil else { return }
    var checker = LocalInvariantChecker()
    for entry in components {
      guard let component = entry.value else { continue }
      checker.check(component: component, view: component.loadedView)
    }
    for entry in views {
      guard let view = entry.value else { continue }
      checker.check(component: view.ownerReference, view: view)
    }
    invariantCheckWork += checker.work
    reportInvariantViolations(checker.violations)
  }

  /// Delivers each violation to the window's observers as an
  /// ``Diagnostic/Code/invariantViolation``, then stops a debug build with `assertionFailure`.
  func reportInvariantViolations(_ violations: [InvariantViolation]) {
    guard !violations.isEmpty else { return }
    for violation in violations {
      deliver(
        Diagnostic(
          code: .invariantViolation, path: violation.path,
          message: "\(violation.rule.rawValue): \(violation.message)"))
    }
    guard assertsOnInvariantViolation else { return }
    let summary = violations.map(\.description).joined(separator: "\n")
    assertionFailure("Compose invariants broken:\n" + summary)
  }
}

/// Runs the local checks of components and views at most once each.
@MainActor
struct LocalInvariantChecker {
  private(set) var violations: [InvariantViolation] = []
  private var seen = Set<ObjectIdentifier>()
  private var listings = ListingCounts()
  /// The objects checked and the list entries their checks walked.
  private var objectsAndOwnLists = 0

  /// The work of the checks so far: the objects checked, their children and subviews, and the
  /// entries of their parents' and superviews' lists walked (``ListingCounts``).
  var work: Int { objectsAndOwnLists + listings.entriesVisited }

  /// Checks `component`'s local invariants (between operations) unless it was checked already.
  mutating func check(_ component: Component) {
    guard seen.insert(ObjectIdentifier(component)).inserted else { return }
    objectsAndOwnLists += 1 + component.childList.count
    component.checkLocalInvariants(into: &violations, listings: &listings, settled: true)
  }

  /// Checks what an operation on `component` or `view` (a component and its view, or a view and
  /// its owner) can have changed: each, with its parent and its superview.
  mutating func check(component: Component?, view: View?) {
    if let component {
      check(component)
      if let parent = component.parentReference { check(parent) }
    }
    if let view {
      check(view)
      if let superview = view.superviewReference { check(superview) }
    }
  }

  /// Checks `view`'s local invariants (and a list's) unless it was checked already.
  mutating func check(_ view: View) {
    guard seen.insert(ObjectIdentifier(view)).inserted else { return }
    objectsAndOwnLists += 1 + view.subviewList.count
    view.checkLocalInvariants(into: &violations, listings: &listings)
    if let list = view as? ListView { list.checkListInvariants(into: &violations) }
  }
}
