import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A container that replaces all its children at once, with the common
// "children.forEach { willMove; removeFromSuperview; removeFromParent }" loop, and pins the new
// child with four anchors.

private final class SlotViewController: TracingViewController {
  // The real-world spelling is kept on purpose.
  // swift-format-ignore: ReplaceForEachWithForLoop
  func removeAllChildren() {
    children.forEach {
      $0.willMove(toParent: nil)
      $0.view.removeFromSuperview()
      $0.removeFromParent()
    }
  }

  func embed(_ child: UIViewController) {
    removeAllChildren()
    addChild(child)
    child.view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child.view)
    NSLayoutConstraint.activate([
      child.view.topAnchor.constraint(equalTo: view.topAnchor),
      child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    child.didMove(toParent: self)
  }
}

@MainActor
@Suite struct ChildrenTeardownTests {
  @Test func embeddingReplacesEveryChildInOrder() {
    let log = EventLog()
    let slot = SlotViewController(title: "slot", log: log)
    let audit = WindowAudit.showing(slot)
    slot.embed(TracingViewController(title: "a", log: log))
    _ = log.drain()

    slot.embed(TracingViewController(title: "b", log: log))
    #expect(
      log.drain() == [
        "a.willMove(toParent: nil)",
        "a.viewWillDisappear(false)",
        "a.viewDidDisappear(false)",
        "a.didMove(toParent: nil)",
        "b.willMove(toParent: slot)",
        "b.viewDidLoad",
        "b.viewWillAppear(false)",
        "b.viewIsAppearing(false)",
        "b.viewDidAppear(false)",
        "b.didMove(toParent: slot)",
      ])
    #expect(slot.children.map(\.title) == ["b"])
    audit.finish()
  }
}
