import Compose
import ComposeTesting
import ComposeUIKit
import Foundation
import Testing

/// Custom presentations: a transitioning delegate's animator runs the transition. UIKit asks the
/// animator for its duration, calls `animateTransition(using:)` once the presented view
/// controller's `viewWillAppear(_:)` has run, and the presented one's `viewDidAppear(_:)` and the
/// completion come when the transition ends (Apple's "Customizing the Transition Animations");
/// Compose ends it after the animator's `transitionDuration` on the window's clock.
@MainActor
@Suite struct CustomPresentationTests {
  final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: EventLog
    let duration: TimeInterval
    let completes: Bool
    init(log: EventLog, duration: TimeInterval, completes: Bool = true) {
      self.log = log
      self.duration = duration
      self.completes = completes
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      let to = transitionContext.viewController(forKey: .to)
      log.append("animateTransition to \(type(of: to.map { $0 as AnyObject } as Any))")
      if let toView = transitionContext.view(forKey: .to) { toView.alpha = 1 }
      if completes { transitionContext.completeTransition(true) }
    }

    func animationEnded(_ transitionCompleted: Bool) {
      log.append("animationEnded(\(transitionCompleted))")
    }
  }

  final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
    let presenting: Animator
    let dismissing: Animator
    let log: EventLog
    init(log: EventLog, presenting: Animator, dismissing: Animator) {
      self.log = log
      self.presenting = presenting
      self.dismissing = dismissing
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      log.append("animationController(forPresented:)")
      return self.presenting
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      log.append("animationController(forDismissed:)")
      return dismissing
    }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      Drawer(log: log, presentedViewController: presented, presenting: presenting)
    }
  }

  final class Drawer: UIPresentationController {
    let log: EventLog
    init(log: EventLog, presentedViewController: UIViewController, presenting: UIViewController?) {
      self.log = log
      super.init(presentedViewController: presentedViewController, presenting: presenting)
    }
    override func presentationTransitionWillBegin() {
      log.append("presentationTransitionWillBegin")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
      log.append("presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() {
      log.append("dismissalTransitionWillBegin")
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
      log.append("dismissalTransitionDidEnd(\(completed))")
    }
    override var frameOfPresentedViewInContainerView: CGRect {
      CGRect(x: 0, y: 0, width: 200, height: 400)
    }
  }

  @Test func theAnimatorRunsAfterViewWillAppearAndItsDurationEndsThePresentation() {
    let log = EventLog()
    let home = LoggingViewController("home", log: log)
    let audit = WindowAudit.showing(home, frame: UIScreen.main.bounds)
    let window = audit.window
    let menu = LoggingViewController("menu", log: log)
    let transitions = Transitions(
      log: log, presenting: Animator(log: log, duration: 0.5),
      dismissing: Animator(log: log, duration: 0.25))
    menu.transitioningDelegate = transitions
    menu.modalPresentationStyle = .overFullScreen
    _ = log.drain()

    var completed = false
    home.present(menu, animated: true) { completed = true }
    let started = log.drain()
    #expect(started.first == "animationController(forPresented:)")
    let willAppear = started.firstIndex(of: "menu.viewWillAppear(true) beingPresented")
    let animate = started.firstIndex { $0.hasPrefix("animateTransition") }
    #expect(willAppear != nil && animate != nil && willAppear! < animate!)
    #expect(!started.contains("menu.viewDidAppear(true)"))

    _ = window.composeAdvance(by: .milliseconds(400))
    #expect(log.drain().isEmpty)
    #expect(!completed)
    _ = window.composeAdvance(by: .milliseconds(100))
    #expect(log.drain() == ["menu.viewDidAppear(true)", "animationEnded(true)"])
    #expect(completed)

    menu.dismiss(animated: true)
    let dismissing = log.drain()
    #expect(dismissing.first == "animationController(forDismissed:)")
    #expect(dismissing.contains("menu.viewWillDisappear(true) beingDismissed"))
    #expect(dismissing.last?.hasPrefix("animateTransition") == true)
    _ = window.composeAdvance(by: .milliseconds(250))
    #expect(log.drain() == ["menu.viewDidDisappear(true)", "animationEnded(true)"])
    #expect(home.presentedViewController == nil)
    audit.finish()
  }

  @Test func aCustomPresentationControllerHearsTheTransitionHooksInOrder() {
    let log = EventLog()
    let home = LoggingViewController("home", log: log)
    let audit = WindowAudit.showing(home, frame: UIScreen.main.bounds)
    let window = audit.window
    let menu = LoggingViewController("menu", log: log)
    let transitions = Transitions(
      log: log, presenting: Animator(log: log, duration: 0.3),
      dismissing: Animator(log: log, duration: 0.3))
    menu.transitioningDelegate = transitions
    menu.modalPresentationStyle = .custom
    _ = log.drain()

    home.present(menu, animated: true)
    _ = window.composeRunUntilIdle()
    let presented = log.drain().filter { !$0.hasPrefix("home.") }
    #expect(menu.presentationController is Drawer)
    let willBegin = presented.firstIndex(of: "presentationTransitionWillBegin")
    let animate = presented.firstIndex { $0.hasPrefix("animateTransition") }
    let didAppear = presented.firstIndex(of: "menu.viewDidAppear(true)")
    let didEnd = presented.firstIndex(of: "presentationTransitionDidEnd(true)")
    #expect(willBegin != nil && animate != nil && didAppear != nil && didEnd != nil)
    if let willBegin, let animate, let didAppear, let didEnd {
      #expect(willBegin < animate && animate < didAppear && didAppear < didEnd)
    }

    menu.dismiss(animated: true)
    _ = window.composeRunUntilIdle()
    let dismissed = log.drain().filter { !$0.hasPrefix("home.") }
    let dismissWillBegin = dismissed.firstIndex(of: "dismissalTransitionWillBegin")
    let dismissDidEnd = dismissed.firstIndex(of: "dismissalTransitionDidEnd(true)")
    let didDisappear = dismissed.firstIndex(of: "menu.viewDidDisappear(true)")
    #expect(dismissWillBegin != nil && dismissDidEnd != nil && didDisappear != nil)
    if let dismissWillBegin, let dismissDidEnd, let didDisappear {
      #expect(dismissWillBegin < didDisappear && didDisappear < dismissDidEnd)
    }
    audit.finish()
  }

  @Test func anAnimatorThatNeverCompletesIsReportedAndThePresentationStillEnds() {
    let log = EventLog()
    let home = LoggingViewController("home", log: log)
    let window = UIWindow.showing(home, frame: UIScreen.main.bounds)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    harness.expect(diagnostic: .customTransitionNotCompleted)
    let menu = LoggingViewController("menu", log: log)
    let transitions = Transitions(
      log: log, presenting: Animator(log: log, duration: 0.2, completes: false),
      dismissing: Animator(log: log, duration: 0.2))
    menu.transitioningDelegate = transitions
    menu.modalPresentationStyle = .overFullScreen

    home.present(menu, animated: true)
    _ = window.composeRunUntilIdle()
    #expect(home.presentedViewController === menu)
    #expect(!menu.isBeingPresented)
    harness.finish()
  }

  @Test func anUnanimatedPresentationAsksForNoAnimator() {
    let log = EventLog()
    let home = LoggingViewController("home", log: log)
    let audit = WindowAudit.showing(home, frame: UIScreen.main.bounds)
    let menu = LoggingViewController("menu", log: log)
    let transitions = Transitions(
      log: log, presenting: Animator(log: log, duration: 0.2),
      dismissing: Animator(log: log, duration: 0.2))
    menu.transitioningDelegate = transitions
    menu.modalPresentationStyle = .overFullScreen
    _ = log.drain()
    home.present(menu, animated: false)
    #expect(!log.entries.contains("animationController(forPresented:)"))
    #expect(log.entries.contains("menu.viewDidAppear(false)"))
    audit.finish()
  }
}
