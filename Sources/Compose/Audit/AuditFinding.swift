/// One legal call made in the wrong order, found by a ``LifecycleAuditor``: what kind of mistake,
/// on which component, and the events that led to it.
///
/// A finding is a plain `Sendable` value: it names the component by its path and reference and
/// keeps copies of its recent events, never the component itself.
///
/// ```text
/// didMoveBeforeViewPlaced at Root("root")/Feed/Row("a"): didMove(toParent: Feed) came before
///   the view was placed in Feed's view
///   a.willMove(toParent: Feed)
///   a.didMove(toParent: Feed)
///   a.loadView
///   a.viewDidLoad
///   a.viewAdded(to: Feed)
/// ```
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
  /// The kind of mistake.
  public var kind: Kind
  /// The path of the component from the root of its tree (``Component/treePath``), when the finding
  /// was made.
  public var path: String
  /// The component, or `nil` for a finding about an object that is not a component (a cell, an
  /// object passed to ``LifecycleAuditor/expectReleased(_:named:)``).
  public var component: ComponentReference?
  /// One sentence saying what is wrong.
  public var message: String
  /// The component's most recent events, oldest first, ending with the one that revealed the
  /// mistake when an event did.
  public var events: [LifecycleEvent]

  /// Creates a finding.
  public init(
    kind: Kind, path: String, component: ComponentReference?, message: String,
    events: [LifecycleEvent]
  ) {
    self.kind = kind
    self.path = path
    self.component = component
    self.message = message
    self.events = events
  }

  /// `kind at path: message`, then the events' traces, one per line, indented.
  public var description: String {
    (["\(kind.rawValue) at \(path): \(message)"] + events.map { "  \($0.trace)" })
      .joined(separator: "\n")
  }
}

extension AuditFinding {
  /// The mistakes a ``LifecycleAuditor`` reports (contract §7).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Appearance callbacks out of pairs: a `will*` left without its `did*` when the operation
    /// ended, two `will*` of the same kind in a row (a repeated
    /// ``Component/beginAppearanceTransition(_:animated:)``), a `did*` with no `will*`
    /// (``Component/endAppearanceTransition()`` with nothing begun).
    case appearanceImbalance
    /// An appearance hook called directly instead of through
    /// ``Component/beginAppearanceTransition(_:animated:)`` and
    /// ``Component/endAppearanceTransition()`` (``Diagnostic/Code/directAppearanceCall``).
    case directAppearanceCall
    /// A container that forwards appearance automatically also drives a child by hand, or ends a
    /// transition Compose owns (``Diagnostic/Code/appearanceDrivenAutomatically``).
    case mixedAppearanceForwarding
    /// ``Component/addChild(_:)`` (`willMove(toParent:)`) with no `didMove(toParent:)` by the end
    /// of the operation.
    case missingDidMove
    /// ``Component/removeFromParent()`` (`didMove(toParent: nil)`) without
    /// `willMove(toParent: nil)` first.
    case missingWillMoveToNil
    /// `didMove(toParent:)` called before the child's view was placed in the parent's view, which
    /// then happened in the same operation (a common `embedInParentViewController` does this).
    case didMoveBeforeViewPlaced
    /// The child's view removed before `willMove(toParent: nil)`, which then came in the same
    /// operation (a common `unEmbedFromParentViewController` does this).
    case viewRemovedBeforeWillMove
    /// A component's view placed inside another component's view without being its child: added
    /// without ``Component/addChild(_:)``, or inside a component other than its parent.
    case orphanView
    /// A child appearing, or still appeared, while its parent is disappeared.
    case appearedUnderDisappearedParent
    /// One component hosted by two cells: its view moved from a displayed cell into another one
    /// without being un-embedded, or a cell still claims a component shown elsewhere.
    case cellHostedTwice
    /// A cell in a reuse pool that is still displayed or still holds a component's view (the
    /// delegate's `didEndDisplaying` did not un-embed it), or a data source that handed out a
    /// displayed or pooled cell again (``Diagnostic/Code/cellAlreadyInUse``).
    case cellPooledWhileDisplayed
    /// A cell's `willDisplay` without its `didEndDisplaying`: displayed twice, taken out of its
    /// list by hand while displayed, or dropped by its list while displayed.
    case cellDisplayUnpaired
    /// An object passed to ``LifecycleAuditor/expectReleased(_:named:)`` still alive when the
    /// window was idle at a checkpoint.
    case notReleased
    /// Once the clock is idle, a container's transition still in flight with no gesture driving
    /// it: a custom container's ``Component/enqueueTransition(_:)`` operation that never called
    /// its completion. Every operation queued behind it waits forever (contract §7).
    case transitionNeverCompleted
  }
}
