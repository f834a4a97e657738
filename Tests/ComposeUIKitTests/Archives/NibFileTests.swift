import Compose
import ComposeUIKit
import Foundation
import Testing

// `UINib(nibName:bundle:)` of a xib the port step handed to this module (see
// ComposePortedArchives.swift): its objects made through `init(coder:)`, with the archive's
// attributes and subviews, the outlets and actions connected, then `awakeFromNib()`.
//
// The order is Apple's: "After all objects have been instantiated and initialized, the
// nib-loading code reestablishes the outlet and action connections for all of those objects. It
// then calls the awakeFromNib method of the objects" (Resource Programming Guide, "Nib Files",
// quoted at https://www.cnblogs.com/breezemist/p/4650455.html), and "awakeFromNib ... It is
// guaranteed that the view will have all its outlet instance variables set"
// (https://stackoverflow.com/questions/24473483).

@MainActor
@Suite struct NibFileTests {
  func badge() throws -> BadgeView {
    let objects = UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil)
    #expect(objects.count == 1)
    return try #require(objects.first as? BadgeView)
  }

  @Test func theCustomClassIsMadeWithInitCoderThenItsOutletsThenAwakeFromNib() throws {
    let badge = try badge()
    #expect(badge.log == ["init(coder:)", "outlet titleLabel", "awakeFromNib (title Ada)"])
  }

  @Test func theViewsAttributesAndSubviewsAreTheArchives() throws {
    let badge = try badge()
    #expect(badge.tag == 3)
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(badge.backgroundColor == UIColor.systemBackground)
    #expect(badge.subviews.count == 3)
    let label = try #require(badge.titleLabel)
    #expect(label === badge.subviews[0])
    #expect(label.text == "Ada")
    #expect(label.numberOfLines == 2)
    #expect(label.textAlignment == .center)
    #expect(label.font == UIFont.boldSystemFont(ofSize: 15))
    #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(label.accessibilityIdentifier == "badge.title")
    #expect(label.frame == CGRect(x: 8, y: 8, width: 120, height: 21))
  }

  @Test func aButtonGetsItsTypeTitlesPerStateHiddenAndAlpha() throws {
    let button = try #require(try badge().followButton)
    #expect(button.buttonType == .system)
    #expect(button.title(for: .normal) == "Follow")
    #expect(button.title(for: .selected) == "Following")
    #expect(button.isHidden)
    #expect(button.alpha == 0.5)
  }

  @Test func aStackViewsSubviewsAreArrangedAndAnOutletCollectionKeepsTheArchivesOrder() throws {
    let badge = try badge()
    let stack = try #require(badge.subviews[2] as? UIStackView)
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 4)
    #expect(stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["1", "2"])
    #expect(badge.labels.map(\.text) == ["2", "1"])
  }

  @Test func anActionRunsTheIBActionOnATap() throws {
    let badge = try badge()
    let button = try #require(badge.followButton)
    button.sendActions(for: .touchUpInside)
    #expect(badge.follows == 1)
  }

  @Test func aMalformedXibIsReportedWithItsLocationAndMakesNothing() {
    let archives = ComposeArchives()
    let objects = archives.run { UINib(nibName: "Broken", bundle: nil).instantiate(withOwner: nil) }
    #expect(objects.isEmpty)
    #expect(archives.diagnostics.map(\.code) == [.malformedArchive])
    #expect(archives.diagnostics.first?.path.hasPrefix("ComposeUIKitTests/Broken.xib:1:") == true)
  }

  @Test func aRegisteredNibWinsOverTheFileOfThatName() {
    let archives = ComposeArchives()
    let marker = UIView()
    archives.registerNib("BadgeView") { _ in [marker] }
    let objects = archives.run {
      UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil)
    }
    #expect(objects.first as? UIView === marker)
  }

  @Test func bundleLoadNibNamedFindsTheCallersXib() throws {
    let objects = try #require(Bundle.main.loadNibNamed("BadgeView", owner: nil))
    #expect((objects.first as? BadgeView)?.titleLabel?.text == "Ada")
  }
}
