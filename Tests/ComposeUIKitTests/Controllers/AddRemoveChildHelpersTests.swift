import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The containment helpers nearly every UIKit code base has (Swift by Sundell's "Using child view
// controllers as plugins"): `add(_:)` and `remove()`, with the steps in the documented order.
// (File-private here only because another file of this test target declares its own `add(_:)`.)

extension UIViewController {
  fileprivate func add(_ child: UIViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  fileprivate func remove() {
    // Just to be safe, we check that this view controller is actually added to a parent before
    // removing it.
    guard parent != nil else {
      return
    }
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
  }
}

@MainActor
@Suite struct AddRemoveChildHelpersTests {
  @Test func addingToAnAppearedParentLoadsAndAppearsTheChildBeforeDidMove() {
    let log = EventLog()
    let parent = TracingViewController(title: "parent", log: log)
    let audit = WindowAudit.showing(parent)
    let window = audit.window
    _ = log.drain()
    let child = TracingViewController(title: "child", log: log)

    parent.add(child)

    #expect(
      log.drain() == [
        "child.willMove(toParent: parent)",
        "child.viewDidLoad",
        "child.viewWillAppear(false)",
        "child.viewIsAppearing(false)",
        "child.viewDidAppear(false)",
        "child.didMove(toParent: parent)",
      ])
    #expect(child.parent === parent)
    #expect(parent.children.count == 1)
    #expect(child.view.superview === parent.view)
    #expect(child.view.window === window)
    audit.finish()
  }

  @Test func removingMirrorsAddingAndReleasesTheChild() {
    let log = EventLog()
    let parent = TracingViewController(title: "parent", log: log)
    let audit = WindowAudit.showing(parent)
    var child: TracingViewController? = TracingViewController(title: "child", log: log)
    parent.add(child!)
    _ = log.drain()
    weak var released: TracingViewController?
    released = child

    child?.remove()
    child = nil

    #expect(
      log.drain() == [
        "child.willMove(toParent: nil)",
        "child.viewWillDisappear(false)",
        "child.viewDidDisappear(false)",
        "child.didMove(toParent: nil)",
      ])
    #expect(parent.children.isEmpty)
    #expect(released == nil)
    audit.finish()
  }

  @Test func removeOnAControllerWithoutParentDoesNothing() {
    let log = EventLog()
    let orphan = TracingViewController(title: "orphan", log: log)
    orphan.remove()
    #expect(log.drain().isEmpty)
    #expect(!orphan.isViewLoaded)
  }

  @Test func childrenAddedBeforeTheWindowAppearWithTheirParentParentFirst() {
    let log = EventLog()
    let parent = TracingViewController(title: "parent", log: log)
    let first = TracingViewController(title: "first", log: log)
    let second = TracingViewController(title: "second", log: log)
    parent.add(first)
    parent.add(second)
    #expect(
      log.drain() == [
        "first.willMove(toParent: parent)",
        "parent.viewDidLoad",
        "first.viewDidLoad",
        "first.didMove(toParent: parent)",
        "second.willMove(toParent: parent)",
        "second.viewDidLoad",
        "second.didMove(toParent: parent)",
      ])

    let audit = WindowAudit.showing(parent)

    #expect(
      log.drain() == [
        "parent.viewWillAppear(false)",
        "parent.viewIsAppearing(false)",
        "first.viewWillAppear(false)",
        "first.viewIsAppearing(false)",
        "second.viewWillAppear(false)",
        "second.viewIsAppearing(false)",
        "parent.viewDidAppear(false)",
        "first.viewDidAppear(false)",
        "second.viewDidAppear(false)",
      ])
    audit.finish()
  }
}
