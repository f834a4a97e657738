import UIKit
import XCTest

@testable import MyApp

final class FoldersViewControllerTests: XCTestCase {

  var navigationController: UINavigationController!
  var sut: FoldersViewController!
  var window: UIWindow!

  override func setUpWithError() throws {
    try super.setUpWithError()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    navigationController = try XCTUnwrap(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    sut = try XCTUnwrap(navigationController.topViewController as? FoldersViewController)
    window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  override func tearDown() {
    window = nil
    sut = nil
    navigationController = nil
    super.tearDown()
  }

  func testTheStoryboardsNavigationControllerHoldsTheFolders() {
    XCTAssertEqual(navigationController.viewControllers.count, 1)
    XCTAssertTrue(sut.storyboard != nil)
    XCTAssertEqual(sut.navigationItem.title, "Folders")
  }

  func testOutletsAreConnected() {
    XCTAssertNotNil(sut.tableView)
    XCTAssertNotNil(sut.summaryContainer)
    XCTAssertNotNil(sut.addButton)
    XCTAssertTrue(sut.tableView.dataSource === sut)
    XCTAssertTrue(sut.tableView.delegate === sut)
    XCTAssertEqual(sut.addButton.title(for: .normal), "New Folder")
  }

  func testTheSummaryIsEmbeddedInTheContainerView() throws {
    let summary = try XCTUnwrap(sut.summary)
    XCTAssertEqual(sut.children.count, 1)
    XCTAssertTrue(sut.children.first === summary)
    XCTAssertTrue(summary.parent === sut)
    XCTAssertTrue(summary.view.superview === sut.summaryContainer)
    XCTAssertEqual(summary.view.frame, sut.summaryContainer.bounds)
  }

  func testPrepareForTheEmbedSegueRunsBeforeTheSummarysViewDidLoad() throws {
    let summary = try XCTUnwrap(sut.summary)
    // viewDidLoad read the folders prepare(for:sender:) handed it.
    XCTAssertEqual(summary.totalLabel.text, "3 folders · 3 notes")
  }

  func testTheEmbeddedSummaryAppearsWithItsParent() throws {
    let summary = try XCTUnwrap(sut.summary)
    XCTAssertEqual(summary.refreshCount, 1)
    XCTAssertNotNil(summary.view.window)
  }

  func testPrototypeCellsShowTheFolders() throws {
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 3)
    let cell = try XCTUnwrap(
      sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 1, section: 0)) as? FolderCell)
    XCTAssertEqual(cell.nameLabel.text, "Work")
    XCTAssertEqual(cell.countLabel.text, "1")
    XCTAssertEqual(cell.accessoryType, .disclosureIndicator)
    XCTAssertTrue(cell.nameLabel.isDescendant(of: cell.contentView))
  }

  func testEachDequeuedPrototypeCellIsANewCell() throws {
    let first = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
    let second = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
    XCTAssertFalse(first === second)
    XCTAssertFalse((first as? FolderCell)?.nameLabel === (second as? FolderCell)?.nameLabel)
  }

  func testTheShowSegueFromACellPushesTheFolder() throws {
    sut.tableView.layoutIfNeeded()
    let cell = try XCTUnwrap(sut.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))

    sut.performSegue(withIdentifier: "showFolder", sender: cell)

    let folder = try XCTUnwrap(navigationController.topViewController as? FolderViewController)
    XCTAssertEqual(navigationController.viewControllers.count, 2)
    XCTAssertEqual(folder.folder?.name, "Personal")
    folder.loadViewIfNeeded()
    XCTAssertEqual(folder.title, "Personal")
  }

  func testThePushedFolderAppearsOnceTheAnimationEnds() throws {
    sut.tableView.layoutIfNeeded()
    let cell = try XCTUnwrap(sut.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))

    sut.performSegue(withIdentifier: "showFolder", sender: cell)
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.5))

    let folder = try XCTUnwrap(navigationController.topViewController as? FolderViewController)
    XCTAssertNotNil(folder.view.window)
    XCTAssertNil(sut.viewIfLoaded?.window)
    XCTAssertEqual(folder.tableView.numberOfRows(inSection: 0), 1)
  }

  func testTheNewFolderButtonPresentsTheNewFolderScreen() throws {
    sut.addButton.sendActions(for: .touchUpInside)

    let presented = try XCTUnwrap(sut.presentedViewController as? UINavigationController)
    let newFolder = try XCTUnwrap(presented.topViewController as? NewFolderViewController)
    newFolder.onCreate?("Travel")

    XCTAssertEqual(sut.folders.map(\.name), ["Personal", "Work", "Archive", "Travel"])
    XCTAssertEqual(sut.summary?.totalLabel.text, "4 folders · 3 notes")
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 4)
  }

  func testTheStatsButtonsCustomSeguePresentsTheStats() throws {
    let statsButton = try XCTUnwrap(sut.navigationItem.rightBarButtonItem)
    XCTAssertEqual(statsButton.title, "Stats")

    sut.performSegue(withIdentifier: "showStats", sender: statsButton)

    let stats = try XCTUnwrap(sut.presentedViewController as? FolderStatsViewController)
    XCTAssertEqual(stats.modalTransitionStyle, .crossDissolve)
    XCTAssertEqual(stats.modalPresentationStyle, .fullScreen)
    stats.loadViewIfNeeded()
    XCTAssertEqual(stats.largestFolderLabel.text, "Largest: Personal")
  }

  func testTheSummarysTapRecognizerIsAttachedToItsView() throws {
    let summary = try XCTUnwrap(sut.summary)
    let tap = try XCTUnwrap(summary.tapRecognizer)
    XCTAssertTrue(tap.view === summary.view)
    XCTAssertEqual(summary.view.gestureRecognizers?.count, 1)
    XCTAssertEqual(tap.numberOfTapsRequired, 1)
  }

  func testTappingTheSummarySwitchesWhatItCounts() throws {
    let summary = try XCTUnwrap(sut.summary)

    summary.summaryTapped(summary.tapRecognizer)
    XCTAssertEqual(summary.totalLabel.text, "2 folders with notes")

    summary.summaryTapped(summary.tapRecognizer)
    XCTAssertEqual(summary.totalLabel.text, "3 folders · 3 notes")
  }
}
