import Compose

/// `scroll`: `list.scroll(to: offset)`, on a declared list or on the nested list of one of its
/// rows.
struct ScrollStep {
  var list: String
  var innerRow: Int?
  var offset: Double
}

extension ScrollStep: ScenarioAction {
  static let action = "scroll"
  static let keys = ["list", "inner-row", "offset"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    list = try context.component(object, "list", kind: "list")
    innerRow = try context.innerRow(object, list: list)
    offset = try object.required("offset").number(
      in: 0...1e9, "an offset in points, from 0 to 1000000000")
  }

  var fields: [String: JSONValue] {
    var fields: [String: JSONValue] = ["list": .string(list), "offset": .number(offset)]
    fields["inner-row"] = innerRow.map(JSONValue.integer)
    return fields
  }

  var title: String {
    "\(StepTitleFormat.list(list, innerRow: innerRow)).scroll(to: \(StepTitleFormat.number(offset)))"
  }

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
  var list: String
  var innerRow: Int?
  var row: Int
}

extension ScrollToRowStep: ScenarioAction {
  static let action = "scroll-to-row"
  static let keys = ["list", "inner-row", "row"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    list = try context.component(object, "list", kind: "list")
    innerRow = try context.innerRow(object, list: list)
    row = try context.row(object, list: list, innerRow: innerRow)
  }

  var fields: [String: JSONValue] {
    var fields: [String: JSONValue] = ["list": .string(list), "row": .integer(row)]
    fields["inner-row"] = innerRow.map(JSONValue.integer)
    return fields
  }

  var title: String {
    "\(StepTitleFormat.list(list, innerRow: innerRow)).scrollToRow(at: ListIndexPath(row: \(row), section: 0))"
  }

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
  var list: String
  var row: Int
}

extension SelectRowStep: ScenarioAction {
  static let action = "select-row"
  static let keys = ["list", "row"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    list = try context.component(object, "list", kind: "list")
    row = try context.row(object, list: list, innerRow: nil)
  }

  var fields: [String: JSONValue] { ["list": .string(list), "row": .integer(row)] }

  var title: String {
    "\(StepTitleFormat.name(list)).simulateTap(at: ListIndexPath(row: \(row), section: 0))"
  }

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
  var list: String
  var items: [Int]
}

extension ApplyStep: ScenarioAction {
  static let action = "apply"
  static let keys = ["list", "items"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    list = try context.component(object, "list", kind: "list")
    let itemsNode = try object.required("items")
    let nodes = try itemsNode.array()
    let maximum = Scenario.StepContext.maximumAppliedItems
    guard nodes.count <= maximum else { throw itemsNode.fail("at most \(maximum) items") }
    items = []
    for node in nodes { items.append(try node.integer(in: 0...Scenario.maximumRows)) }
    context.rowCounts[list] = items.count
  }

  var fields: [String: JSONValue] {
    ["list": .string(list), "items": .array(items.map(JSONValue.integer))]
  }

  var title: String {
    let shown = items.prefix(12).map(String.init).joined(separator: ", ")
    let more = items.count > 12 ? " /* \(items.count - 12) more */" : ""
    return "\(StepTitleFormat.name(list)).apply([\(shown)\(more)])"
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
