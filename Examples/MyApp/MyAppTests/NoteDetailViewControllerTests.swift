import UIKit
import XCTest

@testable import MyApp

final class FavoriteSpy: NSObject, NoteDetailViewControllerDelegate {
  var toggles = 0
  var allowsToggling = true

  func noteDetailViewControllerDidToggleFavorite(_ controller: NoteDetailViewController) {
    toggles += 1
  }

  func noteDetailViewControllerCanToggleFavorite(_ controller: NoteDetailViewController) -> Bool {
    allowsToggling
  }
}

/// Implements none of the delegate's optional methods.
final class SilentDelegate: NSObject, NoteDetailViewControllerDelegate {}

final class NoteDetailViewControllerTests: XCTestCase {

  var sut: NoteDetailViewController!

  override func setUp() {
    super.setUp()
    sut = NoteDetailViewController(note: Note(title: "Ideas", body: "A long body."))
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func testOutletsShowTheNote() {
    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.titleLabel.text, "Ideas")
    XCTAssertEqual(sut.bodyLabel.text, "A long body.")
    XCTAssertEqual(sut.favoriteButton.title(for: .normal), "Favorite")
  }

  func testTappingFavoriteTellsTheDelegate() {
    let spy = FavoriteSpy()
    sut.delegate = spy
    sut.loadViewIfNeeded()

    sut.favoriteButton.sendActions(for: .touchUpInside)

    XCTAssertEqual(spy.toggles, 1)
    XCTAssertTrue(sut.note.isFavorite)
    XCTAssertEqual(sut.favoriteButton.title(for: .normal), "Unfavorite")
  }

  func testADelegateCanRefuseTheToggle() {
    let spy = FavoriteSpy()
    spy.allowsToggling = false
    sut.delegate = spy
    sut.loadViewIfNeeded()

    sut.favoriteButton.sendActions(for: .touchUpInside)

    XCTAssertEqual(spy.toggles, 0)
    XCTAssertFalse(sut.note.isFavorite)
  }

  func testADelegateWithoutTheOptionalMethodsStillToggles() {
    let silent = SilentDelegate()
    sut.delegate = silent
    sut.loadViewIfNeeded()

    sut.favoriteButton.sendActions(for: .touchUpInside)

    XCTAssertTrue(sut.note.isFavorite)
    XCTAssertEqual(sut.favoriteButton.title(for: .normal), "Unfavorite")
  }

  func testTheBodyHasATapRecognizer() throws {
    sut.loadViewIfNeeded()

    let tap = try XCTUnwrap(sut.bodyLabel.gestureRecognizers?.first as? UITapGestureRecognizer)
    XCTAssertTrue(sut.bodyLabel.isUserInteractionEnabled)
    XCTAssertEqual(tap.numberOfTapsRequired, 1)
  }

  func testTappingTheBodyExpandsAndFoldsIt() throws {
    sut.loadViewIfNeeded()
    let tap = try XCTUnwrap(sut.bodyLabel.gestureRecognizers?.first as? UITapGestureRecognizer)
    XCTAssertEqual(sut.bodyLabel.numberOfLines, 2)

    sut.didTapBody(tap)
    XCTAssertEqual(sut.bodyLabel.numberOfLines, 0)

    sut.didTapBody(tap)
    XCTAssertEqual(sut.bodyLabel.numberOfLines, 2)
  }
}
