import Compose
import ComposeRender

/// `--format mermaid`: the run as a Mermaid `sequenceDiagram`, which GitHub renders in Markdown
/// (in a fenced `mermaid` block). The window and each component are participants, declared once
/// just before their first message; each step is a shaded `rect` section opening with a note of
/// its title; each event is one message: from the parent or the view's owner for containment and
/// placement events (`willMove(toParent:)`, `didMove(toParent:)`, `viewAdded`, `viewRemoved`),
/// from the window for a window's root view (`viewAdded(to: window)`), from the component to
/// itself otherwise. Audit findings are notes over their component. Tree
/// diffs are left out (`--format text` or `markdown` shows them).
///
/// ```text
/// sequenceDiagram
///   participant w as window "main"
///   rect rgba(128, 128, 128, 0.1)
///   Note over w: step 1: window.rootComponent = screen
///   participant c1 as screen (Container 1)
///   c1->>c1: loadView
///   end
/// ```
struct MermaidReport: ReportWriter {
  /// The numbers of the components declared so far.
  private var declared: Set<Int> = []

  mutating func start(_ tree: TreeSnapshot?) -> String {
    let window = tree.map { "window \"\(Self.escaped($0.window.name))\"" } ?? "window"
    return "sequenceDiagram\n  participant w as \(window)\n"
  }

  mutating func step(_ step: EventLog.Step, number: Int) -> String {
    let clock = step.time == .zero ? "" : "  (t=\(ValueFormat.seconds(step.time)))"
    var out = "  rect rgba(128, 128, 128, 0.1)\n"
    out += "  Note over w: step \(number): \(Self.escaped(step.title))\(clock)\n"
    for event in step.events {
      let to = participant(event.component, into: &out)
      let time = event.time == step.time ? "" : "  @\(ValueFormat.seconds(event.time))"
      if step.window(receivingViewOf: event) != nil {
        // A window's root view: from the window, to the window.
        out += "  w->>\(to): viewAdded(to: window)\(time)\n"
        continue
      }
      let from = source(of: event.kind).map { participant($0, into: &out) } ?? to
      out += "  \(from)->>\(to): \(Self.escaped(event.kind.trace))\(time)\n"
    }
    for diagnostic in step.diagnostics {
      out += "  Note over w: ! \(Self.escaped("\(diagnostic)"))\n"
    }
    for note in step.notes { out += "  Note over w: ! \(Self.escaped(note))\n" }
    for finding in step.findings {
      let over = finding.component.map { participant($0, into: &out) } ?? "w"
      let text = "audit: \(finding.kind.rawValue): \(finding.message)"
      out += "  Note over \(over): \(Self.escaped(text))\n"
    }
    return out + "  end\n"
  }

  func finish(findings: [AuditFinding]?) -> String { "" }

  /// The participant of `component` (`c2`), declared first if it is new.
  private mutating func participant(_ component: ComponentReference, into out: inout String)
    -> String
  {
    let id = "c\(component.number)"
    if declared.insert(component.number).inserted {
      // The type once: `screen (Container 1)`, or `FilmRow 2` when the name is the type's.
      let alias =
        component.name == component.typeName
        ? "\(component.typeName) \(component.number)"
        : "\(component.name) (\(component.typeName) \(component.number))"
      out += "  participant \(id) as \(Self.escaped(alias))\n"
    }
    return id
  }

  /// The component a containment or placement event comes from: the parent, the view's owner.
  private func source(of kind: LifecycleEvent.Kind) -> ComponentReference? {
    switch kind {
    case .willMove(let parent), .didMove(let parent): return parent
    case .viewAdded(let owner), .viewRemoved(let owner): return owner
    default: return nil
    }
  }

  /// `text` with the characters Mermaid reads as syntax in a message (`#`, `;`, `<`, `>` and
  /// line breaks) written as entity codes (`#35;`) or spaces.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "#": out += "#35;"
      case ";": out += "#59;"
      case "<": out += "#60;"
      case ">": out += "#62;"
      case "\n", "\r": out += " "
      default: out.append(character)
      }
    }
    return out
  }
}
