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
/// A new kind (a list hosting a kind in its rows, a navigation container...) is a case here, its
/// name in ``name``, its keys read in `Scenario+Decoding.swift`, its class made in
/// `ScenarioRunner.make(_:)`, and a row in `docs/Scenarios.md`; see `docs/ExtendingThePreview.md`.
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

  /// The name used in scenario files.
  public var name: String {
    switch self {
    case .component: return "component"
    case .label: return "label"
    case .container: return "container"
    case .manualContainer: return "manual-container"
    }
  }

  /// Whether the kind embeds declared children.
  public var acceptsChildren: Bool {
    switch self {
    case .container, .manualContainer: return true
    case .component, .label: return false
    }
  }
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
