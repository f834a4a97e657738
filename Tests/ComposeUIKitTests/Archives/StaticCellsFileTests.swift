import Compose
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// A storyboard table with static cells (Settings.storyboard, see SettingsStoryboardArchives.swift):
// "static cells ... are only valid when in a UITableViewController instance" (Interface Builder's
// error for a static table elsewhere), the table view controller answers the table's data source
// from the storyboard's sections, and a subclass that overrides a data source method and calls
// super gets the storyboard's answer ("override tableView(_:numberOfRowsInSection:) ... return
// super.tableView(tableView, numberOfRowsInSection: section)" is how apps hide static rows). The
// cells are made with the table, so outlets to them and to their subviews are connected before
// viewDidLoad, as every outlet of a scene is.

@MainActor
@Suite struct StaticCellsFileTests {
  private func settings() throws -> (UINavigationController, AccountSettingsViewController) {
    let navigation = try #require(
      UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()
        as? UINavigationController)
    let settings = try #require(navigation.topViewController as? AccountSettingsViewController)
    return (navigation, settings)
  }

  @Test func staticCellsAreMadeWithTheTableAndTheirOutletsConnectedBeforeViewDidLoad() throws {
    let (_, settings) = try settings()
    settings.loadViewIfNeeded()
    #expect(
      settings.log == [
        "init(coder:)", "awakeFromNib (view loaded: false)",
        "viewDidLoad (switch on, profile cell Profile)",
      ])
    #expect(settings.notificationsSwitch.superview === settings.tableView.staticCellContent(0, 1))
  }

  @Test func aStaticTableAnswersItsSectionsRowsAndTitlesFromTheStoryboard() throws {
    let archives = ComposeArchives()
    let (navigation, settings) = try archives.run { try self.settings() }
    let audit = WindowAudit.showing(navigation)
    let table = try #require(settings.tableView)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(settings.tableView(table, titleForHeaderInSection: 0) == "Account")
    #expect(settings.tableView(table, titleForFooterInSection: 0) == nil)
    #expect(settings.tableView(table, titleForHeaderInSection: 1) == "About")
    #expect(settings.tableView(table, titleForFooterInSection: 1) == "Version 1.0")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === settings.profileCell)
    #expect(settings.profileCell.accessoryType == .disclosureIndicator)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Licenses")
    #expect(table.visibleCells.count == 4)
    // A section or row the storyboard does not have is no cell and no trap.
    #expect(settings.tableView(table, titleForHeaderInSection: 7) == nil)
    #expect(settings.tableView(table, numberOfRowsInSection: 7) == 0)
    #expect(archives.diagnostics.filter { $0.message.contains("static") }.isEmpty)
    audit.finish()
  }

  @Test func aSubclassAnsweringFewerRowsThanTheStoryboardHidesTheStaticRowsAfter() throws {
    let (navigation, settings) = try settings()
    settings.showsNotifications = false
    let audit = WindowAudit.showing(navigation)
    let table = try #require(settings.tableView)
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.visibleCells.count == 3)
    #expect(
      !table.visibleCells.contains { $0 === settings.notificationsSwitch.superview?.superview })
    audit.finish()
  }

  @Test func reloadingAStaticTableShowsTheSameCellsAgain() throws {
    let (navigation, settings) = try settings()
    let audit = WindowAudit.showing(navigation)
    let table = try #require(settings.tableView)
    let before = table.visibleCells
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 4)
    #expect(zip(before, table.visibleCells).allSatisfy { $0 === $1 })
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === settings.profileCell)
    audit.finish()
  }

  @Test func selectingAStaticCellPerformsItsSegueWithTheCellAsSenderThenTellsTheDelegate() throws {
    let (navigation, settings) = try settings()
    let audit = WindowAudit.showing(navigation)
    let window = audit.window
    settings.log.removeAll()
    settings.tableView.composeTapRow(at: IndexPath(row: 0, section: 0))
    window.finishAnimations()
    #expect(
      settings.log == [
        "prepare(showProfile, sender is the profile cell: true)", "didSelectRowAt 0.0",
      ])
    #expect(navigation.topViewController is AccountProfileViewController)
    #expect(navigation.topViewController?.navigationItem.title == "Profile")
    audit.finish()
  }

  @Test func aCustomSegueIsMadeFromItsClassAndItsPerformDoesTheTransition() throws {
    let (navigation, settings) = try settings()
    let audit = WindowAudit.showing(navigation)
    settings.log.removeAll()
    settings.tableView.composeTapRow(at: IndexPath(row: 0, section: 1))
    // UIKit's order for a segue: the source prepares, then the segue performs.
    #expect(
      settings.log == [
        "prepare(showLicenses, sender is the profile cell: false)",
        "FadeSegue.perform(showLicenses)", "didSelectRowAt 1.0",
      ])
    #expect(navigation.topViewController is AccountProfileViewController)
    audit.finish()
  }

  @Test func aSegueToAStoryboardReferenceShowsTheReferencedScene() throws {
    let (navigation, settings) = try settings()
    let audit = WindowAudit.showing(navigation)
    let window = audit.window
    settings.tableView.composeTapRow(at: IndexPath(row: 1, section: 1))
    window.finishAnimations()
    let book = try #require(navigation.topViewController as? LibraryBookViewController)
    // The referenced scene is made from its own storyboard, which it knows.
    #expect(book.storyboard != nil)
    #expect(book.storyboard !== settings.storyboard)
    #expect(settings.log.contains("prepare(showBook, sender is the profile cell: false)"))
    audit.finish()
  }

  @Test func aStaticCellWithoutASegueIsOnlyToldToTheDelegate() throws {
    let (navigation, settings) = try settings()
    let audit = WindowAudit.showing(navigation)
    settings.log.removeAll()
    settings.tableView.composeTapRow(at: IndexPath(row: 1, section: 0))
    #expect(settings.log == ["didSelectRowAt 0.1"])
    #expect(navigation.viewControllers.count == 1)
    audit.finish()
  }

  @Test func aControlInAStaticCellSendsItsActionToTheScenesViewController() throws {
    let (_, settings) = try settings()
    settings.loadViewIfNeeded()
    settings.log.removeAll()
    settings.notificationsSwitch.isOn = false
    settings.notificationsSwitch.sendActions(for: .valueChanged)
    #expect(settings.log == ["notificationsChanged (off)"])
  }
}

extension UITableView {
  /// The content view of the static cell at `row` of `section`, found through the cells'
  /// public API.
  fileprivate func staticCellContent(_ section: Int, _ row: Int) -> UIView? {
    dataSource?.tableView(self, cellForRowAt: IndexPath(row: row, section: section)).contentView
  }
}
