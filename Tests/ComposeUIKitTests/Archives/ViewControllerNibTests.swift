import Compose
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// A view controller whose view is in a xib (see ComposePortedArchives.swift): loaded when the view
// is first asked for, with the controller as File's Owner. Apple's `nibName` documentation: with
// no nib name and `loadView()` not overridden, "it looks (in order) for a nib file with one of the
// following names": the class name without "Controller" (`MyView` for `MyViewController`), then
// the class name. Apple's `loadView()`: "If the view controller has an associated nib file, this
// method loads the view from the nib file"; `viewDidLoad()` follows, "You can assume all outlets
// have been set" once it runs (https://stackoverflow.com/questions/24473483).

@MainActor
@Suite struct ViewControllerNibTests {
  @Test func withNoNibNameTheXibNamedAfterTheClassWithoutControllerIsItsView() throws {
    let controller = PreferencesViewController(nibName: nil, bundle: nil)
    #expect(controller.nibName == nil)
    #expect(!controller.isViewLoaded)
    controller.loadViewIfNeeded()
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.view.subviews.count == 2)
    #expect(controller.titleLabel?.text == "Preferences")
    #expect(controller.titleLabel?.superview === controller.view)
  }

  @Test func theOutletsAreSetBeforeViewDidLoadAndTheOwnerIsNotWoken() {
    let controller = PreferencesViewController()
    controller.loadViewIfNeeded()
    #expect(controller.log == ["outlet titleLabel", "viewDidLoad (title Preferences)"])
  }

  @Test func aNamedNibIsTheOneLoaded() {
    let controller = PreferencesViewController(nibName: "CompactPreferences", bundle: .main)
    #expect(controller.nibName == "CompactPreferences")
    #expect(controller.view.subviews.count == 2)
    #expect(controller.titleLabel?.text == "Compact")
  }

  @Test func anActionToFilesOwnerRunsOnTheController() throws {
    let controller = PreferencesViewController()
    let button = try #require(controller.view.subviews.last as? UIButton)
    button.sendActions(for: .touchUpInside)
    #expect(controller.saves == 1)
  }

  @Test func aMissingNamedNibGivesAPlainView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let harness = LifecycleHarness(window: window)
    let controller = PreferencesViewController(nibName: "Nowhere", bundle: nil)
    // No Nowhere.xib is ported: loading the view reports it and falls back to a plain view.
    harness.expect(diagnostic: .unregisteredArchive)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.view.subviews.isEmpty)
    #expect(controller.titleLabel == nil)
    harness.finish()
  }

  @Test func anOverriddenLoadViewLooksUpNoNib() {
    let controller = CodePreferencesViewController()
    #expect(controller.view is UILabel)
  }
}
