import UIKit
import XCTest

@testable import MyApp

final class ComposeNoteViewControllerTests: XCTestCase {

  var store: NoteStore!
  var notes: NotesViewController!
  var window: UIWindow!

  override func setUp() {
    super.setUp()
    store = NoteStore()
    notes = NotesViewController(store: store)
    window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: notes)
    window.makeKeyAndVisible()
  }

  override func tearDown() {
    window = nil
    notes = nil
    store = nil
    super.tearDown()
  }

  /// The compose screen as the compose button shows it, presented without animation so that the
  /// presentation has ended when the test taps its buttons.
  private func presentCompose() -> ComposeNoteViewController {
    let compose = ComposeNoteViewController(store: store)
    notes.navigationController?.present(
      UINavigationController(rootViewController: compose), animated: false)
    return compose
  }

  private func tap(_ item: UIBarButtonItem?) throws {
    let item = try XCTUnwrap(item)
    UIApplication.shared.sendAction(
      try XCTUnwrap(item.action), to: item.target, from: item, for: nil)
  }

  func testTheComposeButtonPresentsAndCancelDismissesOnceTheAnimationsEnd() throws {
    notes.loadViewIfNeeded()

    try tap(notes.navigationItem.rightBarButtonItem)
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.5))

    let navigation = try XCTUnwrap(notes.presentedViewController as? UINavigationController)
    let compose = try XCTUnwrap(navigation.topViewController as? ComposeNoteViewController)
    XCTAssertFalse(navigation.isBeingPresented)

    try tap(compose.navigationItem.leftBarButtonItem)
    let dismissed = expectation(description: "dismissed")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { dismissed.fulfill() }
    wait(for: [dismissed], timeout: 2)

    XCTAssertNil(notes.presentedViewController)
  }

  func testTheComposeScreenHasCancelAndSave() throws {
    let compose = presentCompose()
    compose.loadViewIfNeeded()

    XCTAssertEqual(compose.title, "New Note")
    XCTAssertNotNil(compose.navigationItem.leftBarButtonItem)
    XCTAssertEqual(compose.navigationItem.rightBarButtonItem?.title, "Save")
  }

  func testCancelDismissesWithoutSaving() throws {
    let compose = presentCompose()
    compose.loadViewIfNeeded()

    try tap(compose.navigationItem.leftBarButtonItem)

    XCTAssertTrue(compose.navigationController?.isBeingDismissed ?? false)
    XCTAssertEqual(store.notes, [])
  }

  func testSaveAddsTheNoteAndTheListShowsIt() throws {
    let compose = presentCompose()
    compose.loadViewIfNeeded()
    compose.titleField.text = "Travel"
    compose.bodyView.text = "Passport, tickets."

    try tap(compose.navigationItem.rightBarButtonItem)

    XCTAssertEqual(store.notes, [Note(title: "Travel", body: "Passport, tickets.")])
    XCTAssertEqual(notes.tableView.numberOfRows(inSection: 0), 1)
    XCTAssertTrue(notes.emptyLabel.isHidden)
    XCTAssertTrue(compose.navigationController?.isBeingDismissed ?? false)
  }

  func testSaveWithoutATitleStaysOpen() throws {
    let compose = presentCompose()
    compose.loadViewIfNeeded()

    try tap(compose.navigationItem.rightBarButtonItem)

    XCTAssertEqual(store.notes, [])
    XCTAssertFalse(compose.navigationController?.isBeingDismissed ?? true)
    XCTAssertNotNil(notes.presentedViewController)
  }
}
