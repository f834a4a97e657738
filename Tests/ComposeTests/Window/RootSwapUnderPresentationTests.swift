import Compose
import ComposeTestFixtures
import Testing

/// A window's root swapped out and back while its presentation chain is busy: the engine bugs the
/// app world's random steps found there, pinned one behaviour per test.
@Suite struct RootSwapUnderPresentationTests {
  /// A root swapped out and back while an operation of its
  /// presentation chain is in flight keeps its presentation (the queued dismissal sees it back);
  /// covered full screen, its view must stay out of the window and the root disappeared.
  @Test func aRootBackUnderItsFullScreenPresentationStaysCovered() {
    let checker = BalanceChecker()
    let window = Window(traceName: "w")
    window.addObserver(checker)
    let root = Component(traceName: "root")
    let other = Component(traceName: "other")
    let covering = Component(traceName: "covering")
    let over = Component(traceName: "over")
    window.rootComponent = root
    window.makeKeyAndVisible()
    root.present(covering, animated: false, style: .fullScreen)
    covering.present(over, animated: true, style: .overFullScreen)
    window.rootComponent = other
    window.rootComponent = root
    window.runUntilIdle()
    #expect(root.presentedComponent === covering)
    #expect(root.view.superview == nil)
    #expect(root.appearanceState == .disappeared)
    #expect(covering.appearanceState == .appeared)
    #expect(over.appearanceState == .appeared)
    root.dismiss(animated: false)
    #expect(root.presentedComponent == nil)
    #expect(root.view.superview === window)
    #expect(root.appearanceState == .appeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  /// The same with an interactive dismiss of the top in flight.
  @Test func aRootBackDuringAnInteractiveDismissAboveItsCoverStaysCovered() throws {
    let window = Window(traceName: "w")
    let root = Component(traceName: "root")
    let covering = Component(traceName: "covering")
    let over = Component(traceName: "over")
    window.rootComponent = root
    window.makeKeyAndVisible()
    root.present(covering, animated: false, style: .fullScreen)
    covering.present(over, animated: false, style: .overFullScreen)
    let swipe = try #require(over.beginInteractiveDismiss().interaction)
    window.rootComponent = Component(traceName: "other")
    window.rootComponent = root
    swipe.finish()
    window.runUntilIdle()
    #expect(root.presentedComponent === covering)
    #expect(covering.presentedComponent == nil)
    #expect(root.view.superview == nil)
    #expect(root.appearanceState == .disappeared)
    #expect(covering.appearanceState == .appeared)
  }
}
