import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A custom container that swaps its one visible child by hand, as Apple's "Creating a custom
// container view controller" shows: `transition(from:to:duration:options:animations:completion:)`
// does the appearance, the container does the containment around it.

private final class SwapContainerViewController: TracingViewController {
  private(set) var current: UIViewController?

  func show(_ child: UIViewController) {
    addChild(child)
    child.view.frame = view.bounds
    view.addSubview(child.view)
    child.didMove(toParent: self)
    current = child
  }

  func swap(to new: UIViewController, duration: TimeInterval) {
    guard let old = current else {
      show(new)
      return
    }
    old.willMove(toParent: nil)
    addChild(new)
    new.view.frame = view.bounds
    current = new
    transition(
      from: old, to: new, duration: duration, options: [.transitionCrossDissolve],
      animations: nil,
      completion: { _ in
        old.removeFromParent()
        new.didMove(toParent: self)
      })
  }
}

@MainActor
@Suite struct ChildSwapContainerTests {
  private func makeContainer(_ log: EventLog) -> (SwapContainerViewController, WindowAudit) {
    let container = SwapContainerViewController(title: "container", log: log)
    let audit = WindowAudit.showing(container)
    container.show(TracingViewController(title: "old", log: log))
    _ = log.drain()
    return (container, audit)
  }

  @Test func animatedSwapRunsWillHalvesAtOnceAndDidHalvesWhenTheAnimationEnds() {
    let log = EventLog()
    let (container, audit) = makeContainer(log)
    let new = TracingViewController(title: "new", log: log)

    container.swap(to: new, duration: 0.3)
    #expect(
      log.drain() == [
        "old.willMove(toParent: nil)",
        "new.willMove(toParent: container)",
        "new.viewDidLoad",
        "old.viewWillDisappear(true)",
        "new.viewWillAppear(true)",
        "new.viewIsAppearing(true)",
      ])
    #expect(container.children.count == 2)

    audit.window.finishAnimations()
    #expect(
      log.drain() == [
        "old.viewDidDisappear(true)",
        "new.viewDidAppear(true)",
        "old.didMove(toParent: nil)",
        "new.didMove(toParent: container)",
      ])
    #expect(container.children.map(\.title) == ["new"])
    #expect(new.view.superview === container.view)
    audit.finish()
  }

  @Test func unanimatedSwapCompletesBeforeReturning() {
    let log = EventLog()
    let (container, audit) = makeContainer(log)
    weak var old: UIViewController?
    old = container.current
    container.swap(to: TracingViewController(title: "new", log: log), duration: 0)

    #expect(
      log.drain() == [
        "old.willMove(toParent: nil)",
        "new.willMove(toParent: container)",
        "new.viewDidLoad",
        "old.viewWillDisappear(false)",
        "new.viewWillAppear(false)",
        "new.viewIsAppearing(false)",
        "old.viewDidDisappear(false)",
        "new.viewDidAppear(false)",
        "old.didMove(toParent: nil)",
        "new.didMove(toParent: container)",
      ])
    #expect(old == nil)
    audit.finish()
  }

  @Test func swappingBackAndForthKeepsOneChild() {
    let log = EventLog()
    let (container, audit) = makeContainer(log)
    let a = TracingViewController(title: "a", log: log)
    let b = TracingViewController(title: "b", log: log)
    container.swap(to: a, duration: 0)
    container.swap(to: b, duration: 0)
    container.swap(to: a, duration: 0)
    _ = log.drain()

    #expect(container.children.map(\.title) == ["a"])
    #expect(container.view.subviews.count == 1)
    #expect(a.view.superview === container.view)
    #expect(b.view.superview == nil)
    #expect(b.parent == nil)
    audit.finish()
  }
}
