import Compose
import ComposeTesting
import ComposeUIKit
import Foundation
import Testing

// Apple's `presentedViewController`: "The view controller that is presented by this view
// controller" — the presenting view controller keeps it. A presentation asked of a child presents
// from the nearest full-screen ancestor (the navigation controller here), which keeps the
// presented one whoever asked and whatever becomes of them.

@MainActor
@Suite struct PresenterKeepsPresentedTests {
  @Test func aControllerPresentedFromAPushedOneStaysAliveAfterThatOneIsPopped() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    weak var presented: UIViewController?
    do {
      let pushed = UIViewController()
      nav.pushViewController(pushed, animated: false)
      let modal = UIViewController()
      presented = modal
      pushed.present(modal, animated: false)
    }
    nav.popViewController(animated: false)
    window.finishAnimations()
    #expect(presented != nil)
    #expect(nav.presentedViewController === presented)
    #expect(presented?.isViewLoaded == true && presented?.view.window === window)
    audit.finish()
  }

  @Test func aRefusedPresentFromAPresentedControllerLeavesThatControllerPresented() {
    let root = UIViewController()
    let window = UIWindow.showing(root)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    weak var middle: UIViewController?
    do {
      let modal = UIViewController()
      middle = modal
      root.present(modal, animated: false)
      modal.present(UIViewController(), animated: false)
      harness.expect(diagnostic: .alreadyPresenting)
      modal.present(UIViewController(), animated: false)
    }
    #expect(middle != nil)
    #expect(root.presentedViewController === middle)
    #expect(middle?.presentedViewController != nil)
    harness.finish()
    withExtendedLifetime(window) {}
  }

  @Test func aPresentRefusedBecauseTheControllerIsInUseLeavesNoCycle() {
    weak var released: UIViewController?
    do {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      let window = UIWindow.showing(parent)
      let harness = LifecycleHarness(wrapping: window.composeWindow)
      harness.expect(diagnostic: .componentInUse)
      child.present(parent, animated: false)
      #expect(parent.presentedViewController == nil)
      harness.finish()
      window.rootViewController = nil
      released = parent
    }
    #expect(released == nil)
  }

  @Test func aQueuedPresentRefusedWhenItsTurnComesIsReportedToTheWindowsObservers() {
    let root = UIViewController()
    let window = UIWindow.showing(root)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let first = UIViewController()
    root.present(first, animated: true)
    // Queued behind the animated presentation; when its turn comes, `root` already presents.
    root.present(UIViewController(), animated: false)
    harness.expect(diagnostic: .alreadyPresenting)
    window.finishAnimations()
    #expect(root.presentedViewController === first)
    harness.finish()
    withExtendedLifetime(window) {}
  }

  @Test func aQueuedPresentRefusedBecauseThePresenterLeftItsWindowIsReportedToThatWindow() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let window = UIWindow.showing(nav)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let pushed = UIViewController()
    nav.pushViewController(pushed, animated: true)
    // Queued behind the push; the navigation controller leaves the window before its turn, so
    // `pushed` has no window then.
    pushed.present(UIViewController(), animated: false)
    window.rootViewController = UIViewController()
    harness.expect(diagnostic: .presentOutsideWindow)
    window.finishAnimations()
    harness.finish()
    withExtendedLifetime(window) {}
  }

  @Test func aDismissQueuedBehindAQueuedPresentHasACoordinatorWhoseCompletionsRun() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    nav.pushViewController(UIViewController(), animated: true)
    let modal = CoordinatorReadingController()
    nav.present(modal, animated: true)
    // Queued behind the push: no transition of the modal is in progress yet.
    #expect(modal.transitionCoordinator == nil)
    nav.dismiss(animated: true)
    window.finishAnimations()
    #expect(modal.dismissCompletions == 1)
    #expect(nav.transitionCoordinator == nil)
    audit.finish()
  }

  @Test func aCompletionRegisteredOnTheCoordinatorOfAQueuedDismissRuns() {
    let root = UIViewController()
    let audit = WindowAudit.showing(root)
    let window = audit.window
    let modal = CoordinatorReadingController()
    root.present(modal, animated: true)
    root.dismiss(animated: true)
    window.finishAnimations()
    #expect(modal.dismissCompletions == 1)
    #expect(root.transitionCoordinator == nil)
    audit.finish()
  }
}

/// Registers, in `viewWillDisappear`, a completion on the coordinator of its dismissal, as UIKit
/// code does to undo something when the transition ends.
private final class CoordinatorReadingController: UIViewController {
  var dismissCompletions = 0

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
      self?.dismissCompletions += 1
    }
  }
}
