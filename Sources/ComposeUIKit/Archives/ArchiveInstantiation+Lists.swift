import Compose
import Foundation

extension ArchiveInstantiation {
  /// Sets what the archive stores for a table view: `rowHeight`, `estimatedRowHeight`,
  /// `sectionHeaderHeight` and `sectionFooterHeight` (`-1` is `UITableView.automaticDimension`),
  /// `separatorStyle`, `allowsSelection`, `allowsMultipleSelection` and
  /// `allowsMultipleSelectionDuringEditing`. Static cells (`dataMode="static"`) are reported:
  /// Compose makes only prototype cells, which a data source dequeues.
  mutating func applyTable(_ object: ArchiveObject, to table: UITableView) {
    if let height = object["rowHeight"].flatMap(Double.init) { table.rowHeight = height }
    if let height = object["estimatedRowHeight"].flatMap(Double.init) {
      table.estimatedRowHeight = height
    }
    if let height = object["sectionHeaderHeight"].flatMap(Double.init) {
      table.sectionHeaderHeight = height
    }
    if let height = object["sectionFooterHeight"].flatMap(Double.init) {
      table.sectionFooterHeight = height
    }
    switch object["separatorStyle"] {
    case "none": table.separatorStyle = .none
    case "singleLineEtched": table.separatorStyle = .singleLineEtched
    default: break
    }
    if object["allowsSelection"] == "NO" { table.allowsSelection = false }
    if object["allowsMultipleSelection"] == "YES" { table.allowsMultipleSelection = true }
    if object["allowsMultipleSelectionDuringEditing"] == "YES" {
      table.allowsMultipleSelectionDuringEditing = true
    }
    if object["dataMode"] == "static" {
      report(
        object,
        "static cells (dataMode=\"static\") are not made: Compose makes a table's prototype "
          + "cells only; give the table a data source")
    }
  }

  /// Makes a list's child that is not a subview: a table's prototype cell is registered (and
  /// made only when dequeued). Answers whether `child` was one.
  mutating func makeListChild(_ child: ArchiveObject, in instance: AnyObject) -> Bool {
    guard child.list == "prototypes", child.elementName == "tableViewCell",
      let tableView = instance as? UITableView
    else { return false }
    registerPrototype(child, in: tableView)
    return true
  }

  /// Registers the prototype cell `cell` under its reuse identifier, as UIKit does for a
  /// storyboard table's `<prototypes>`: each time the table needs a new cell of that
  /// identifier (its reuse queue is empty), the prototype is made anew from the archive, by
  /// `init(coder:)` of its class, with its subviews, its outlets connected and then
  /// `awakeFromNib()`; a reused cell is not made again (it gets `prepareForReuse()`).
  /// What the first cell made reports is recorded once in the archives in scope.
  private mutating func registerPrototype(_ cell: ArchiveObject, in tableView: UITableView) {
    guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
      report(cell, "a prototype cell with no reuseIdentifier cannot be dequeued; not registered")
      return
    }
    let archive = archive
    let table = table
    let prototypeMade = prototypeMade
    let archives = ComposeArchives.current ?? ComposeArchives()
    let reported = PrototypeReports()
    tableView.bridge.register(identifier) {
      var instantiation = ArchiveInstantiation(archive: archive, table: table)
      let made = instantiation.make(cell) as? UITableViewCell
      instantiation.connect([cell], owner: nil)
      for object in instantiation.order { Self.awake(object) }
      if !reported.done {
        reported.done = true
        for diagnostic in instantiation.diagnostics { archives.record(diagnostic) }
      }
      let result = made ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      prototypeMade?(result, instantiation.segueSources)
      return CellBox(facade: result, reuseIdentifier: identifier)
    }
  }

  /// Adds a cell's content view's subviews; those the cell names its `textLabel` or
  /// `detailTextLabel` (a built-in style's labels) are not made: their attributes are set on the
  /// cell's own labels.
  mutating func addCellContent(
    _ subviews: [ArchiveObject], of object: ArchiveObject, to cell: UITableViewCell
  ) {
    for subview in subviews {
      let label: UILabel? =
        if subview.id == object["textLabel"] {
          cell.textLabel
        } else if subview.id == object["detailTextLabel"] {
          cell.detailTextLabel
        } else {
          nil
        }
      guard let label else {
        addSubviews([subview], to: cell.contentView)
        continue
      }
      made[subview.id] = label
      order.append(label)
      apply(subview, to: label)
    }
  }
}

/// Whether a prototype's diagnostics were recorded (they are the same for every cell made).
@MainActor
final class PrototypeReports {
  var done = false
}

extension UITableViewCell {
  /// A cell's `style` as an archive spells it.
  static let archivedStyles: [String: CellStyle] = [
    "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
    "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
  ]
}
