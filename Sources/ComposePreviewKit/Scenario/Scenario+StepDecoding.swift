extension Scenario {
  /// The actions a step can name, in the order the documentation lists them.
  static let actions = [
    "set-root", "show-window", "hide-window", "embed", "unembed", "add-child",
    "remove-from-parent", "transition", "begin-interactive-transition",
    "update-interactive-transition", "finish-interactive-transition",
    "cancel-interactive-transition", "advance", "run-until-idle", "begin-appearance-transition",
    "end-appearance-transition", "push", "pop", "tap-back", "present", "dismiss", "scroll",
    "scroll-to-row", "select-row", "select-tab", "set-state", "apply", "begin-interactive-pop",
    "finish-interactive-pop", "cancel-interactive-pop",
  ]

  /// Reads steps, checking their names against the declared components and the order of the
  /// interactive transitions.
  struct StepContext {
    /// Declared names and where they were declared.
    var names: [String: String]
    /// Declared kinds by name.
    var kinds: [String: ComponentKind] = [:]
    /// The number of declared children by name (the tabs of a `tabs` component).
    var childCounts: [String: Int] = [:]
    /// The rows of each declared list after the steps read so far (`apply` changes them).
    var rowCounts: [String: Int] = [:]
    /// The containers with an interactive transition begun and not yet finished or cancelled.
    var interacting: Set<String> = []

    mutating func step(_ node: ScenarioReader.Node) throws(ScenarioError) -> StepDeclaration {
      guard case .object(let members) = node.value.kind else {
        throw node.fail("expected an object, found \(node.value.typeDescription)")
      }
      guard let actionMember = members.first(where: { $0.key == "action" }) else {
        throw node.fail("missing key \"action\"")
      }
      let actionNode = ScenarioReader.Node(
        value: actionMember.value, path: ScenarioReader.Node.join(node.path, "action"))
      let action = try actionNode.string()
      guard Scenario.actions.contains(action) else {
        throw actionNode.fail(
          "unknown action \(action.messageQuoted) (see docs/Scenarios.md for the list)")
      }
      let object = try node.object(allowing: ["action", "note"] + Self.keys(of: action))
      let note = try object.optional("note")?.string()
      return StepDeclaration(try self.step(action, object), note: note)
    }

    private static func keys(of action: String) -> [String] {
      switch action {
      case "set-root", "unembed", "remove-from-parent", "end-appearance-transition":
        return ["component"]
      case "embed", "add-child": return ["child", "parent"]
      case "transition": return ["parent", "from", "to", "duration"]
      case "begin-interactive-transition": return ["parent", "from", "to"]
      case "update-interactive-transition": return ["parent", "progress"]
      case "finish-interactive-transition", "cancel-interactive-transition":
        return ["parent", "after"]
      case "advance": return ["by"]
      case "begin-appearance-transition": return ["component", "appearing", "animated"]
      default: return containerKeys(of: action)
      }
    }

    func component(_ object: ScenarioReader.Object, _ key: String) throws(ScenarioError)
      -> String
    {
      let node = try object.required(key)
      let name = try node.string()
      guard names[name] != nil else {
        throw node.fail("no component is named \(name.messageQuoted)")
      }
      return name
    }

    private mutating func step(_ action: String, _ object: ScenarioReader.Object)
      throws(ScenarioError) -> ScenarioStep
    {
      switch action {
      case "set-root": return .setRoot(try component(object, "component"))
      case "show-window": return .showWindow
      case "hide-window": return .hideWindow
      case "embed":
        return .embed(
          child: try component(object, "child"), parent: try component(object, "parent"))
      case "unembed": return .unembed(try component(object, "component"))
      case "add-child":
        return .addChild(
          child: try component(object, "child"), parent: try component(object, "parent"))
      case "remove-from-parent": return .removeFromParent(try component(object, "component"))
      case "transition":
        return .transition(
          parent: try component(object, "parent"), from: try component(object, "from"),
          to: try component(object, "to"),
          duration: try object.optional("duration")?.duration() ?? .zero)
      case "begin-interactive-transition":
        let parent = try component(object, "parent")
        let step = ScenarioStep.beginInteractiveTransition(
          parent: parent, from: try component(object, "from"), to: try component(object, "to"))
        interacting.insert(parent)
        return step
      case "update-interactive-transition":
        let parent = try interactingParent(object)
        let progress = try object.required("progress").number(in: 0...1, "a number from 0 to 1")
        return .updateInteractiveTransition(parent: parent, progress: progress)
      case "finish-interactive-transition", "cancel-interactive-transition":
        let parent = try interactingParent(object)
        let after = try object.optional("after")?.duration() ?? .zero
        interacting.remove(parent)
        return action == "finish-interactive-transition"
          ? .finishInteractiveTransition(parent: parent, after: after)
          : .cancelInteractiveTransition(parent: parent, after: after)
      case "advance": return .advance(try object.required("by").duration())
      case "run-until-idle": return .runUntilIdle
      case "begin-appearance-transition":
        return .beginAppearanceTransition(
          try component(object, "component"),
          appearing: try object.required("appearing").bool(),
          animated: try object.optional("animated")?.bool() ?? false)
      case "end-appearance-transition":
        return .endAppearanceTransition(try component(object, "component"))
      default:
        return try containerStep(action, object)
      }
    }

    func interactingParent(_ object: ScenarioReader.Object, key: String = "parent")
      throws(ScenarioError) -> String
    {
      let parent = try component(object, key)
      guard interacting.contains(parent) else {
        throw try object.required(key).fail(
          "no interactive transition was begun on \(parent.messageQuoted) by an earlier step")
      }
      return parent
    }
  }
}
