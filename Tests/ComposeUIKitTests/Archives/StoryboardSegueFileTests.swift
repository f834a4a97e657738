import Compose
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// Segues of the app's storyboard file (Library.storyboard, see LibraryStoryboardArchives.swift),
// performed as UIKit performs them. The orders:
// - a control's segue: "If your view controller implements shouldPerformSegueWithIdentifier:sender:,
//   this function is called. If it returns false, the segue is canceled. The segue object and
//   destination view controller object are created. If your view controller has implemented
//   prepareForSegue:sender:, this function is executed"; the sender is the control
//   (https://qanswer.space/questions/prepareforsegue-and-executeseguewithidentifier-with-the-sender);
//   `shouldPerformSegue(withIdentifier:sender:)` does not govern a segue run from code with
//   `performSegue(withIdentifier:sender:)` (https://velog.io/@rudin_/iOS-Segue의-실행과-제어:
//   "코드로 실행하는 segue에는 영향을 주지 않는다", it does not affect a segue run from code).
// - the destination is woken before the source prepares, its view loads after
//   (https://coderapp.vercel.app/answer/37191581: "Detail view controller receives awakeFromNib
//   ... Master view controller receives prepareForSegue ... Detail view controller loads its view
//   hierarchy ... receives viewDidLoad").
// - an embed segue is prepared between the source's loadView and its viewDidLoad
//   (https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller: "loadView ... prepareForSegue:sender:
//   ... viewDidLoad"), the child added as containment requires (willMove, its view, didMove).

@MainActor
@Suite struct StoryboardSegueFileTests {
  private func shownShelf() throws -> (
    WindowAudit, UINavigationController, LibraryShelfViewController
  ) {
    let navigation = try #require(
      UIStoryboard(name: "Library", bundle: nil).instantiateInitialViewController()
        as? UINavigationController)
    let shelf = try #require(navigation.topViewController as? LibraryShelfViewController)
    let audit = WindowAudit.showing(navigation)
    return (audit, navigation, shelf)
  }

  @Test func aContainerViewsEmbedSegueIsPreparedBeforeTheSourcesViewDidLoad() throws {
    let (audit, _, shelf) = try shownShelf()
    let woken = #"["init(coder:)", "awakeFromNib (view loaded: false)"]"#
    let prepared = shelf.log.drop { !$0.hasPrefix("prepare") }
    #expect(
      Array(prepared.prefix(2)) == [
        "prepare(embedSummary, sender nil, destination LibrarySummaryViewController \(woken))",
        "viewDidLoad (children 1)",
      ])
    let summary = try #require(shelf.summary)
    #expect(
      summary.log == [
        "init(coder:)", "awakeFromNib (view loaded: false)",
        "willMove(toParent: LibraryShelfViewController)", "viewDidLoad (children 0)",
        "didMove(toParent: LibraryShelfViewController)",
      ])
    // The child's view is in the container view, with its bounds.
    let container = try #require(shelf.summaryContainer)
    #expect(summary.parent === shelf)
    #expect(summary.view.superview === container)
    #expect(summary.view.frame == CGRect(x: 0, y: 0, width: 393, height: 88))
    #expect(summary.totalLabel?.text == "3 books")
    #expect(summary.storyboard === shelf.storyboard)
    audit.finish()
  }

  @Test func aButtonsShowSegueAsksShouldPerformThenPreparesThenPushes() throws {
    let (audit, navigation, shelf) = try shownShelf()
    shelf.log.removeAll()
    try #require(shelf.openButton).sendActions(for: .touchUpInside)
    let woken = #"["init(coder:)", "awakeFromNib (view loaded: false)"]"#
    #expect(
      shelf.log == [
        "shouldPerformSegue(showBook, sender button Open)",
        "prepare(showBook, sender button Open, destination LibraryBookViewController \(woken))",
      ])
    audit.window.finishAnimations()
    let book = try #require(navigation.topViewController as? LibraryBookViewController)
    #expect(navigation.viewControllers.count == 2)
    #expect(book.storyboard === shelf.storyboard)
    #expect(book.navigationItem.title == "Book")
    audit.finish()
  }

  @Test func aSegueShouldPerformRefusesIsNotPerformed() throws {
    let (audit, navigation, shelf) = try shownShelf()
    shelf.refuses = ["showBook"]
    shelf.log.removeAll()
    try #require(shelf.openButton).sendActions(for: .touchUpInside)
    audit.window.finishAnimations()
    #expect(shelf.log == ["shouldPerformSegue(showBook, sender button Open)"])
    #expect(navigation.viewControllers.count == 1)
    audit.finish()
  }

  @Test func performSegueFindsASegueOfAControlOrOfTheSceneByIdentifierWithoutAsking() throws {
    let (audit, navigation, shelf) = try shownShelf()
    shelf.log.removeAll()
    shelf.performSegue(withIdentifier: "showBook", sender: "code")
    audit.window.finishAnimations()
    #expect(shelf.log.count == 1)
    #expect(shelf.log.first?.hasPrefix("prepare(showBook, sender code") == true)
    shelf.performSegue(withIdentifier: "manualBook", sender: nil)
    audit.window.finishAnimations()
    #expect(navigation.viewControllers.count == 3)
    #expect(navigation.viewControllers.allSatisfy { $0.storyboard != nil })
    audit.finish()
  }

  @Test func anIdentifierTheSceneDoesNotHaveIsReported() throws {
    let archives = ComposeArchives()
    let navigation = archives.run {
      UIStoryboard(name: "Library", bundle: nil).instantiateInitialViewController()
        as? UINavigationController
    }
    let shelf = try #require(navigation?.topViewController as? LibraryShelfViewController)
    shelf.log.removeAll()
    shelf.performSegue(withIdentifier: "nope", sender: nil)
    #expect(shelf.log.isEmpty)
    #expect(archives.diagnostics.map(\.code).contains(.unregisteredArchive))
  }

  @Test func aPresentationSegueAppliesItsPresentationAndTransitionStyles() throws {
    let (audit, navigation, shelf) = try shownShelf()
    try #require(shelf.presentButton).sendActions(for: .touchUpInside)
    audit.window.finishAnimations()
    let info = try #require(navigation.presentedViewController)
    #expect(info.modalPresentationStyle == .formSheet)
    #expect(info.modalTransitionStyle == .crossDissolve)
    #expect(info.storyboard === shelf.storyboard)
    audit.finish()
  }

  @Test func aBarButtonItemsPopoverSegueIsAnchoredToTheItem() throws {
    let (audit, navigation, shelf) = try shownShelf()
    shelf.log.removeAll()
    let about = try #require(shelf.navigationItem.leftBarButtonItem)
    about.composeTap()
    audit.window.finishAnimations()
    #expect(shelf.log.first == "shouldPerformSegue(popAbout, sender bar item About)")
    let info = try #require(navigation.presentedViewController)
    #expect(info.modalPresentationStyle == .popover)
    #expect(info.popoverPresentationController?.barButtonItem === about)
    audit.finish()
  }

  // TN2298, "The Unwind Process" (quoted at http://www.lxweimin.com/p/e14d5739fe62): "The unwind
  // segue traverses your navigation hierarchy to locate the destination view controller. The view
  // controller that initiated the unwind segue is sent a prepareForSegue:sender: message. ... The
  // destination view controller's unwind action is invoked. The unwind segue animates the visual
  // transition between the source and destination view controller."
  @Test func anUnwindSegueFindsTheActionUpTheChainPreparesSendsItThenPops() throws {
    let (audit, navigation, shelf) = try shownShelf()
    shelf.performSegue(withIdentifier: "showBook", sender: nil)
    audit.window.finishAnimations()
    let book = try #require(navigation.topViewController as? LibraryBookViewController)
    shelf.log.removeAll()
    try #require(book.doneButton).sendActions(for: .touchUpInside)
    audit.window.finishAnimations()
    #expect(
      shelf.log == [
        "unwindToShelf(from LibraryBookViewController, source log "
          + "prepare(doneWithBook, destination LibraryShelfViewController))"
      ])
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === shelf)
    audit.finish()
  }

  @Test func anUnwindActionNoViewControllerUpTheChainHasIsReported() throws {
    let archives = ComposeArchives()
    let book = try #require(
      archives.run {
        UIStoryboard(name: "Library", bundle: nil).instantiateViewController(
          withIdentifier: "Book")
      } as? LibraryBookViewController)
    let audit = WindowAudit.showing(book)
    try #require(book.doneButton).sendActions(for: .touchUpInside)
    #expect(!book.log.contains { $0.hasPrefix("prepare") })
    #expect(archives.diagnostics.contains { $0.message.contains("unwindToShelf:") })
    audit.finish()
  }
}
