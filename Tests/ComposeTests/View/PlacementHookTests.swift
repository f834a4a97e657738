import Compose
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
    let h = Harness()
    let child = Hosted(traceName: "child")
    child.hookView.onMove = { $0.removeFromSuperview() }
    h.root.embed(child)
    #expect(child.view.superview == nil)
    #expect(child.appearanceState == .disappeared)
    let appearances = h.callbacks().filter { $0.hasPrefix("child.view") && $0.contains("ppear") }
    #expect(appearances.isEmpty)
  }

  @Test func aViewPutBackByItsOwnRemovalHookLeavesTheComponentAppearedWithBalancedCallbacks() {
    let h = Harness()
    let child = Hosted(traceName: "child")
    h.root.embed(child)
    _ = h.callbacks()
    child.hookView.onMove = { h.root.view.addSubview($0) }
    child.view.removeFromSuperview()
    #expect(child.view.superview === h.root.view)
    #expect(child.appearanceState == .appeared)
    // Whatever happened in between, it is balanced: each will has its did, in order.
    let appearances = h.callbacks().filter { $0.hasPrefix("child.view") && $0.contains("ppear") }
    let wills = appearances.filter { $0.contains("Will") }.map { $0.contains("Appear") }
    let dids = appearances.filter { $0.contains("Did") }.map { $0.contains("Appear") }
    #expect(wills == dids)
  }

  @Test func aViewMovedIntoAHiddenContainerByItsPlacementHookDoesNotAppear() {
    let h = Harness()
    let child = Hosted(traceName: "child")
    let detached = View(traceName: "detached")
    child.hookView.onMove = { detached.addSubview($0) }
    h.root.embed(child)
    #expect(child.view.superview === detached)
    #expect(child.appearanceState == .disappeared)
    let appearances = h.callbacks().filter { $0.hasPrefix("child.view") && $0.contains("ppear") }
    #expect(appearances.isEmpty)
  }
}
