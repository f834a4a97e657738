import Compose
import Foundation

extension ArchiveInstantiation {
  /// Sets what the archive stores for a table view: `rowHeight`, `estimatedRowHeight`,
  /// `sectionHeaderHeight` and `sectionFooterHeight` (`-1` is `UITableView.automaticDimension`),
  /// `separatorStyle`, `allowsSelection`, `allowsMultipleSelection` and
  /// `allowsMultipleSelectionDuringEditing`. A table with static cells (`dataMode="static"`)
  /// gets its sections, whose cells are made with it (``makeStaticSection(_:in:)``).
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
    if object["dataMode"] == "static" { table.staticSections = [] }
  }

  /// Makes a list's child that is not a subview: a table's or a collection view's prototype
  /// cell and a collection view's section header and footer (`sectionHeaderView`,
  /// `sectionFooterView`) are registered (and made only when dequeued). Answers whether `child`
  /// was one.
  mutating func makeListChild(_ child: ArchiveObject, in instance: AnyObject) -> Bool {
    if child.list == "prototypes", child.elementName == "tableViewCell",
      let tableView = instance as? UITableView
    {
      registerPrototype(child, in: tableView)
      return true
    }
    if child.list == "sections", child.elementName == "tableViewSection",
      let tableView = instance as? UITableView
    {
      makeStaticSection(child, in: tableView)
      return true
    }
    guard let collectionView = instance as? UICollectionView else { return false }
    // The flow layout was made by the collection view's init(coder:).
    if child.key == "collectionViewLayout", child.elementName == "collectionViewFlowLayout" {
      return true
    }
    if child.elementName == "collectionReusableView",
      let kind = [
        "sectionHeaderView": UICollectionView.elementKindSectionHeader,
        "sectionFooterView": UICollectionView.elementKindSectionFooter,
      ][child.key ?? ""]
    {
      guard let identifier = child["reuseIdentifier"], !identifier.isEmpty else {
        report(child, "a section header or footer with no reuseIdentifier; not registered")
        return true
      }
      // Made anew from the archive for each view dequeued, as a prototype cell is.
      let make = prototypeFactory(child)
      collectionView.registerSupplementary(
        { make() as? UICollectionReusableView ?? .init(composeReuseIdentifier: identifier) },
        ofKind: kind, withReuseIdentifier: identifier)
      return true
    }
    guard child.list == "cells", child.elementName == "collectionViewCell" else { return false }
    guard let identifier = child["reuseIdentifier"], !identifier.isEmpty else {
      report(child, "a prototype cell with no reuseIdentifier cannot be dequeued; not registered")
      return true
    }
    let make = prototypeFactory(child)
    collectionView.bridge.register(identifier) { [weak collectionView] in
      let cell = make() as? UICollectionViewCell
      // A prototype's selection segue runs from the scene's view controller.
      if let cell { collectionView?.registerArchiveSegues(of: cell, prototype: child) }
      return cell ?? UICollectionViewCell(composeReuseIdentifier: identifier)
    }
    return true
  }

  /// Makes the cells of a static table's `section` now, as UIKit makes them with the table
  /// (their outlets are connected with the scene's, and a cell's segues run on the selection of
  /// its row), and adds the section to the table's static sections. A table whose `dataMode`
  /// is not `static` gets its sections reported: UIKit reads them only for static tables.
  private mutating func makeStaticSection(_ section: ArchiveObject, in tableView: UITableView) {
    guard tableView.staticSections != nil else {
      report(section, "a section of a table whose dataMode is not static; its cells are not made")
      return
    }
    var cells: [UITableViewCell] = []
    for child in section.children {
      guard child.list == "cells", child.elementName == "tableViewCell" else {
        report(child, "not a cell of a static section; not made")
        continue
      }
      if let cell = make(child) as? UITableViewCell { cells.append(cell) }
    }
    tableView.staticSections?.append(
      StaticTableSection(
        headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells))
  }

  /// Makes `prototype` anew from the archive, as a nib is loaded: `init(coder:)`, subviews,
  /// outlets, then `awakeFromNib()` on each object; what the first one made reports is recorded
  /// once in the archives in scope.
  private func prototypeFactory(_ prototype: ArchiveObject) -> @MainActor () -> AnyObject? {
    let archive = archive
    let table = table
    let archives = ComposeArchives.current ?? ComposeArchives()
    let reported = PrototypeReports()
    return {
      var instantiation = ArchiveInstantiation(archive: archive, table: table)
      let made = instantiation.make(prototype)
      instantiation.connect([prototype], owner: nil)
      for object in instantiation.order { Self.awake(object) }
      if !reported.done {
        reported.done = true
        for diagnostic in instantiation.diagnostics { archives.record(diagnostic) }
      }
      return made
    }
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
    let make = prototypeFactory(cell)
    tableView.bridge.register(identifier) { [weak tableView] in
      let made = make() as? UITableViewCell
      // A prototype's selection segue runs from the scene's view controller.
      if let made { tableView?.registerArchiveSegues(of: made, prototype: cell) }
      let result = made ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      return result
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

extension UICollectionViewFlowLayout {
  /// Sets what a `collectionViewFlowLayout` element stores.
  func applyArchive(_ object: ArchiveObject) {
    if object["scrollDirection"] == "horizontal" { scrollDirection = .horizontal }
    if let spacing = object["minimumLineSpacing"].flatMap(Double.init) {
      minimumLineSpacing = spacing
    }
    if let spacing = object["minimumInteritemSpacing"].flatMap(Double.init) {
      minimumInteritemSpacing = spacing
    }
    func size(_ key: String) -> CGSize? {
      guard let node = object.value(key), let width = node["width"].flatMap(Double.init),
        let height = node["height"].flatMap(Double.init)
      else { return nil }
      return CGSize(width: width, height: height)
    }
    if let size = size("itemSize") { itemSize = size }
    if let size = size("estimatedItemSize") { estimatedItemSize = size }
    if let size = size("headerReferenceSize") { headerReferenceSize = size }
    if let size = size("footerReferenceSize") { footerReferenceSize = size }
    if let inset = object.value("sectionInset") {
      func number(_ name: String) -> CGFloat { inset[name].flatMap(Double.init) ?? 0 }
      sectionInset = UIEdgeInsets(
        top: number("minY"), left: number("minX"), bottom: number("maxY"), right: number("maxX"))
    }
  }
}

extension UITableViewCell {
  /// A cell's `style` as an archive spells it.
  static let archivedStyles: [String: CellStyle] = [
    "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
    "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
  ]
}
