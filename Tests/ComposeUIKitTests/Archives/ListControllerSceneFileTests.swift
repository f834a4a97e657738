import Compose
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// Table and collection view controller scenes of the app's storyboard file (Settings.storyboard,
// see SettingsStoryboardArchives.swift), made as UIKit makes them. Apple's UITableViewController
// documentation: "If a nib file is specified via the init(nibName:bundle:) method (which is
// declared by the superclass UIViewController), UITableViewController loads the table view
// archived in the nib file"; a storyboard scene's controller is made by init(coder:) and its
// view is the scene's table, whose dataSource and delegate outlets Interface Builder connects to
// the controller.

@MainActor
@Suite struct ListControllerSceneFileTests {
  @Test func aTableViewControllerSceneIsMadeByInitCoderWithTheScenesTableAsItsView() throws {
    let archives = ComposeArchives()
    let made = archives.run {
      UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Feed")
    }
    let feed = try #require(made as? NewsFeedViewController)
    #expect(!feed.isViewLoaded)
    let table = try #require(feed.tableView)
    #expect(table.style == .grouped)
    #expect(table.rowHeight == 64)
    #expect(table.dataSource === feed)
    #expect(table.delegate === feed)
    let audit = WindowAudit.showing(feed)
    let cells = table.visibleCells.compactMap { $0 as? NewsPostCell }
    #expect(cells.count == 3)
    #expect(cells.map { $0.titleLabel?.text } == ["First post", "Second post", "Third post"])
    #expect(archives.diagnostics.filter { $0.message.contains("returned nil") }.isEmpty)
    audit.finish()
  }

  @Test func aTableViewControllerSceneMadeByACreatorHasTheScenesTable() throws {
    let storyboard = UIStoryboard(name: "Settings", bundle: nil)
    let feed = storyboard.instantiateViewController(identifier: "Feed") { coder in
      NewsFeedViewController(coder: coder)
    }
    #expect(feed.tableView.rowHeight == 64)
    #expect(feed.storyboard === storyboard)
  }

  @Test func aCollectionViewControllerSceneHasTheScenesCollectionViewLayoutAndPrototypes() throws {
    let gallery = try #require(
      UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(
        withIdentifier: "Gallery") as? PhotoGridViewController)
    let collectionView = try #require(gallery.collectionView)
    #expect(collectionView.dataSource === gallery)
    let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.itemSize == CGSize(width: 120, height: 120))
    #expect(gallery.collectionViewLayout === layout)
    let audit = WindowAudit.showing(gallery)
    #expect(collectionView.visibleCells.count == 6)
    #expect(collectionView.visibleCells.allSatisfy { $0.reuseIdentifier == "Photo" })
    audit.finish()
  }

  @Test func aTableViewControllerMadeInCodeStillMakesItsOwnTable() {
    let controller = UITableViewController(style: .insetGrouped)
    #expect(controller.tableView.style == .insetGrouped)
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.numberOfSections(in: controller.tableView) == 1)
    #expect(controller.tableView(controller.tableView, numberOfRowsInSection: 0) == 0)
  }
}
