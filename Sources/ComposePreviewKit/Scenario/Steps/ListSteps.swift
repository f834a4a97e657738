import Compose

/// `scroll`: `list.scroll(to: offset)`, on a declared list or on the nested list of one of its
/// rows.
struct ScrollStep {
  var list = ""
  var innerRow: Int?
  var offset = 0.0
}

extension ScrollStep: ScenarioAction {
  static let action = "scroll"
  static let fields: [StepField<Self>] = [
    .component(
      "list", \.list, kind: "list",
      title: { StepTitleFormat.list($0.list, innerRow: $0.innerRow) }),
    .index(
      "inner-row", isRequired: false, documentation: "optional",
      read: { step, object, context throws(ScenarioError) in
        step.innerRow = try context.innerRow(object, list: step.list)
      }, write: { $0.innerRow.map(JSONValue.integer) },
      title: { $0.innerRow.map(String.init) ?? "" }),
    .number(
      "offset", \.offset, in: 0...1e9, "an offset in points, from 0 to 1000000000",
      documentation: "points, 0 to 10⁹", title: StepTitleFormat.number),
  ]
  static let call = "{list}.scroll(to: {offset})"
  static let summary =
    #"`list.scroll(to: offset)`; with `inner-row`, the nested list of the "#
    + #"row showing that item (a row whose component does not exist now prints "#
    + #"`! ...`)"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    guard let view = try runner.listView(list, innerRow: innerRow) else {
      return runner.noList(list, innerRow)
    }
    view.scroll(to: offset)
    return []
  }
}

/// `scroll-to-row`: `list.scrollToRow(at: ListIndexPath(row:section: 0))`.
struct ScrollToRowStep {
  var list = ""
  var innerRow: Int?
  var row = 0
}

extension ScrollToRowStep: ScenarioAction {
  static let action = "scroll-to-row"
  static let fields: [StepField<Self>] = [
    .component(
      "list", \.list, kind: "list",
      title: { StepTitleFormat.list($0.list, innerRow: $0.innerRow) }),
    .index(
      "inner-row", isRequired: false, documentation: "optional",
      read: { step, object, context throws(ScenarioError) in
        step.innerRow = try context.innerRow(object, list: step.list)
      }, write: { $0.innerRow.map(JSONValue.integer) },
      title: { $0.innerRow.map(String.init) ?? "" }),
    .index(
      "row", documentation: "a row of the list",
      read: { step, object, context throws(ScenarioError) in
        step.row = try context.row(object, list: step.list, innerRow: step.innerRow)
      }, write: { .integer($0.row) }, title: { "\($0.row)" }),
  ]
  static let call = "{list}.scrollToRow(at: ListIndexPath(row: {row}, section: 0))"
  static let summary =
    #"`list.scrollToRow(at: ListIndexPath(row: row, section: 0))`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    guard let view = try runner.listView(list, innerRow: innerRow) else {
      return runner.noList(list, innerRow)
    }
    view.scrollToRow(at: ListIndexPath(row: row, section: 0))
    return []
  }
}

/// `select-row`: `list.simulateTap(at: ListIndexPath(row:section: 0))`: the row is selected as a
/// user's tap selects it, so the list's delegate hears `didDeselectRowAt` and `didSelectRowAt`.
struct SelectRowStep {
  var list = ""
  var row = 0
}

extension SelectRowStep: ScenarioAction {
  static let action = "select-row"
  static let fields: [StepField<Self>] = [
    .component("list", \.list, kind: "list"),
    .index(
      "row", documentation: "a row of the list",
      read: { step, object, context throws(ScenarioError) in
        step.row = try context.row(object, list: step.list, innerRow: nil)
      }, write: { .integer($0.row) }, title: { "\($0.row)" }),
  ]
  static let call = "{list}.simulateTap(at: ListIndexPath(row: {row}, section: 0))"
  static let summary =
    #"`list.simulateTap(at: ListIndexPath(row: row, section: 0))`: selects "#
    + #"the row as a user's tap does (the list's delegate hears "#
    + #"`didDeselectRowAt` for the row that loses the selection, then "#
    + #"`didSelectRowAt`); the tree shows `selected` on the row's line while "#
    + #"it is displayed"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    guard let view = try runner.listView(list, innerRow: nil) else {
      return runner.noList(list, nil)
    }
    view.simulateTap(at: ListIndexPath(row: row, section: 0))
    return []
  }
}

/// `apply`: the list's adapter applies the item list `items` (item identifiers) with a keyed
/// diff.
struct ApplyStep {
  var list = ""
  var items: [Int] = []
}

extension ApplyStep: ScenarioAction {
  static let action = "apply"
  static let fields: [StepField<Self>] = [
    .component("list", \.list, kind: "list"),
    .items("items", \.items),
  ]
  static let call = "{list}.apply({items})"
  static let summary =
    #"The adapter's `apply(_:)` with those items (a keyed diff: moved rows "#
    + #"keep cell and component, new ones are inserted, missing ones deleted)"#

  /// The list has the applied rows for the steps after it.
  static func check(
    _ step: ApplyStep, _ object: ScenarioReader.Object, in context: inout Scenario.StepContext
  ) throws(ScenarioError) {
    context.rowCounts[step.list] = step.items.count
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(list, as: ListComponent.self).list.apply(items)
    return []
  }

  @MainActor
  func diffedItems(on runner: ScenarioRunner) -> Int {
    guard let hosted = try? runner.component(list, as: ListComponent.self).list,
      hosted.adapter != nil
    else { return 0 }
    return hosted.itemCount + items.count
  }
}

extension ScenarioRunner {
  /// The declared list `name`, or the nested list of its row for item `innerRow` (when that row's
  /// component exists: displayed or cached).
  fileprivate func listView(_ name: String, innerRow: Int?) throws(Refusal) -> ListView? {
    let list = try component(name, as: ListComponent.self)
    guard let innerRow else { return list.list.view }
    let item = ScenarioItem(id: "\(innerRow)")
    return list.list.adapter?.component(for: item)?.nested?.view
  }

  fileprivate func noList(_ name: String, _ innerRow: Int?) -> [String] {
    ["the row \(innerRow.map(String.init) ?? "") of \(name) has no component now (not displayed)"]
  }
}

extension ScenarioStep {
  /// `list.scroll(to: offset)` (UIKit: setting `contentOffset`), on the declared list `list` or,
  /// with `innerRow`, on the nested list of its row for that item.
  public static func scroll(list: String, innerRow: Int?, offset: Double) -> ScenarioStep {
    ScenarioStep(ScrollStep(list: list, innerRow: innerRow, offset: offset))
  }

  /// `list.scrollToRow(at: ListIndexPath(row: row, section: 0))` (UIKit's
  /// `scrollToRow(at:at:animated:)`), on the declared list or the nested list of row `innerRow`.
  public static func scrollToRow(list: String, innerRow: Int?, row: Int) -> ScenarioStep {
    ScenarioStep(ScrollToRowStep(list: list, innerRow: innerRow, row: row))
  }

  /// `list.simulateTap(at: ListIndexPath(row: row, section: 0))`: the row is selected as a user's
  /// tap selects it, so the list's delegate hears `didDeselectRowAt` and `didSelectRowAt`.
  public static func selectRow(list: String, row: Int) -> ScenarioStep {
    ScenarioStep(SelectRowStep(list: list, row: row))
  }

  /// The list's adapter applies the item list `items` (item identifiers) with a keyed diff
  /// (UIKit: `UITableViewDiffableDataSource.apply(_:)`).
  public static func apply(list: String, items: [Int]) -> ScenarioStep {
    ScenarioStep(ApplyStep(list: list, items: items))
  }
}
