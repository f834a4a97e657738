import UIKit
import XCTest

@testable import MyApp

final class FolderViewControllerTests: XCTestCase {

  var sut: FolderViewController!

  override func setUpWithError() throws {
    try super.setUpWithError()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    sut = try XCTUnwrap(
      storyboard.instantiateViewController(withIdentifier: "Folder") as? FolderViewController)
    sut.folder = Folder.samples[0]
    sut.loadViewIfNeeded()
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func testTheTitleIsTheFoldersName() {
    XCTAssertEqual(sut.title, "Personal")
  }

  func testRowsAreNoteCellsFromTheirNib() throws {
    let cell = try XCTUnwrap(
      sut.tableView.dataSource?.tableView(sut.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        as? NoteCell)
    XCTAssertEqual(cell.titleLabel.text, "Books")
    XCTAssertEqual(cell.bodyLabel.text, Note.samples[2].body)
    XCTAssertTrue(cell.favoriteImageView.isHidden)
    XCTAssertEqual(cell.reuseIdentifier, "NoteCell")
    XCTAssertEqual(cell.bounds.height, 64)
  }

  func testAFavoriteNoteShowsItsStar() throws {
    var folder = Folder.samples[0]
    folder.notes[0].isFavorite = true
    sut.folder = folder
    let cell = try XCTUnwrap(
      sut.tableView.dataSource?.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        as? NoteCell)
    XCTAssertFalse(cell.favoriteImageView.isHidden)
  }
}
