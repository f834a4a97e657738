import Compose
import ComposeTestFixtures

/// The multi-window world: what the containment world lacks. Correct hand-written manual
/// containers (UIKit's forwarding pattern) nested with automatic ones, two windows (moves between
/// them, root swaps, a window released mid-animation), plain wrapper views moved around with
/// `insertSubview(_:at:)` and `isHidden` toggles, and observers added and removed while events are
/// being delivered. One balance checker is fed by every window, keyed by stable ids.
final class MultiWindowWorld: RandomWorld {
  typealias Generator = MultiWindowGenerator
  var slots: [WindowSlot]
  let checker = BalanceChecker()
  lazy var feed = StableIDFeed(checker: checker, world: self)
  var idByName: [String: Int] = [:]
  /// The components in a window after the previous step.
  var inside: Set<Int> = []
  /// The components in a window after the step before.
  var wasInside: Set<Int> = []
  var nodes: [Int: MultiWindowNode] = [:]
  var wrappers: [Int: View] = [:]
  var interaction: InteractiveTransition?
  /// The interactive dismissal under way, if any.
  var swipe: InteractiveDismissal?
  var failures: [String] = []
  var nextHookID = 100_000
  var nextWindowName = 0
  weak var lastReleasedWindow: Window?
  /// Weak references to everything created, for the leak check.
  var weakNodes: [WeakBox<Component>] = []
  var weakViews: [WeakBox<View>] = []
  var weakWindows: [WeakBox<Window>] = []

  struct WeakBox<T: AnyObject> { weak var value: T? }

  init(options: Void = ()) {
    slots = []
    slots = [makeSlot(), makeSlot()]
    for (index, slot) in slots.enumerated() {
      let root = make(id: index, manual: index == 1)
      slot.window?.rootComponent = root
      slot.window?.makeKeyAndVisible()
    }
  }

  func makeSlot() -> WindowSlot {
    let slot = WindowSlot(name: "w\(nextWindowName)", feed: feed)
    nextWindowName += 1
    weakWindows.append(WeakBox(value: slot.window))
    return slot
  }

  func fail(_ message: String) { failures.append(message) }

  @discardableResult
  func make(id: Int, manual: Bool) -> MultiWindowNode {
    let node = MultiWindowNode(id: id, manual: manual, world: self)
    nodes[id] = node
    idByName[node.traceName] = id
    weakNodes.append(WeakBox(value: node))
    if manual {
      // A manual container places children in its view and in up to two slots inside it.
      for index in 0..<(id % 3) {
        let slot = View(traceName: "\(node.traceName).slot\(index)")
        weakViews.append(WeakBox(value: slot))
        node.view.addSubview(slot)
        node.slots.append(slot)
      }
    }
    return node
  }

  // MARK: Lookups

  var roots: [Component] { slots.compactMap { $0.window?.rootComponent } }

  /// Whether `component` is the top of a window's tree: a window's root, or a presented
  /// component (contract §5: presented with no parent, hosted by its presenter's window).
  func isRoot(_ component: Component) -> Bool {
    roots.contains { $0 === component } || isPresentedTop(component)
  }

  /// Whether `component` is presented (the root of a presented tree).
  func isPresentedTop(_ component: Component) -> Bool {
    component.parent == nil && component.presentingComponent != nil
  }

  /// Whether what `top` (a window's root or a presented component) presents covers it full
  /// screen: the presenter of a full-screen presentation disappears; over full screen and sheets
  /// leave it appeared (contract §5: the callbacks go to the presenter alone, so a component
  /// further down a chain keeps its appearance).
  func isCovered(_ top: Component) -> Bool {
    top.presentedComponent?.presentationStyle == .fullScreen
  }

  func isInSubtree(_ node: Component, of root: Component) -> Bool {
    var current: Component? = node
    while let c = current {
      if c === root { return true }
      current = c.parent
    }
    return false
  }

  /// Every view a random operation may target, in a deterministic order.
  var allViews: [View] {
    var result: [View] = []
    for id in nodes.keys.sorted() {
      if let node = nodes[id], let view = node.viewIfLoaded { result.append(view) }
      if let node = nodes[id] { result.append(contentsOf: node.slots) }
    }
    for id in wrappers.keys.sorted() { result.append(wrappers[id]!) }
    for slot in slots { if let window = slot.window { result.append(window) } }
    return result
  }

  /// The views `target` may embed a child in: its view, its slots (manual) or free wrappers
  /// whose enclosing component is `target` (automatic).
  func embeddingViews(of target: MultiWindowNode) -> [View] {
    if target.manual { return [target.view] + target.slots }
    var result = [target.view]
    for id in wrappers.keys.sorted() {
      let wrapper = wrappers[id]!
      if wrapper.enclosingComponent === target { result.append(wrapper) }
    }
    return result
  }

  /// Detaches `node` from its parent with its parent's own API.
  func detachProperly(_ node: MultiWindowNode) {
    guard let parent = node.parent as? MultiWindowNode else { return }
    if parent.manual { parent.remove(node) } else { node.unembed() }
  }

  /// Attaches `node` to `target` with the target's own API.
  func attachProperly(_ node: MultiWindowNode, to target: MultiWindowNode, slot: Int, index: Int) {
    guard node !== target, !isRoot(node), !isInSubtree(target, of: node) else { return }
    let views = embeddingViews(of: target)
    let view = views[slot % views.count]
    if target.manual {
      target.add(node, in: view === target.view ? nil : view, at: index)
    } else {
      if target.addChild(node) != nil { return }
      view.insertSubview(node.view, at: min(index, view.subviews.count))
      node.didMove(toParent: target)
    }
  }

  func slot(of component: Component) -> WindowSlot? {
    guard let window = component.window else { return nil }
    return slots.first { $0.window === window }
  }

  // MARK: Hook actions

  func perform(_ action: HookAction, from node: MultiWindowNode) {
    switch action {
    case .addRecorder: slot(of: node)?.attachRecorder()
    case .removeRecorder: slot(of: node)?.detachRecorder()
    case .containerAddsNewChild:
      guard node.manual else { return }
      let child = make(id: nextHookID, manual: false)
      nextHookID += 1
      node.add(child)
    case .containerRemovesFirstChild:
      guard node.manual, let first = node.children.first else { return }
      node.remove(first)
    }
  }

}
