import Compose
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// A storyboard table view and its prototype cells (Shelves.storyboard, see
// ArchiveListsArchives.swift). Apple's documentation of
// `dequeueReusableCell(withIdentifier:for:)`: "When creating new cells from a storyboard or nib
// file, this method initializes the cell using its init(coder:) method … If an existing cell is
// available for reuse, this method calls the cell's prepareForReuse() method instead." Of
// `awakeFromNib()`: sent "only after all the objects in the archive have been loaded and
// initialized", when the object "is guaranteed to have all its outlet and action connections
// already established".

@MainActor
@Suite struct ArchiveListsTests {
  private func shelves() throws -> (LibraryShelvesViewController, WindowAudit) {
    let controller = try #require(
      UIStoryboard(name: "Shelves", bundle: nil).instantiateViewController(
        withIdentifier: "Shelves") as? LibraryShelvesViewController)
    let audit = WindowAudit.showing(controller)
    controller.view.layoutIfNeeded()
    return (controller, audit)
  }

  @Test func aStoryboardTableViewHasTheArchivesStyleHeightsAndSelection() throws {
    let (controller, audit) = try shelves()
    let table = try #require(controller.tableView)
    #expect(table.style == .insetGrouped)
    #expect(table.rowHeight == 60)
    #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    #expect(table.sectionHeaderHeight == 18)
    #expect(table.separatorStyle == .none)
    #expect(table.allowsMultipleSelection)
    #expect(table.frame == CGRect(x: 0, y: 0, width: 393, height: 600))
    #expect(table.dataSource === controller)
    audit.finish()
  }

  @Test func eachNewPrototypeCellIsMadeFromTheArchiveWithOutletsSetBeforeAwakeFromNib() throws {
    let (controller, audit) = try shelves()
    let cells = controller.dequeued.compactMap { $0 as? LibraryShelfCell }
    // 600 points of 60-point rows: rows 1 to 9 are shelves, each a new cell.
    #expect(cells.count == 9)
    #expect(Set(cells.map(ObjectIdentifier.init)).count == 9)
    for cell in cells {
      #expect(cell.log == ["init(coder:)", "awakeFromNib (name Shelf, count 0)"])
      #expect(cell.nameLabel.superview === cell.contentView)
      #expect(cell.countLabel.superview === cell.contentView)
      #expect(cell.reuseIdentifier == "Shelf")
      #expect(cell.accessoryType == .disclosureIndicator)
      #expect(cell.selectionStyle == .none)
    }
    #expect(cells[0].nameLabel !== cells[1].nameLabel)
    audit.finish()
  }

  @Test func aReusedPrototypeCellIsNotMadeAgainButPreparedForReuse() throws {
    let (controller, audit) = try shelves()
    let table = try #require(controller.tableView)
    let made = Set(controller.dequeued.map(ObjectIdentifier.init))
    table.contentOffset = CGPoint(x: 0, y: 600)
    let later = controller.dequeued.suffix(from: made.count).compactMap { $0 as? LibraryShelfCell }
    #expect(!later.isEmpty)
    let reused = later.filter { made.contains(ObjectIdentifier($0)) }
    #expect(!reused.isEmpty)
    for cell in reused {
      #expect(cell.log.filter { $0 == "init(coder:)" }.count == 1)
      #expect(cell.log.filter { $0.hasPrefix("awakeFromNib") }.count == 1)
      #expect(cell.log.last == "prepareForReuse")
    }
    audit.finish()
  }

  @Test func aStoryboardCollectionViewHasItsFlowLayoutAndMakesPrototypeCellsWithOutlets() throws {
    let controller = try #require(
      UIStoryboard(name: "Shelves", bundle: nil).instantiateViewController(
        withIdentifier: "Covers") as? LibraryCoversViewController)
    let audit = WindowAudit.showing(controller)
    controller.view.layoutIfNeeded()
    let collection = try #require(controller.collectionView)
    let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.scrollDirection == .horizontal)
    #expect(layout.itemSize == CGSize(width: 120, height: 180))
    #expect(layout.minimumLineSpacing == 12)
    #expect(layout.minimumInteritemSpacing == 8)
    #expect(layout.sectionInset == UIEdgeInsets(top: 4, left: 16, bottom: 8, right: 20))
    let cells = controller.dequeued.compactMap { $0 as? LibraryCoverCell }
    #expect(!cells.isEmpty)
    #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count)
    for cell in cells {
      #expect(cell.log == ["awakeFromNib (title Cover)"])
      #expect(cell.titleLabel.superview === cell.contentView)
      #expect(cell.reuseIdentifier == "Cover")
    }
    audit.finish()
  }

  // Runtime attributes are set through key-value coding while the nib loads, before
  // `awakeFromNib()` (which can then read them), numbers, sizes and points alike; a key path
  // nothing can set and a type not modelled (a range) are reported at the attribute's line,
  // with the object's identifier.
  @Test func runtimeAttributesAreSetBeforeAwakeFromNibAndAnUnknownKeyPathIsReported() throws {
    let archives = ComposeArchives()
    let (controller, window) = try archives.run { try shelves() }
    let cell = try #require(controller.dequeued.compactMap { $0 as? LibraryShelfCell }.first)
    #expect(cell.shelfTitle == "Fiction")
    #expect(cell.layer.cornerRadius == 8)
    #expect(cell.atAwake?.title == "Fiction")
    #expect(cell.atAwake?.cornerRadius == 8)
    #expect(cell.layer.shadowOpacity == 0.5)
    #expect(cell.layer.shadowOffset == CGSize(width: 0, height: 2))
    #expect(cell.badgeOffset == CGPoint(x: 4, y: -2))
    let range = archives.diagnostics.filter { $0.message.contains("\"highlightedRange\"") }
    #expect(range.count == 1)
    #expect(range.first?.message.contains("of type \"range\"") == true)
    let reported = archives.diagnostics.filter { $0.message.contains("layer.speed") }
    #expect(reported.count == 1)
    #expect(reported.first?.message.contains("id=\"lib-cl-001\"") == true)
    #expect(
      reported.first?.path.hasPrefix("ComposeUIKitTests/Base.lproj/Shelves.storyboard:") == true)
    withExtendedLifetime(window) {}
  }

  @Test func aBuiltInStylePrototypeHasItsLabelsAsTextLabelAndDetailTextLabel() throws {
    let (controller, audit) = try shelves()
    let cell = try #require(controller.dequeued.first { $0.reuseIdentifier == "Detail" })
    #expect(type(of: cell) == UITableViewCell.self)
    #expect(cell.textLabel?.text == "All books")
    #expect(cell.detailTextLabel?.text == "Every shelf")
    #expect(cell.accessoryType == .checkmark)
    // The labels are the cell's own, not two more subviews of its content view.
    #expect(cell.contentView.subviews.filter { $0 is UILabel }.count == 2)
    audit.finish()
  }
}
