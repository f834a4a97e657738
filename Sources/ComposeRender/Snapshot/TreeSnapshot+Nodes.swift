import Compose

extension TreeSnapshot {
  /// A component in a snapshot.
  public struct ComponentNode: Hashable, Sendable {
    /// The component's instance number, type name and debug name.
    public var reference: ComponentReference
    /// Its appearance state.
    public var appearance: AppearanceState
    /// Where its view is.
    public var view: ViewPlacement
    /// Whether it forwards appearance to its children by hand
    /// (`shouldAutomaticallyForwardAppearanceMethods` is `false`).
    public var forwardsAppearanceManually: Bool
    /// Whether it is between `willMove(toParent:)` and `didMove(toParent:)`, and which way.
    public var move: Move?
    /// Whether a transition is in flight on it as a container (`isTransitionInFlight`).
    public var isTransitionInFlight: Bool
    /// Extra facts the component contributes (``SnapshotContributing``), shown at the end of its
    /// line, for example `text "Header"`.
    public var attributes: [Attribute]

    /// Creates a component node.
    public init(
      reference: ComponentReference, appearance: AppearanceState, view: ViewPlacement,
      forwardsAppearanceManually: Bool = false, move: Move? = nil,
      isTransitionInFlight: Bool = false,
      attributes: [Attribute] = []
    ) {
      self.reference = reference
      self.appearance = appearance
      self.view = view
      self.forwardsAppearanceManually = forwardsAppearanceManually
      self.move = move
      self.isTransitionInFlight = isTransitionInFlight
      self.attributes = attributes
    }
  }

  /// A containment move under way (`isMovingToParent`, `isMovingFromParent`).
  public enum Move: String, Hashable, Sendable {
    /// Between `willMove(toParent: parent)` and `didMove(toParent: parent)`.
    case toParent = "moving to parent"
    /// Between `willMove(toParent: nil)` and `didMove(toParent: nil)`.
    case fromParent = "moving from parent"
  }

  /// Where a component's view is, relative to its parent.
  public enum ViewPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The view has not been loaded.
    case notLoaded
    /// The view is loaded but in no superview.
    case notPlaced
    /// The view is directly in the window (a root component).
    case inWindow
    /// The view is directly in the parent component's view.
    case inParent
    /// The view is in a plain subview of the parent's view, with that subview's debug name.
    case inParentSubview(name: String?)
    /// The view is in the content view of a list cell inside the parent's view (a component
    /// hosted by a ``Compose/HostingCell``).
    case inCell
    /// The view is inside another component's view (misplaced): that component.
    case inOtherComponent(ComponentReference)
    /// The view is in a superview that belongs to no component and to no window.
    case detached

    /// `not loaded`, `not placed`, `in window`, `in parent`, `in parent › "content"`, `in cell`,
    /// `in #7 Other "x" (misplaced)`, `detached`.
    public var description: String {
      switch self {
      case .notLoaded: return "not loaded"
      case .notPlaced: return "not placed"
      case .inWindow: return "in window"
      case .inParent: return "in parent"
      case .inParentSubview(let name): return "in parent › \(name.map { "\"\($0)\"" } ?? "subview")"
      case .inCell: return "in cell"
      case .inOtherComponent(let other): return "in \(other) (misplaced)"
      case .detached: return "detached"
      }
    }
  }

  /// A plain view: one that is no component's view.
  public struct ViewNode: Hashable, Sendable {
    /// The view's debug name.
    public var name: String?
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// Extra facts the view contributes (``ViewSnapshotContributing``), shown at the end of its
    /// line, for example `list vertical  offset 44`.
    public var attributes: [Attribute]

    /// Creates a view node.
    public init(name: String?, isHidden: Bool, attributes: [Attribute] = []) {
      self.name = name
      self.isHidden = isHidden
      self.attributes = attributes
    }
  }

  /// A named fact shown on a line, for example `text "Header"` or `cell "FilmCell" #2`.
  public struct Attribute: Hashable, Sendable {
    /// The fact's name: `text`, `indexPath`, `cell`.
    public var name: String
    /// Its value as printed: `"Header"`, `[0, 3]`.
    public var value: String

    /// Creates an attribute.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// A group a container shows below its line, for example `rows 3 of 100 visible`.
  public struct Section: Hashable, Sendable {
    /// What the group is, in one word: `rows`, `stack`, `tabs`, `presented`, `state`.
    public var kind: String
    /// Facts about the whole group.
    public var attributes: [Attribute]

    /// Creates a section.
    public init(kind: String, attributes: [Attribute] = []) {
      self.kind = kind
      self.attributes = attributes
    }
  }

  /// One entry of a ``Section``: a row, a stack position, a tab.
  public struct Entry: Hashable, Sendable {
    /// What the entry is, in one word: `row`, `item`, `tab`.
    public var kind: String
    /// Its facts, for example `indexPath [0, 3]` and `cell "FilmCell" #2`.
    public var attributes: [Attribute]

    /// Creates an entry.
    public init(kind: String, attributes: [Attribute] = []) {
      self.kind = kind
      self.attributes = attributes
    }
  }
}
