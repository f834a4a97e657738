/// A scenario: the components a window starts with and the steps run on them, read from a JSON
/// file (see `docs/Scenarios.md`) or written in Swift for a built-in scene.
public struct Scenario: Hashable, Sendable {
  /// A one-line description, shown by `compose-preview list` for built-in scenes.
  public var summary: String
  /// The window's debug name.
  public var windowName: String
  /// The declared component trees. Each top-level one starts detached, until a step attaches it.
  public var components: [ComponentDeclaration]
  /// The steps, in order.
  public var steps: [StepDeclaration]

  /// Creates a scenario.
  public init(
    summary: String = "", windowName: String = "window", components: [ComponentDeclaration],
    steps: [StepDeclaration]
  ) {
    self.summary = summary
    self.windowName = windowName
    self.components = components
    self.steps = steps
  }
}

/// A component of a scenario: its name, its kind and the children it embeds when its view loads.
public struct ComponentDeclaration: Hashable, Sendable {
  /// The name steps refer to it by, unique in the scenario; also its debug name.
  public var name: String
  /// What it is.
  public var kind: ComponentKind
  /// The children it embeds in its `viewDidLoad`, in order (container kinds only).
  public var children: [ComponentDeclaration]

  /// Creates a declaration.
  public init(name: String, kind: ComponentKind = .component, children: [ComponentDeclaration] = [])
  {
    self.name = name
    self.kind = kind
    self.children = children
  }
}

/// The kinds of components a scenario can declare.
///
/// A new kind is a case here, its name in ``name``, its keys read in
/// `Scenario+KindDecoding.swift`, its class made in `ScenarioRunner.make(_:)`, and a row in
/// `docs/Scenarios.md`; see `docs/ExtendingThePreview.md`.
public enum ComponentKind: Hashable, Sendable {
  /// A plain `Component`.
  case component
  /// A component showing a text (its snapshot line ends with `text "..."`).
  case label(text: String)
  /// A component that embeds its declared children in `viewDidLoad`, forwarding appearance
  /// automatically.
  case container
  /// A container that forwards appearance by hand: it begins and ends its children's appearance
  /// transitions from its own appearance hooks, as a correct UIKit manual container does.
  case manualContainer
  /// A component whose view holds a list of rows, each hosting a component made from a template
  /// (a nested list when the template is itself a list).
  case list(ListSpec)
  /// A `NavigationContainer` whose stack starts with the declared children, bottom first.
  case navigation
  /// A `TabContainer` whose tabs are the declared children.
  case tabs(selected: Int)
  /// A `StateContainer` whose content is its one declared child, starting in `state`.
  case stateContainer(state: ScenarioState)

  /// The name used in scenario files.
  public var name: String {
    switch self {
    case .component: return "component"
    case .label: return "label"
    case .container: return "container"
    case .manualContainer: return "manual-container"
    case .list: return "list"
    case .navigation: return "navigation"
    case .tabs: return "tabs"
    case .stateContainer: return "state-container"
    }
  }

  /// Whether the kind embeds declared children.
  public var acceptsChildren: Bool {
    switch self {
    case .container, .manualContainer, .navigation, .tabs, .stateContainer: return true
    case .component, .label, .list: return false
    }
  }
}

/// A list kind: how many rows, which way it scrolls, how many rows its viewport shows, and what
/// each row hosts.
public struct ListSpec: Hashable, Sendable {
  /// The number of rows (items `0..<rows`).
  public var rows: Int
  /// Whether the list scrolls horizontally.
  public var isHorizontal: Bool
  /// How many rows fit in the viewport (rows are 100 points long).
  public var visibleRows: Int
  /// What each row hosts.
  public var row: RowTemplate

  /// Creates a list kind.
  public init(rows: Int, isHorizontal: Bool = false, visibleRows: Int = 3, row: RowTemplate) {
    self.rows = rows
    self.isHorizontal = isHorizontal
    self.visibleRows = visibleRows
    self.row = row
  }
}

/// What a list's rows host: a component per item, named after the list and the item.
public indirect enum RowTemplate: Hashable, Sendable {
  /// A plain `Row` component.
  case component
  /// A `Row` showing its name as its text.
  case label
  /// A `Row` with a list of its own inside (a nested list).
  case list(ListSpec)
}

/// The states a scenario's state container can show.
public enum ScenarioState: String, Hashable, Sendable, CaseIterable {
  /// `ContentState.loading`.
  case loading
  /// `ContentState.content`.
  case content
  /// `ContentState.empty`.
  case empty
  /// `ContentState.error` (with a fixed error).
  case error
}

/// A step and an optional note shown after its title (`  // note`).
public struct StepDeclaration: Hashable, Sendable {
  /// What the step does.
  public var step: ScenarioStep
  /// A remark appended to the step's title.
  public var note: String?

  /// Creates a step declaration.
  public init(_ step: ScenarioStep, note: String? = nil) {
    self.step = step
    self.note = note
  }
}

extension StepDeclaration {
  /// The step's title, written like the Swift it runs, with the note after it:
  /// `screen.embed(header)  // appears`.
  var title: String {
    let title = step.action.title
    guard let note, !note.isEmpty else { return title }
    return "\(title)  // \(note)"
  }
}
