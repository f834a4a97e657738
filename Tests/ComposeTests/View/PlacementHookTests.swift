import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// A component's view whose `didMoveToSuperview` hook moves it again, in the middle of the
/// placement or removal that called the hook: the engine re-reads where the view is and whose it
/// is, so the component's appearance follows where the view ended up (contract §3), with every
/// `will` paired with its `did`.
@Suite struct PlacementHookTests {
  /// A view that runs `onMove` from `didMoveToSuperview` (once: the hook's own move does not
  /// run it again).
  final class HookView: View {
    var onMove: ((HookView) -> Void)?
    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      let action = onMove
      onMove = nil
      action?(self)
    }
  }

  /// A component whose view is a ``HookView``.
  final class Hosted: Component {
    let hookView = HookView(traceName: "hosted")
    override func loadView() { view = hookView }
  }

  @Test func aViewTakenOutByItsOwnPlacementHookLeavesTheComponentDisappeared() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Hosted(traceName: "child")
    child.hookView.onMove = { $0.removeFromSuperview() }
    root.embed(child)
    #expect(child.view.superview == nil)
    #expect(child.appearanceState == .disappeared)
    let appearances = h.traces().filter { $0.hasPrefix("child.view") && $0.contains("ppear") }
    #expect(appearances.isEmpty)
  }

  @Test func aViewPutBackByItsOwnRemovalHookLeavesTheComponentAppearedWithBalancedCallbacks() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Hosted(traceName: "child")
    root.embed(child)
    _ = h.traces()
    child.hookView.onMove = { root.view.addSubview($0) }
    child.view.removeFromSuperview()
    #expect(child.view.superview === root.view)
    #expect(child.appearanceState == .appeared)
    // Whatever happened in between, it is balanced: each will has its did, in order.
    let appearances = h.traces().filter { $0.hasPrefix("child.view") && $0.contains("ppear") }
    let wills = appearances.filter { $0.contains("Will") }.map { $0.contains("Appear") }
    let dids = appearances.filter { $0.contains("Did") }.map { $0.contains("Appear") }
    #expect(wills == dids)
  }

  @Test func aViewMovedIntoAHiddenContainerByItsPlacementHookDoesNotAppear() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Hosted(traceName: "child")
    let detached = View(traceName: "detached")
    child.hookView.onMove = { detached.addSubview($0) }
    root.embed(child)
    #expect(child.view.superview === detached)
    #expect(child.appearanceState == .disappeared)
    let appearances = h.traces().filter { $0.hasPrefix("child.view") && $0.contains("ppear") }
    #expect(appearances.isEmpty)
  }
}
