import Compose
import ComposeTestFixtures
import Testing

/// `embed(_:in:)` places the child's view without reading two weak references: it passes the
/// child as the view's owner (a component's loaded view is owned by it) and itself as the parent
/// it has just linked (a parent lists its children, so while it still lists the child last it is
/// the child's parent). A hook run between the link and the placement can make either shortcut
/// false; the child's appearance must then follow where it really is (contract §1, §3).
@Suite struct EmbedShortcutTests {
  /// A visible window whose root is appeared.
  func makeAppearedRoot() -> (Window, Probe) {
    let window = Window(traceName: "w")
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    return (window, root)
  }

  @Test func aChildThatItsViewDidLoadMovesToAnotherParentDoesNotAppearWithTheFirstParent() {
    let (window, root) = makeAppearedRoot()
    let other = Probe("other")  // in no window: never appeared
    let child = Probe("child")
    var willAppear = 0
    child.onWillAppear = { _ in willAppear += 1 }
    child.onViewDidLoad = { other.addChild($0) }

    root.embed(child)

    #expect(child.parent === other)
    #expect(root.children.isEmpty)
    #expect(child.view.superview === root.view)  // placed, but in a view that is not its parent's
    #expect(child.appearanceState == .disappeared)
    #expect(willAppear == 0)
    _ = window
  }

  @Test func aChildWhoseViewDidLoadAddsASiblingStillAppearsWithItsParent() {
    let (window, root) = makeAppearedRoot()
    let sibling = Probe("sibling")
    let child = Probe("child")
    child.onViewDidLoad = { _ in root.addChild(sibling) }

    root.embed(child)

    #expect(root.children.map(\.traceName) == ["child", "sibling"])
    #expect(child.parent === root)
    #expect(child.appearanceState == .appeared)
    _ = window
  }

  @Test func aViewThatViewDidLoadReplacedIsPlacedAsAPlainViewAndTheChildStaysDisappeared() {
    let (window, root) = makeAppearedRoot()
    let child = Probe("child")
    var willAppear = 0
    child.onWillAppear = { _ in willAppear += 1 }
    let replacement = View(traceName: "replacement")
    child.onViewDidLoad = { $0.view = replacement }

    root.embed(child)

    // The view `embed` read was loaded first, then replaced: it is placed, but it is no longer
    // the child's, so the child is not in the window and does not appear.
    #expect(child.view === replacement)
    #expect(replacement.superview == nil)
    #expect(root.view.subviews.count == 1)
    #expect(root.view.subviews.first !== replacement)
    #expect(child.appearanceState == .disappeared)
    #expect(willAppear == 0)
    _ = window
  }

  /// A container view whose `didAddSubview` runs a closure: a hook between the link and the sync.
  final class HookedContainer: View {
    var onDidAdd: ((View) -> Void)?
    override func didAddSubview(_ subview: View) { onDidAdd?(subview) }
  }

  @Test func aContainerHookThatMovesTheChildToAnotherParentKeepsItDisappeared() {
    let (window, root) = makeAppearedRoot()
    let container = HookedContainer(traceName: "container")
    root.view.addSubview(container)
    let other = Probe("other")
    let child = Probe("child")
    var willAppear = 0
    child.onWillAppear = { _ in willAppear += 1 }
    child.loadViewIfNeeded()
    container.onDidAdd = { _ in other.addChild(child) }

    root.embed(child, in: container)

    #expect(child.parent === other)
    #expect(child.view.superview === container)
    #expect(child.appearanceState == .disappeared)
    #expect(willAppear == 0)
    _ = window
  }

  @Test func aContainerHookThatAddsASiblingAfterTheChildStillAppearsIt() {
    let (window, root) = makeAppearedRoot()
    let container = HookedContainer(traceName: "container")
    root.view.addSubview(container)
    let child = Probe("child")
    let sibling = Probe("sibling")
    container.onDidAdd = { _ in
      container.onDidAdd = nil
      root.addChild(sibling)
    }

    root.embed(child, in: container)

    #expect(root.children.map(\.traceName) == ["child", "sibling"])
    #expect(child.appearanceState == .appeared)
    _ = window
  }
}

/// Contract §7: a refused `embed(_:in:)` leaves the tree unchanged and runs no hook, also when
/// the misuse would only show once the receiver's view loads.
@Suite struct EmbedRefusalBeforeLoadTests {
  /// A state container embeds its content itself when its view loads (its `viewDidLoad`):
  /// embedding that content into it first is the `alreadyChild` misuse, caught before the load.
  @Test func embeddingAStateContainersContentIntoItBeforeItsViewLoadsIsRefusedWithNoHookRun() {
    let content = Probe("content")
    var hooks: [String] = []
    content.onWillMove = { _, _ in hooks.append("content.willMove") }
    content.onViewDidLoad = { _ in hooks.append("content.viewDidLoad") }
    let container = StateContainer(content: content, state: .content, traceName: "state")

    let diagnostic = container.embed(content)

    #expect(diagnostic?.code == .alreadyChild)
    #expect(!container.isViewLoaded)
    #expect(container.children.isEmpty)
    #expect(content.parent == nil)
    #expect(hooks.isEmpty)
    // The container still shows its content once its view loads.
    container.loadViewIfNeeded()
    #expect(container.children.map(\.traceName) == ["content"])
  }
}
