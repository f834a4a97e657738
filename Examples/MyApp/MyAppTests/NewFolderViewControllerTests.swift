import UIKit
import XCTest

@testable import MyApp

final class NewFolderViewControllerTests: XCTestCase {

  var sut: NewFolderViewController!

  override func setUp() {
    super.setUp()
    sut = NewFolderViewController(nibName: nil, bundle: nil)
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func testTheViewComesFromTheNibNamedAfterTheClass() {
    sut.loadViewIfNeeded()
    XCTAssertNotNil(sut.nameField)
    XCTAssertNotNil(sut.createButton)
    XCTAssertTrue(sut.nameField.isDescendant(of: sut.view))
    XCTAssertEqual(sut.nameField.placeholder, "Folder name")
    XCTAssertEqual(sut.createButton.accessibilityIdentifier, "newFolder.create")
    XCTAssertEqual(sut.title, "New Folder")
  }

  func testCreateIsEnabledOnceANameIsTyped() {
    sut.loadViewIfNeeded()
    XCTAssertFalse(sut.createButton.isEnabled)

    sut.nameField.text = "Work"
    sut.nameField.sendActions(for: .editingChanged)

    XCTAssertTrue(sut.createButton.isEnabled)
  }

  func testCreateHandsTheNameOver() {
    var created: [String] = []
    sut.onCreate = { created.append($0) }
    sut.loadViewIfNeeded()

    sut.nameField.text = "Recipes"
    sut.createButton.sendActions(for: .touchUpInside)

    XCTAssertEqual(created, ["Recipes"])
  }

  func testTheDefaultInitializerFindsTheSameNib() {
    let made = NewFolderViewController()
    made.loadViewIfNeeded()
    XCTAssertNotNil(made.nameField)
  }
}
