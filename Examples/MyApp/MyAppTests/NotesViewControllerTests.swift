import UIKit
import XCTest

@testable import MyApp

final class NotesViewControllerTests: XCTestCase {

  var store: NoteStore!
  var sut: NotesViewController!
  var navigationController: UINavigationController!
  var window: UIWindow!

  override func setUp() {
    super.setUp()
    store = NoteStore(notes: Note.samples)
    sut = NotesViewController(store: store)
    navigationController = UINavigationController(rootViewController: sut)
    window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  override func tearDown() {
    window = nil
    navigationController = nil
    sut = nil
    store = nil
    super.tearDown()
  }

  func testOutletsAreConnectedWhenTheViewLoads() {
    XCTAssertNotNil(sut.tableView)
    XCTAssertNotNil(sut.emptyLabel)
    XCTAssertTrue(sut.tableView.dataSource === sut)
    XCTAssertTrue(sut.tableView.delegate === sut)
    XCTAssertEqual(sut.title, "Notes")
  }

  func testViewWillAppearDeclaredInAnExtensionLoadsTheNotes() {
    XCTAssertEqual(sut.notes, Note.samples)
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 3)
    XCTAssertTrue(sut.emptyLabel.isHidden)
  }

  func testNotesAreNotLoadedBeforeTheScreenAppears() {
    let offscreen = NotesViewController(store: store)
    offscreen.loadViewIfNeeded()
    XCTAssertEqual(offscreen.notes, [])
    XCTAssertFalse(offscreen.emptyLabel.isHidden)
  }

  func testCellsShowTheNotesTitles() {
    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
    XCTAssertEqual(cell.textLabel?.text, "Ideas")
    XCTAssertEqual(cell.accessoryType, .disclosureIndicator)
  }

  func testSelectingARowPushesItsDetail() {
    sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))

    let detail = navigationController.topViewController as? NoteDetailViewController
    XCTAssertNotNil(detail)
    XCTAssertEqual(detail?.note.title, "Books")
    XCTAssertTrue(detail?.delegate === sut)
    XCTAssertEqual(navigationController.viewControllers.count, 2)
  }

  func testAStoreChangeReloadsTheTable() {
    store.add(Note(title: "Travel", body: "Passport, tickets."))

    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 4)
    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 3, section: 0))
    XCTAssertEqual(cell.textLabel?.text, "Travel")
  }

  func testAPostedNotificationReloadsFromTheStore() {
    let empty = NotesViewController(store: NoteStore())
    empty.loadViewIfNeeded()
    sut.loadViewIfNeeded()

    NotificationCenter.default.post(name: NoteStore.didChangeNotification, object: nil)

    XCTAssertEqual(empty.notes, [])
    XCTAssertFalse(empty.emptyLabel.isHidden)
    XCTAssertEqual(sut.notes.count, 3)
  }

  func testTheComposeButtonPresentsTheComposeScreen() throws {
    let compose = try XCTUnwrap(sut.navigationItem.rightBarButtonItem)
    let action = try XCTUnwrap(compose.action)

    UIApplication.shared.sendAction(action, to: compose.target, from: compose, for: nil)

    let presented = try XCTUnwrap(sut.presentedViewController as? UINavigationController)
    XCTAssertTrue(presented.topViewController is ComposeNoteViewController)
  }

  func testFavoritingInTheDetailStarsTheNote() throws {
    sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    let detail = try XCTUnwrap(navigationController.topViewController as? NoteDetailViewController)
    detail.loadViewIfNeeded()

    detail.favoriteButton.sendActions(for: .touchUpInside)

    XCTAssertTrue(store.notes[0].isFavorite)
    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
    XCTAssertEqual(cell.textLabel?.text, "★ Groceries")
  }
}
