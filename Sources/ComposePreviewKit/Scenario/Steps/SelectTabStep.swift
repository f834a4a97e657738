import Compose

/// `select-tab`: `tabs.select(index)`.
struct SelectTabStep {
  var tabs = ""
  var index = 0
}

extension SelectTabStep: ScenarioAction {
  static let action = "select-tab"
  static let fields: [StepField<Self>] = [
    .component("tabs", \.tabs, kind: "tabs"),
    .index(
      "index", documentation: "an index of the tabs",
      read: { step, object, context throws(ScenarioError) in
        let node = try object.required("index")
        let count = context.childCounts[step.tabs] ?? 0
        guard count > 0 else { throw node.fail("\(step.tabs.messageQuoted) has no tabs") }
        step.index = try node.integer(in: 0...(count - 1))
      }, write: { .integer($0.index) }, title: { "\($0.index)" }),
  ]
  static let call = "{tabs}.select({index})"
  static let summary =
    #"`tabs.select(index)`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(tabs, as: TabContainer.self).select(index)
    return []
  }
}

extension ScenarioStep {
  /// `tabs.select(index)`: the tab at `index` becomes the selected one (UIKit's
  /// `selectedIndex`).
  public static func selectTab(tabs: String, index: Int) -> ScenarioStep {
    ScenarioStep(SelectTabStep(tabs: tabs, index: index))
  }
}
