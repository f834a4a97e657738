import Testing
import UIKit

@testable import MyApp

// SettingsViewController's view is in SettingsView.xib: with no nib name and loadView() not
// overridden, UIKit looks for a nib named after the class without "Controller", then after the
// class (Apple's documentation of UIViewController.nibName); the controller is its File's Owner.
@Suite struct SettingsViewControllerTests {
  @Test func initWithNoNibNameLoadsTheXibNamedAfterTheClass() throws {
    let settings = SettingsViewController(nibName: nil, bundle: nil)
    settings.loadViewIfNeeded()
    #expect(settings.view.subviews.count == 3)
    #expect(settings.screenTitle == "Settings")
    #expect(settings.notificationsSwitchLabel.text == "Notifications")
  }

  @Test func theOutletsAreConnectedBeforeViewDidLoad() {
    let settings = SettingsViewController()
    settings.loadViewIfNeeded()
    #expect(settings.log == ["viewDidLoad title=Settings"])
  }

  @Test func theSaveButtonRunsTheActionOnFilesOwner() throws {
    let settings = SettingsViewController()
    let save = try #require(settings.view.subviews.last as? UIButton)
    save.sendActions(for: .touchUpInside)
    #expect(settings.saved == 1)
  }
}
