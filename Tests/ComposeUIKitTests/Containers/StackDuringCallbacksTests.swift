import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Contract §5: the navigation stack is updated before the transition's callbacks run. Published
// app code tells a pop from a push over it in `viewWillDisappear` by
// `[viewControllers indexOfObject:self] == NSNotFound`, "possible because the
// UINavigationController's view controller stack (exposed through the viewControllers
// property) has been updated by the time that viewWillDisappear is called"
// (exchangetuts.com, "viewWillDisappear: determine whether view controller is being popped or is
// showing a sub view controller"). `isMovingFromParent` tells it too, and stays right.

/// A view controller that records what its navigation controller's stack is in its hooks.
private final class StackReader: UIViewController {
  var onWillAppear: ((StackReader) -> Void)?
  var onWillDisappear: ((StackReader) -> Void)?

  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onWillAppear?(self)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    onWillDisappear?(self)
  }
}

private func titles(_ controllers: [UIViewController]?) -> [String] {
  (controllers ?? []).map { $0.title ?? "?" }
}

@MainActor
@Suite struct StackDuringCallbacksTests {
  @Test(arguments: [false, true])
  func aPoppedViewControllerIsNoLongerInTheStackDuringItsViewWillDisappear(animated: Bool) {
    let a = StackReader(title: "a")
    let b = StackReader(title: "b")
    let nav = UINavigationController(rootViewController: a)
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    nav.pushViewController(b, animated: false)
    var seen: (containsSelf: Bool, top: String?, moving: Bool)?
    b.onWillDisappear = { reader in
      seen = (
        reader.navigationController?.viewControllers.contains(reader) ?? true,
        reader.navigationController?.topViewController?.title, reader.isMovingFromParent
      )
    }

    nav.popViewController(animated: animated)
    window.finishAnimations()

    #expect(seen?.containsSelf == false)
    #expect(seen?.top == "a")
    #expect(seen?.moving == true)
    #expect(titles(nav.viewControllers) == ["a"])
    audit.finish()
  }

  @Test func aViewControllerCoveredByAPushIsStillInTheStackAndTheNewOneIsOnTop() {
    let a = StackReader(title: "a")
    let nav = UINavigationController(rootViewController: a)
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    var seen: (stack: [String], top: String?, moving: Bool)?
    a.onWillDisappear = { reader in
      seen = (
        titles(reader.navigationController?.viewControllers),
        reader.navigationController?.topViewController?.title, reader.isMovingFromParent
      )
    }

    nav.pushViewController(StackReader(title: "b"), animated: true)
    window.finishAnimations()

    #expect(seen?.stack == ["a", "b"])
    #expect(seen?.top == "b")
    #expect(seen?.moving == false)
    audit.finish()
  }

  @Test func popToRemovesTheSkippedViewControllersBeforeTheNewTopsViewWillAppear() {
    let a = StackReader(title: "a")
    let nav = UINavigationController(rootViewController: a)
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    nav.pushViewController(StackReader(title: "b"), animated: false)
    nav.pushViewController(StackReader(title: "c"), animated: false)
    var seen: [String]?
    a.onWillAppear = { reader in seen = titles(reader.navigationController?.viewControllers) }

    nav.popToViewController(a, animated: true)
    window.finishAnimations()

    #expect(seen == ["a"])
    #expect(titles(nav.viewControllers) == ["a"])
    audit.finish()
  }

  @Test func aCancelledSwipeBackPutsTheTopBackInTheStack() throws {
    let a = StackReader(title: "a")
    let b = StackReader(title: "b")
    let nav = UINavigationController(rootViewController: a)
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    nav.pushViewController(b, animated: false)
    var seenInWillDisappear: [String]?
    b.onWillDisappear = { reader in
      seenInWillDisappear = titles(reader.navigationController?.viewControllers)
    }

    let swipe = try #require(nav.composeBeginSwipeBack())
    swipe.update(0.3)
    #expect(seenInWillDisappear == ["a"])
    #expect(nav.topViewController === a)
    swipe.cancel()
    window.finishAnimations()

    #expect(titles(nav.viewControllers) == ["a", "b"])
    #expect(nav.topViewController === b)
    #expect(b.isMovingFromParent == false)
    audit.finish()
  }

  @Test func aPushQueuedBehindAnotherSeesTheStackOfTheOneBefore() {
    let a = StackReader(title: "a")
    let b = StackReader(title: "b")
    let nav = UINavigationController(rootViewController: a)
    let audit = WindowAudit.showing(nav)
    let window = audit.window
    var seenByB: [String]?
    b.onWillDisappear = { reader in
      seenByB = titles(reader.navigationController?.viewControllers)
    }

    let c = StackReader(title: "c")
    nav.pushViewController(b, animated: true)
    nav.pushViewController(c, animated: true)
    // The second push waits for the first (contract §4): the stack is the first one's.
    #expect(titles(nav.viewControllers) == ["a", "b"])
    window.finishAnimations()

    #expect(seenByB == ["a", "b", "c"])
    #expect(titles(nav.viewControllers) == ["a", "b", "c"])
    withExtendedLifetime(c) {}
    audit.finish()
  }
}
