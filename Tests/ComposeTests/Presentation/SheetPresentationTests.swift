import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// Contract §5, sheets: `.automatic` (the default), `.pageSheet` and `.formSheet` leave the
/// presenter appeared; an interactive swipe-down follows `UIAdaptivePresentationControllerDelegate`
/// (``AdaptivePresentationDelegate``); a programmatic dismiss calls none of its methods.
@Suite struct SheetPresentationTests {
  typealias Setup = PresentationOrderTests.Setup

  nonisolated static let sheetStyles: [PresentationStyle] = [.automatic, .pageSheet, .formSheet]

  /// Both delegates of a presented component, and its disappearance hooks, writing to one log so
  /// that their relative order can be checked.
  final class SheetLog: AdaptivePresentationDelegate, PresentationDelegate {
    var lines: [String] = []
    var allowsDismiss = true

    func presentationControllerShouldDismiss(_ component: Component) -> Bool {
      lines.append("shouldDismiss \(component.traceName)")
      return allowsDismiss
    }

    func presentationControllerWillDismiss(_ component: Component) {
      lines.append("willDismiss \(component.traceName)")
    }

    func presentationControllerDidDismiss(_ component: Component) {
      lines.append("didDismiss \(component.traceName)")
    }

    func presentationControllerDidAttemptToDismiss(_ component: Component) {
      lines.append("didAttemptToDismiss \(component.traceName)")
    }

    func presentationDidDismiss(_ component: Component, reason: LeaveReason) {
      lines.append("presentationDidDismiss \(component.traceName) \(reason)")
    }

    func presentationDidCancelInteractiveDismiss(_ component: Component) {
      lines.append("presentationDidCancelInteractiveDismiss \(component.traceName)")
    }

    /// Makes `probe`'s appearance hooks write to this log too, and sets both delegates on it.
    func watch(_ probe: Probe) {
      probe.presentationControllerDelegate = self
      probe.presentationDelegate = self
      // Weak: a presented probe held by the test outlives the log, and disappears when its window
      // is released (contract §3).
      probe.onWillAppear = { [weak self] in self?.lines.append("\($0.traceName).viewWillAppear") }
      probe.onDidAppear = { [weak self] in self?.lines.append("\($0.traceName).viewDidAppear") }
      probe.onWillDisappear = { [weak self] in
        self?.lines.append("\($0.traceName).viewWillDisappear")
      }
      probe.onDidDisappear = { [weak self] in
        self?.lines.append("\($0.traceName).viewDidDisappear")
      }
    }

    func drain() -> [String] {
      defer { lines.removeAll() }
      return lines
    }
  }

  /// `m` presented as a sheet over `s.a`, unanimated, with a log watching it; traces forgotten.
  static func presentSheet(
    _ s: Setup, style: PresentationStyle = .automatic
  ) -> (Probe, SheetLog) {
    let m = Probe("m")
    let log = SheetLog()
    log.watch(m)
    s.a.present(m, animated: false, style: style)
    _ = s.h.traces()
    _ = log.drain()
    return (m, log)
  }

  // MARK: Presenter and presented

  @Test(arguments: sheetStyles, [false, true])
  func thePresenterOfASheetGetsNoAppearanceCallbacks(style: PresentationStyle, animated: Bool) {
    let s = Setup()
    let m = Probe("m")
    s.a.present(m, animated: animated, style: style)
    #expect(s.a.appearanceState == .appeared)
    s.window.runUntilIdle()
    #expect(!s.h.traces().contains { $0.hasPrefix("a.") }, "no callback to the presenter")
    #expect(s.a.appearanceState == .appeared)
    #expect(s.a.viewIfLoaded?.superview === s.window, "the presenter stays in the window")
    #expect(m.presentationStyle == style)
    m.dismiss(animated: animated)
    #expect(s.a.appearanceState == .appeared)
    s.window.runUntilIdle()
    #expect(!s.h.traces().contains { $0.hasPrefix("a.") }, "no callback to the presenter")
    #expect(s.a.appearanceState == .appeared && s.a.presentedComponent == nil)
    #expect(s.checker.violations.isEmpty)
  }

  @Test(arguments: sheetStyles, [false, true])
  func aSheetGetsItsWholeAppearanceSequence(style: PresentationStyle, animated: Bool) {
    let s = Setup()
    let m = Probe("m")
    let flag = "\(animated)"
    s.a.present(m, animated: animated, style: style)
    if animated {
      #expect(m.isBeingPresented)
      s.h.expectTrace([
        "m.viewDidLoad", "m.viewWillAppear(true)", "m.viewIsAppearing(true)",
      ])
      s.window.advance(by: .milliseconds(350))
      s.h.expectTrace(["m.viewDidAppear(true)"])
    } else {
      s.h.expectTrace([
        "m.viewDidLoad", "m.viewWillAppear(false)", "m.viewIsAppearing(false)",
        "m.viewDidAppear(false)",
      ])
    }
    #expect(m.appearanceState == .appeared && !m.isBeingPresented)
    s.a.dismiss(animated: animated)  // from the presenting side
    if animated {
      s.h.expectTrace(["m.viewWillDisappear(true)"])
      s.window.advance(by: .milliseconds(350))
    }
    s.h.expectTrace(
      animated
        ? ["m.viewDidDisappear(true)"]
        : ["m.viewWillDisappear(\(flag))", "m.viewDidDisappear(\(flag))"])
    #expect(m.appearanceState == .disappeared && m.window == nil)
    #expect(s.checker.violations.isEmpty)
  }

  @Test func theDefaultPresentationStyleIsAutomatic() {
    let s = Setup()
    let m = Probe("m")
    s.a.present(m, animated: false)
    #expect(m.presentationStyle == .automatic)
    #expect(PresentationStyle.automatic.isSheet)
    s.h.expectTrace([
      "m.viewDidLoad", "m.viewWillAppear(false)", "m.viewIsAppearing(false)",
      "m.viewDidAppear(false)",
    ])
    #expect(s.a.appearanceState == .appeared)
  }

  // MARK: Interactive dismissal

  @Test(arguments: sheetStyles)
  func anAllowedSwipeAsksThenTellsWillDismissDisappearsThenTellsDidDismiss(
    style: PresentationStyle
  ) {
    let s = Setup()
    let (m, log) = Self.presentSheet(s, style: style)
    let swipe = m.beginInteractiveDismiss().interaction
    #expect(swipe != nil && m.isBeingDismissed)
    #expect(
      log.drain() == ["shouldDismiss m", "willDismiss m", "m.viewWillDisappear"],
      "asked, then told it will dismiss, before the disappearance begins")
    s.h.expectTrace(["m.viewWillDisappear(true)"])
    swipe?.update(0.5)
    swipe?.finish(after: .milliseconds(200))
    s.window.runUntilIdle()
    s.h.expectTrace(["m.viewDidDisappear(true)"])
    #expect(
      log.drain() == [
        "m.viewDidDisappear", "presentationDidDismiss m interactiveDismiss", "didDismiss m",
      ])
    #expect(s.a.presentedComponent == nil && s.a.appearanceState == .appeared)
    #expect(s.checker.violations.isEmpty)
  }

  @Test func aSwipeRefusedByShouldDismissCallsDidAttemptToDismissAndDismissesNothing() {
    let s = Setup()
    let (m, log) = Self.presentSheet(s)
    log.allowsDismiss = false
    #expect(m.beginInteractiveDismiss().interaction == nil)
    #expect(log.drain() == ["shouldDismiss m", "didAttemptToDismiss m"])
    s.h.expectTrace([])
    #expect(s.a.presentedComponent === m && m.appearanceState == .appeared)
    #expect(!m.isBeingDismissed)
    // Nothing is left in flight: a programmatic dismissal still runs at once.
    m.dismiss(animated: false)
    s.h.expectTrace(["m.viewWillDisappear(false)", "m.viewDidDisappear(false)"])
    #expect(s.a.presentedComponent == nil)
  }

  @Test func aSwipeOnAComponentThatIsModalInPresentationDismissesNothing() {
    let s = Setup()
    let (m, log) = Self.presentSheet(s)
    #expect(!m.isModalInPresentation, "false by default")
    m.isModalInPresentation = true
    #expect(m.beginInteractiveDismiss().interaction == nil)
    #expect(
      log.drain() == ["didAttemptToDismiss m"],
      "the delegate is not asked, only told of the attempt"
    )
    s.h.expectTrace([])
    #expect(s.a.presentedComponent === m && m.appearanceState == .appeared)
    #expect(!m.isBeingDismissed)
  }

  @Test func isModalInPresentationOnTheTopOfAPresentedNavigationRefusesTheSwipe() {
    let s = Setup()
    let top = Probe("top")
    top.isModalInPresentation = true
    let nav = NavigationContainer(root: top, traceName: "nav")
    let log = SheetLog()
    nav.presentationControllerDelegate = log
    s.a.present(nav, animated: false)
    _ = s.h.traces()
    #expect(top.beginInteractiveDismiss().interaction == nil)
    #expect(log.drain() == ["didAttemptToDismiss nav"], "the argument is the presented component")
    s.h.expectTrace([])
    #expect(s.a.presentedComponent === nav && top.appearanceState == .appeared)
  }

  @Test func aCancelledSwipeIsBalancedAndDoesNotCallDidDismiss() {
    let s = Setup()
    let (m, log) = Self.presentSheet(s)
    let swipe = m.beginInteractiveDismiss().interaction
    swipe?.update(0.3)
    swipe?.cancel(after: .milliseconds(200))
    s.window.runUntilIdle()
    s.h.expectTrace([
      "m.viewWillDisappear(true)", "m.viewWillAppear(true)", "m.viewIsAppearing(true)",
      "m.viewDidAppear(true)",
    ])
    #expect(
      log.drain() == [
        "shouldDismiss m", "willDismiss m", "m.viewWillDisappear", "m.viewWillAppear",
        "m.viewDidAppear", "presentationDidCancelInteractiveDismiss m",
      ])
    #expect(s.a.presentedComponent === m && m.appearanceState == .appeared)
    #expect(!m.isBeingDismissed && s.a.appearanceState == .appeared)
    #expect(s.checker.violations.isEmpty)
  }

  @Test func aSwipeOnAFullScreenPresentationAsksTheDelegateToo() {
    let s = Setup()
    let (m, log) = Self.presentSheet(s, style: .fullScreen)
    log.allowsDismiss = false
    #expect(m.beginInteractiveDismiss().interaction == nil)
    #expect(log.drain() == ["shouldDismiss m", "didAttemptToDismiss m"])
    s.h.expectTrace([])
    #expect(s.a.appearanceState == .disappeared && m.appearanceState == .appeared)
  }

  @Test func aPresentationRequestedFromDidAttemptToDismissRunsAfterTheAttempt() {
    final class Confirming: AdaptivePresentationDelegate {
      let alert = Probe("alert")
      func presentationControllerShouldDismiss(_ component: Component) -> Bool { false }
      func presentationControllerDidAttemptToDismiss(_ component: Component) {
        component.present(alert, animated: false, style: .overFullScreen)
      }
    }
    let s = Setup()
    let (m, _) = Self.presentSheet(s)
    let confirming = Confirming()
    m.presentationControllerDelegate = confirming
    #expect(m.beginInteractiveDismiss().interaction == nil)
    s.window.runUntilIdle()
    #expect(m.presentedComponent === confirming.alert)
    s.h.expectTrace([
      "alert.viewDidLoad", "alert.viewWillAppear(false)", "alert.viewIsAppearing(false)",
      "alert.viewDidAppear(false)",
    ])
  }

  // MARK: Programmatic dismissal

  @Test(arguments: sheetStyles + [.fullScreen, .overFullScreen], [false, true])
  func aProgrammaticDismissCallsNoAdaptiveDelegateMethod(
    style: PresentationStyle, animated: Bool
  ) {
    let s = Setup()
    let (m, log) = Self.presentSheet(s, style: style)
    m.dismiss(animated: animated)
    s.window.runUntilIdle()
    #expect(
      log.drain() == [
        "m.viewWillDisappear", "m.viewDidDisappear", "presentationDidDismiss m dismiss",
      ])
    #expect(s.a.presentedComponent == nil)
  }
}
