import Testing
import UIKit

@testable import MyApp

// The app's ProfileHeaderView.xib, loaded as the app loads it. UIKit's order, from Apple's
// Resource Programming Guide ("Nib Files"): every object is initialized with init(coder:), then
// "the nib-loading code reestablishes the outlet and action connections for all of those
// objects. It then calls the awakeFromNib method of the objects" (quoted at
// https://www.cnblogs.com/breezemist/p/4650455.html).
@Suite struct ProfileHeaderViewTests {
  func header() throws -> ProfileHeaderView {
    let objects = UINib(nibName: "ProfileHeaderView", bundle: nil).instantiate(withOwner: nil)
    return try #require(objects.first as? ProfileHeaderView)
  }

  @Test func theNibMakesTheViewWithInitCoderThenConnectsItsOutletsBeforeAwakeFromNib() throws {
    let header = try header()
    #expect(header.log == ["init(coder:)", "awakeFromNib name=Ada Lovelace"])
  }

  @Test func itsOutletsPrivateOnesTooAndItsOutletCollectionAreConnected() throws {
    let header = try header()
    #expect(header.name == "Ada Lovelace")
    #expect(header.followButton.title(for: .normal) == "Follow")
    #expect(header.counters.map(\.text) == ["12 posts", "3 followers"])
    #expect(header.subviews.count == 4)
    #expect(header.subviews.first?.accessibilityIdentifier == "header.name")
  }

  @Test func aTapRunsThePrivateIBAction() throws {
    let header = try header()
    header.followButton.sendActions(for: .touchUpInside)
    #expect(header.follows == 1)
  }

  @Test func bundleMainLoadNibNamedFindsTheAppsXibFromTheTests() throws {
    let objects = try #require(
      Bundle.main.loadNibNamed("ProfileHeaderView", owner: nil, options: nil))
    #expect((objects.first as? ProfileHeaderView)?.frame.height == 120)
  }
}
