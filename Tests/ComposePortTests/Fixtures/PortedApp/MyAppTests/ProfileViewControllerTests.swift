import Testing
import UIKit

@testable import MyApp

final class FollowingDelegate: NSObject, ProfileViewControllerDelegate {
  var follows = 0
  func profileDidFollow(_ controller: ProfileViewController) { follows += 1 }
  func title(for controller: ProfileViewController) -> String { "Ada" }
}

final class SilentDelegate: NSObject, ProfileViewControllerDelegate {}

@Suite struct PortedProfileTests {
  @Test func anOverrideDeclaredInAnExtensionRunsWhenTheViewLoads() {
    let controller = ProfileViewController()
    controller.loadViewIfNeeded()
    // The override's line is its line in ProfileViewController+Lifecycle.swift.
    #expect(controller.log == ["viewDidLoad at line 6"])
  }

  @Test func theConformersOptionalImplementationsRun() {
    let controller = ProfileViewController()
    let delegate = FollowingDelegate()
    controller.delegate = delegate
    controller.followTapped(controller)
    #expect(delegate.follows == 1)
    #expect(controller.log == ["follow Ada"])
  }

  @Test func anAbsentOptionalRequirementIsSkippedAndItsValueIsNil() {
    let controller = ProfileViewController()
    let delegate = SilentDelegate()
    controller.delegate = delegate
    controller.followTapped(controller)
    #expect(controller.log == ["follow untitled"])
    #expect(controller.followers == 1)
  }

  @Test func theSelectorTableListsActionsByTheirObjectiveCNames() throws {
    let classes = MyApp.ComposePortedSelectors.classes
    let profile = try #require(classes.first { $0.type == ProfileViewController.self })
    #expect(profile.methods["followTapped:"]?.arity == 1)
    #expect(profile.methods["shareWithSender:"]?.arity == 1)
    #expect(profile.methods["nameLabel"]?.arity == 0)
    #expect(profile.methods["setNameLabel:"]?.arity == 1)
    let controller = ProfileViewController()
    _ = profile.methods["shareWithSender:"]?.call(controller, nil, nil)
    #expect(controller.log == ["share"])
    let mismatch = profile.methods["shareWithSender:"]?.call(controller, "not a button", nil)
    #expect((mismatch as? PortedMethod.Mismatch)?.position == 0)
    #expect(controller.log == ["share"])
  }

  @Test func aTapRunsTheActionWiredWithASelector() {
    let controller = ProfileViewController()
    controller.loadViewIfNeeded()
    controller.followButton.sendActions(for: .touchUpInside)
    #expect(controller.followers == 1)
    #expect(controller.log == ["viewDidLoad at line 6", "follow untitled"])
  }

  @Test func diagnosticsAndFileNamesNameTheOriginalFile() {
    #expect(ProfileViewController().location() == "MyApp/ProfileViewController.swift:28")
  }
}
