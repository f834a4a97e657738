import Compose

extension JSONReport {
  /// One lifecycle event as fields: the component, the hook (`event`, the name of the
  /// `LifecycleEvent.Kind` case), its arguments by label, and the time in seconds.
  ///
  /// ```json
  /// {"component": {"name": "header", "number": 2, "type": "Component"},
  ///  "hook": "willMove", "arguments": {"toParent": {"name": "screen", "number": 1, ...}},
  ///  "time": 0}
  /// ```
  ///
  /// Arguments: `animated` (a boolean) for the appearance callbacks; `toParent` for `willMove`
  /// and `didMove`, `toViewOf` for `viewAdded` and `fromViewOf` for `viewRemoved` (a component,
  /// or `null`); `cell` (`{"number", "reuseIdentifier"}`), `indexPath` (`{"section", "row"}`)
  /// and `recycled` for the list events; `from` and `to` (state names) for `stateChanged`. An
  /// event without arguments has `"arguments": {}`.
  static func event(_ event: LifecycleEvent) -> JSONOutput {
    let (name, arguments) = hook(event.kind)
    return .object([
      "component": reference(event.component),
      "hook": .string(name),
      "arguments": .object(arguments),
      "time": seconds(event.time),
    ])
  }

  /// `{"name": "header", "number": 2, "type": "Component"}`.
  static func reference(_ reference: ComponentReference) -> JSONOutput {
    .object([
      "number": .int(reference.number), "type": .string(reference.typeName),
      "name": .string(reference.name),
    ])
  }

  private static func reference(_ reference: ComponentReference?) -> JSONOutput {
    reference.map { self.reference($0) } ?? .null
  }

  private static func cell(_ cell: CellReference) -> JSONOutput {
    .object(["number": .int(cell.number), "reuseIdentifier": .string(cell.reuseIdentifier)])
  }

  private static func indexPath(_ indexPath: ListIndexPath) -> JSONOutput {
    .object(["section": .int(indexPath.section), "row": .int(indexPath.row)])
  }

  /// The hook's name and its arguments.
  private static func hook(_ kind: LifecycleEvent.Kind) -> (String, [String: JSONOutput]) {
    switch kind {
    case .loadView: return ("loadView", [:])
    case .viewDidLoad: return ("viewDidLoad", [:])
    case .willMove(let parent): return ("willMove", ["toParent": reference(parent)])
    case .didMove(let parent): return ("didMove", ["toParent": reference(parent)])
    case .viewWillAppear(let animated): return ("viewWillAppear", ["animated": .bool(animated)])
    case .viewIsAppearing(let animated): return ("viewIsAppearing", ["animated": .bool(animated)])
    case .viewDidAppear(let animated): return ("viewDidAppear", ["animated": .bool(animated)])
    case .viewWillDisappear(let animated):
      return ("viewWillDisappear", ["animated": .bool(animated)])
    case .viewDidDisappear(let animated): return ("viewDidDisappear", ["animated": .bool(animated)])
    case .viewAdded(let owner): return ("viewAdded", ["toViewOf": reference(owner)])
    case .viewRemoved(let owner): return ("viewRemoved", ["fromViewOf": reference(owner)])
    case .viewWillLayoutSubviews: return ("viewWillLayoutSubviews", [:])
    case .viewDidLayoutSubviews: return ("viewDidLayoutSubviews", [:])
    case .cellDequeued(let cell, let indexPath, let recycled):
      return (
        "cellDequeued",
        [
          "cell": self.cell(cell), "indexPath": self.indexPath(indexPath),
          "recycled": .bool(recycled),
        ]
      )
    case .cellPreparedForReuse(let cell): return ("cellPreparedForReuse", ["cell": self.cell(cell)])
    case .cellWillDisplay(let cell, let indexPath):
      return ("cellWillDisplay", ["cell": self.cell(cell), "indexPath": self.indexPath(indexPath)])
    case .cellDidEndDisplaying(let cell, let indexPath):
      return (
        "cellDidEndDisplaying", ["cell": self.cell(cell), "indexPath": self.indexPath(indexPath)]
      )
    case .stateChanged(let from, let to):
      return ("stateChanged", ["from": .string(from), "to": .string(to)])
    case .activationStateChanged(let from, let to):
      return (
        "activationStateChanged", ["from": .string(from.rawValue), "to": .string(to.rawValue)]
      )
    case .didReceiveMemoryWarning: return ("didReceiveMemoryWarning", [:])
    case .willTransition(let traits):
      return ("willTransition", ["toTraits": .string(traits.description)])
    case .viewWillTransition(let size):
      return ("viewWillTransition", ["toSize": .string(size.description)])
    case .traitsDidChange(let from, let to):
      return ("traitsDidChange", ["changes": .array(to.changes(from: from).map { .string($0) })])
    }
  }
}

extension JSONReport {
  /// One audit finding as fields: `{"kind": "orphanView", "component": {...} or null,
  /// "path": "Root(\"root\")/Row(\"a\")", "message": "...", "events": [...]}`, the events being
  /// the component's recent ones, oldest first.
  static func finding(_ finding: AuditFinding) -> JSONOutput {
    .object([
      "kind": .string(finding.kind.rawValue),
      "component": finding.component.map { reference($0) } ?? .null,
      "path": .string(finding.path),
      "message": .string(finding.message),
      "events": .array(finding.events.map(event)),
    ])
  }
}
