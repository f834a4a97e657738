/// A broken internal invariant: a state of the tree, the view hierarchy, a component's appearance
/// bookkeeping, a list or a list adapter that no sequence of public calls should produce.
///
/// Compose checks its invariants itself, in the manner of swift-collections' `_checkInvariants()`:
/// ``Window/invariantViolations()`` walks a whole window, and, while ``Window/checksInvariants`` is
/// on, the end of each public operation checks the objects it touched. A violation is a bug in
/// Compose (or state changed behind its back), never a misuse: misuse is rejected with a
/// ``Diagnostic`` and leaves every invariant holding. UIKit has no counterpart.
///
/// ```swift
/// let window = Window()
/// window.rootComponent = Component(traceName: "root")
/// window.makeKeyAndVisible()
/// assert(window.invariantViolations().isEmpty)
/// ```
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
  /// The rule that does not hold.
  public var rule: Rule
  /// The path of the component or view it was found on, built like ``Diagnostic/path``.
  public var path: String
  /// One sentence saying what was found.
  public var message: String

  /// Creates a violation.
  public init(rule: Rule, path: String, message: String) {
    self.rule = rule
    self.path = path
    self.message = message
  }

  /// `rule at path: message`.
  public var description: String { "\(rule.rawValue) at \(path): \(message)" }
}

extension InvariantViolation {
  /// The invariants Compose checks (the DocC article "Invariants" explains each).
  public enum Rule: String, Hashable, Sendable, CaseIterable {
    // MARK: The component tree

    /// A component with a parent is in the parent's ``Component/children`` exactly once.
    case childListedOnceByParent
    /// Every component in ``Component/children`` names the receiver as its ``Component/parent``.
    case childNamesItsParent
    /// ``Component/children`` holds no component twice.
    case childListedTwice
    /// A component belongs to the window of its parent (or, as a root, of its window); only one
    /// detached while still in a transition keeps its old window until the transition ends.
    case windowOfParent
    /// A component's loaded ``Component/view`` names the component as its owner, and a view's
    /// owner has that view as its ``Component/view``.
    case viewOwnerLink
    /// A component's presented component names it as its presenter, and a presented component's
    /// presenter names it as what it presents. Checked by ``Window/invariantViolations()`` only.
    case presentationLinks

    // MARK: Appearance

    /// A component is `appearing` or `disappearing` exactly while it belongs to an appearance
    /// transition.
    case transitionBookkeeping
    /// A component where a manual or transition batch began is in a transition.
    case batchRootTransitioning
    /// Between operations, no appearance hook is being dispatched, no `viewIsAppearing` is
    /// awaited and no component's visibility syncing is suspended.
    case settledBetweenOperations
    /// A component whose placement makes it visible (its view directly inside an appeared
    /// parent that forwards automatically, or, as a window's root or presented component, in a
    /// visible window) is not `disappeared`.
    case visibleNotDisappeared
    /// A component whose placement makes it invisible is not `appeared`.
    case hiddenNotAppeared

    // MARK: The view hierarchy

    /// A view with a superview is in the superview's ``View/subviews`` exactly once.
    case subviewListedOnceBySuperview
    /// Every view in ``View/subviews`` names the receiver as its ``View/superview``.
    case subviewNamesItsSuperview
    /// ``View/subviews`` holds no view twice.
    case subviewListedTwice
    /// Following ``View/superview`` from any view reaches a root: the hierarchy has no cycle.
    case superviewCycle

    // MARK: Lists

    /// A list's displayed rows are one contiguous run inside its data, in row order, each
    /// displayed cell showing the index path of its row.
    case displayedRun
    /// A displayed cell is in no reuse pool, and a pooled cell is displayed by no row, marked as
    /// pooled, in the pool of its reuse identifier; no cell is displayed or pooled twice.
    case reusePool
    /// A list adapter caches at most ``ListHostingAdapter/cacheLimit`` components and hosts each
    /// component in one displayed cell at most.
    case adapterTables
  }
}
