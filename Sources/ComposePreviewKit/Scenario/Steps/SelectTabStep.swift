import Compose

/// `select-tab`: `tabs.select(index)`.
struct SelectTabStep {
  var tabs: String
  var index: Int
}

extension SelectTabStep: ScenarioAction {
  static let action = "select-tab"
  static let keys = ["tabs", "index"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    tabs = try context.component(object, "tabs", kind: "tabs")
    let node = try object.required("index")
    let count = context.childCounts[tabs] ?? 0
    guard count > 0 else { throw node.fail("\(tabs.messageQuoted) has no tabs") }
    index = try node.integer(in: 0...(count - 1))
  }

  var fields: [String: JSONValue] { ["tabs": .string(tabs), "index": .integer(index)] }

  var title: String { "\(StepTitleFormat.name(tabs)).select(\(index))" }

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
