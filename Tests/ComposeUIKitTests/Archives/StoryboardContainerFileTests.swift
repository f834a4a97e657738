import Compose
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// Container scenes of the app's storyboard files (Library.storyboard and Tabs.storyboard, see
// LibraryStoryboardArchives.swift), made as UIKit makes them: a navigation controller's
// `rootViewController` relationship and a tab bar controller's `viewControllers` relationships
// are containment: "the child view controller is instantiated when its parent is instantiated"
// (Apple's View Controller Programming Guide, "Working with View Controllers in Storyboards";
// translated at https://gist.github.com/mono0926/8835861), so the container comes back holding
// them; each is made by `init(coder:)`, knows the storyboard and is woken before its view loads
// (https://codehunter.cc/a/ios/awakefromnib-outlets-and-storyboards-is-the-documentation-wrong).

@MainActor
@Suite struct StoryboardContainerFileTests {
  @Test func aNavigationControllerSceneComesBackHoldingItsRootRelationship() throws {
    let storyboard = UIStoryboard(name: "Library", bundle: nil)
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    #expect(navigation.viewControllers.count == 1)
    let shelf = try #require(navigation.topViewController as? LibraryShelfViewController)
    #expect(shelf.navigationController === navigation)
    #expect(navigation.storyboard === storyboard)
    #expect(shelf.storyboard === storyboard)
    #expect(shelf.log.first == "init(coder:)")
    #expect(shelf.log.contains("awakeFromNib (view loaded: false)"))
    #expect(!shelf.isViewLoaded)
  }

  @Test func aScenesNavigationItemHasItsTitleAndBarButtonItems() throws {
    let storyboard = UIStoryboard(name: "Library", bundle: nil)
    let shelf = try #require(
      storyboard.instantiateViewController(withIdentifier: "Shelf") as? LibraryShelfViewController)
    #expect(shelf.navigationItem.title == "Shelf")
    #expect(shelf.navigationItem.leftBarButtonItem?.title == "About")
    #expect(shelf.navigationItem.backBarButtonItem?.title == "Books")
    let add = try #require(shelf.navigationItem.rightBarButtonItem)
    #expect(add.systemItem == .add)
    // The item's action goes to the scene's view controller, as Interface Builder connected it.
    add.composeTap()
    #expect(shelf.adds == 1)
  }

  @Test func aTabBarControllerSceneHoldsItsTabsInTheArchivesOrder() throws {
    let storyboard = UIStoryboard(name: "Tabs", bundle: nil)
    let tabs = try #require(
      storyboard.instantiateInitialViewController() as? UITabBarController)
    let controllers = tabs.viewControllers ?? []
    #expect(controllers.count == 2)
    let feed = try #require(controllers.first as? LibrarySummaryViewController)
    #expect(tabs.selectedViewController === feed)
    #expect(feed.tabBarItem.title == "Feed")
    #expect(feed.tabBarItem.tag == 1)
    #expect(feed.storyboard === storyboard)
    #expect(feed.log.contains("awakeFromNib (view loaded: false)"))
    let favorites = try #require(controllers.last as? UINavigationController)
    #expect(favorites.tabBarItem.systemItem == .favorites)
    #expect(favorites.tabBarItem.tag == 2)
    let book = try #require(favorites.topViewController as? LibraryBookViewController)
    #expect(book.navigationItem.title == "Favorites")
    #expect(book.storyboard === storyboard)
  }

  @Test func theContainersOwnBarsAreNotReported() {
    let archives = ComposeArchives()
    _ = archives.run {
      UIStoryboard(name: "Tabs", bundle: nil).instantiateInitialViewController()
    }
    #expect(archives.diagnostics.filter { $0.message.contains("Bar") }.isEmpty)
  }

  @Test func aSceneTheFileHasButCannotMakeIsReportedAsSuchNotAsUnregistered() {
    let archives = ComposeArchives()
    _ = archives.run {
      UIStoryboard(name: "Library", bundle: nil).instantiateViewController(
        withIdentifier: "Hosting")
    }
    let messages = archives.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("could not be made from its file") })
    #expect(!messages.contains { $0.contains("is registered") })
    _ = archives.run {
      UIStoryboard(name: "Library", bundle: nil).instantiateViewController(
        withIdentifier: "Nowhere")
    }
    #expect(
      archives.diagnostics.map(\.message).contains {
        $0.contains("no scene \"Nowhere\"") && $0.contains("Library.storyboard has none")
      })
  }

  /// The Xcode master-detail template's split view: its `masterViewController` and
  /// `detailViewController` relationships are its classic `viewControllers`; on an iPhone it
  /// collapses the detail onto the master's navigation controller.
  @Test func aSplitViewControllerSceneIsMadeWithItsMasterAndDetail() throws {
    let archives = ComposeArchives()
    let made = archives.run {
      UIStoryboard(name: "Library", bundle: nil).instantiateViewController(
        withIdentifier: "Split")
    }
    let split = try #require(made as? UISplitViewController)
    #expect(split.viewControllers.count == 2)
    let master = try #require(split.viewControllers.first as? UINavigationController)
    #expect(!(split.viewControllers.last is UINavigationController))
    #expect(!archives.diagnostics.contains { $0.message.contains("spl-") })
    let window = UIWindow()
    let harness = LifecycleHarness(window: window)
    window.rootViewController = split
    window.makeKeyAndVisible()
    #expect(split.isCollapsed)
    #expect(master.viewControllers.count == 2, "the detail is pushed onto the master")
    harness.finish()
  }

  @Test func theCreatorMakesTheSceneFromItsCoder() throws {
    let storyboard = UIStoryboard(name: "Library", bundle: nil)
    let book = storyboard.instantiateViewController(identifier: "Book") { coder in
      LibraryBookViewController(coder: coder, isbn: "42")
    }
    #expect(book.isbn == "42")
    #expect(book.storyboard === storyboard)
    #expect(book.log == ["init(coder:)", "awakeFromNib (view loaded: false)"])
    #expect(book.navigationItem.title == "Book")
  }

  @Test func theInitialCreatorMakesTheContainerWhichStillHoldsItsRoot() throws {
    var made = 0
    let storyboard = UIStoryboard(name: "Library", bundle: nil)
    let navigation: UINavigationController? = storyboard.instantiateInitialViewController {
      coder in
      made += 1
      return UINavigationController(coder: coder)
    }
    #expect(made == 1)
    #expect(navigation?.topViewController is LibraryShelfViewController)
  }
}
