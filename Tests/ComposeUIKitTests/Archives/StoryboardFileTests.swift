import Compose
import ComposeUIKit
import Foundation
import Testing

// A scene of the app's storyboard file (Shop.storyboard, see ComposePortedArchives.swift), made
// as UIKit makes it. The order: "Your view controller is loaded first and receives awakeFromNib
// when its nib is loaded, but its view hierarchy nib hasn't been loaded yet ... Your view
// controller receives viewDidLoad after its view hierarchy nib has been loaded, so in viewDidLoad
// you can assume all outlets have been set"
// (https://codehunter.cc/a/ios/awakefromnib-outlets-and-storyboards-is-the-documentation-wrong).

@MainActor
@Suite struct StoryboardFileTests {
  @Test func aSceneIsMadeByItsStoryboardIDAndWokenBeforeItsViewLoads() throws {
    let storyboard = UIStoryboard(name: "Shop", bundle: nil)
    let cart = try #require(
      storyboard.instantiateViewController(withIdentifier: "Cart") as? BasketViewController)
    #expect(cart.log == ["init(coder:)", "awakeFromNib (view loaded: false)"])
    #expect(cart.storyboard === storyboard)
    cart.loadViewIfNeeded()
    #expect(
      cart.log == [
        "init(coder:)", "awakeFromNib (view loaded: false)", "outlet totalLabel",
        "viewDidLoad (total $42)",
      ])
  }

  @Test func theInitialViewControllersViewHasTheScenesSubviewsAndActions() throws {
    let cart = try #require(
      UIStoryboard(name: "Shop", bundle: nil).instantiateInitialViewController()
        as? BasketViewController)
    #expect(cart.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(cart.view.subviews.count == 2)
    let checkout = try #require(cart.view.subviews.last as? UIButton)
    #expect(checkout.title(for: .normal) == "Checkout")
    checkout.sendActions(for: .touchUpInside)
    #expect(cart.checkouts == 1)
  }

  @Test func aStoryboardIDTheFileDoesNotHaveIsReported() {
    let archives = ComposeArchives()
    let made = archives.run {
      UIStoryboard(name: "Shop", bundle: nil).instantiateViewController(withIdentifier: "Nope")
    }
    #expect(!(made is BasketViewController))
    #expect(archives.diagnostics.map(\.code) == [.unregisteredArchive])
  }
}
