import Compose
import Foundation
import Testing

extension StressTests {
  // MARK: World

  final class World {
    var slots: [Slot]
    let checker = BalanceChecker()
    lazy var feed = GlobalFeed(checker: checker, world: self)
    var idByName: [String: Int] = [:]
    /// The components in a window after the previous step.
    var inside: Set<Int> = []
    /// The components in a window after the step before.
    var wasInside: Set<Int> = []
    var nodes: [Int: Node] = [:]
    var wrappers: [Int: View] = [:]
    var interaction: InteractiveTransition?
    var failures: [String] = []
    var nextHookID = 100_000
    var nextWindowName = 0
    weak var lastReleasedWindow: Window?
    /// Weak references to everything created, for the leak check.
    var weakNodes: [WeakBox<Component>] = []
    var weakViews: [WeakBox<View>] = []
    var weakWindows: [WeakBox<Window>] = []

    struct WeakBox<T: AnyObject> { weak var value: T? }

    init() {
      slots = []
      slots = [makeSlot(), makeSlot()]
      for (index, slot) in slots.enumerated() {
        let root = make(id: index, manual: index == 1)
        slot.window?.rootComponent = root
        slot.window?.makeKeyAndVisible()
      }
    }

    func makeSlot() -> Slot {
      let slot = Slot(name: "w\(nextWindowName)", feed: feed)
      nextWindowName += 1
      weakWindows.append(WeakBox(value: slot.window))
      return slot
    }

    func fail(_ message: String) { failures.append(message) }

    @discardableResult
    func make(id: Int, manual: Bool) -> Node {
      let node = Node(id: id, manual: manual, world: self)
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

    func isRoot(_ component: Component) -> Bool { roots.contains { $0 === component } }

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
    func embeddingViews(of target: Node) -> [View] {
      if target.manual { return [target.view] + target.slots }
      var result = [target.view]
      for id in wrappers.keys.sorted() {
        let wrapper = wrappers[id]!
        if wrapper.enclosingComponent === target { result.append(wrapper) }
      }
      return result
    }

    /// Detaches `node` from its parent with its parent's own API.
    func detachProperly(_ node: Node) {
      guard let parent = node.parent as? Node else { return }
      if parent.manual { parent.remove(node) } else { node.unembed() }
    }

    /// Attaches `node` to `target` with the target's own API.
    func attachProperly(_ node: Node, to target: Node, slot: Int, index: Int) {
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

    func slot(of component: Component) -> Slot? {
      guard let window = component.window else { return nil }
      return slots.first { $0.window === window }
    }

    // MARK: Hook actions

    func perform(_ action: HookAction, from node: Node) {
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

    // MARK: Applying

    func apply(_ op: Op) {
      switch op {
      case .create(let id, let manual, let into, let slot, let index):
        guard nodes[id] == nil else { return }
        let node = make(id: id, manual: manual)
        if let into, let target = nodes[into] {
          attachProperly(node, to: target, slot: slot, index: index)
        }
      case .move(let c, let t, let slot, let index):
        guard let node = nodes[c], let target = nodes[t], node !== target, !isRoot(node),
          !isInSubtree(target, of: node)
        else { return }
        detachProperly(node)
        attachProperly(node, to: target, slot: slot, index: index)
      case .detach(let c):
        guard let node = nodes[c] else { return }
        detachProperly(node)
      case .rawAddChild(let c, let t):
        guard let node = nodes[c], let target = nodes[t], !target.manual,
          (node.parent as? Node)?.manual != true
        else { return }
        target.addChild(node)
      case .rawRemoveFromParent(let c):
        guard let node = nodes[c], let parent = node.parent as? Node, !parent.manual else { return }
        node.removeFromParent()
      case .placeView(let c, let slot, let index):
        guard let node = nodes[c], let parent = node.parent as? Node, !parent.manual else { return }
        let views = embeddingViews(of: parent)
        let view = views[slot % views.count]
        view.insertSubview(node.view, at: min(index, view.subviews.count))
      case .removeView(let c):
        guard let node = nodes[c], (node.parent as? Node)?.manual != true else { return }
        node.viewIfLoaded?.removeFromSuperview()
      case .misplaceView(let c, let v, let index):
        guard let node = nodes[c], (node.parent as? Node)?.manual != true else { return }
        let views = allViews
        let view = views[v % views.count]
        view.insertSubview(node.view, at: min(index, view.subviews.count))
      case .newWrapper(let id, let v, let index):
        guard wrappers[id] == nil else { return }
        let wrapper = View(traceName: "w\(id)")
        weakViews.append(WeakBox(value: wrapper))
        wrappers[id] = wrapper
        let views = allViews
        let view = views[v % views.count]
        view.insertSubview(wrapper, at: min(index, view.subviews.count))
      case .moveWrapper(let w, let v, let index):
        guard let wrapper = wrappers[w] else { return }
        let views = allViews
        let view = views[v % views.count]
        let count = view.subviews.count - (wrapper.superview === view ? 1 : 0)
        view.insertSubview(wrapper, at: min(index, count))
      case .removeWrapper(let w):
        wrappers[w]?.removeFromSuperview()
      case .toggleHidden(let v):
        let views = allViews.filter { !($0 is Window) }
        guard !views.isEmpty else { return }
        views[v % views.count].isHidden.toggle()
      case .hide(let w): slots[w].window?.hide()
      case .show(let w): slots[w].window?.makeKeyAndVisible()
      case .setRoot(let w, let c):
        guard let window = slots[w].window else { return }
        if let c {
          guard let node = nodes[c], node.parent == nil, !isRoot(node) else { return }
          window.rootComponent = node
        } else {
          window.rootComponent = nil
        }
      case .swapRoots:
        guard let w0 = slots[0].window, let w1 = slots[1].window else { return }
        let r0 = w0.rootComponent
        let r1 = w1.rootComponent
        w0.rootComponent = nil
        w1.rootComponent = nil
        w0.rootComponent = r1
        w1.rootComponent = r0
      case .releaseWindow(let w):
        guard slots[w].window != nil else { return }
        if let message = slots[w].recorderMismatch() { fail("window\(w): \(message)") }
        // Released mid-animation, with every component still held by the world.
        let slot = slots[w]
        var window = slot.window
        slot.window = nil
        lastReleasedWindow = window
        let root = window?.rootComponent
        window = nil  // its deinit runs the clock to idle, with the observers still attached
        _ = window
        if lastReleasedWindow != nil { fail("window\(w) was not released") }
        _ = root
        slots[w] = Slot(name: "dead", feed: nil)
        slots[w].window = nil
      case .createWindow(let w):
        guard slots[w].window == nil else { return }
        slots[w] = makeSlot()
        slots[w].window?.makeKeyAndVisible()
      case .transition(let p, let milliseconds):
        guard let container = nodes[p], !container.manual,
          let from = container.children.first(where: {
            $0.viewIfLoaded?.enclosingComponent === container
          }),
          let to = container.children.first(where: { $0.viewIfLoaded?.superview == nil })
        else { return }
        container.transition(from: from, to: to, duration: .milliseconds(milliseconds))
      case .swapNew(let p, let id, let manual, let milliseconds):
        guard nodes[id] == nil, let container = nodes[p], !container.manual else { return }
        make(id: id, manual: manual)
        apply(.swap(p, newcomer: id, milliseconds: milliseconds))
      case .swap(let p, let n, let milliseconds):
        // UIKit's containment around transition(from:to:): addChild(new), old.willMove(nil),
        // transition, then old.removeFromParent(), new.didMove(toParent:).
        guard let container = nodes[p], !container.manual, let newcomer = nodes[n],
          newcomer.parent == nil, !isRoot(newcomer), !isInSubtree(container, of: newcomer),
          newcomer.viewIfLoaded?.superview == nil,
          let old = container.children.first(where: {
            $0.viewIfLoaded?.enclosingComponent === container
          })
        else { return }
        container.addChild(newcomer)
        old.willMove(toParent: nil)
        container.transition(
          from: old, to: newcomer, duration: .milliseconds(milliseconds),
          completion: { [weak container, weak old, weak newcomer] _ in
            if let old, old.parent === container { old.removeFromParent() }
            if let newcomer, let container, newcomer.parent === container {
              newcomer.didMove(toParent: container)
            }
          })
      case .beginInteraction(let p):
        guard interaction == nil, let container = nodes[p], !container.manual,
          let from = container.children.first(where: {
            $0.viewIfLoaded?.enclosingComponent === container
          }),
          let to = container.children.first(where: { $0.viewIfLoaded?.superview == nil })
        else { return }
        interaction = container.beginInteractiveTransition(from: from, to: to)
      case .endInteraction(let finish, let milliseconds):
        guard let interaction else { return }
        self.interaction = nil
        interaction.end(finishing: finish, afterMilliseconds: milliseconds)
      case .advance(let w, let milliseconds):
        slots[w].window?.advance(by: .milliseconds(milliseconds))
      case .runUntilIdle(let w): slots[w].window?.runUntilIdle()
      case .attachRecorder(let w): slots[w].attachRecorder()
      case .detachRecorder(let w): slots[w].detachRecorder()
      case .arm(let c, let kind, let action):
        guard let node = nodes[c] else { return }
        node.armed = (kind, action)
      case .armJuggler(let w, let countdown, let adds):
        slots[w].juggler.countdown = countdown
        slots[w].juggler.adds = adds
      }
    }

    /// Re-baselines each window's checker for components that came into it since the last step:
    /// what they went through outside it no observer of it could see.
    func observeWindowBoundaries() {
      var now: Set<Int> = []
      for (id, node) in nodes where node.window != nil {
        now.insert(id)
        if !inside.contains(id) { checker.rebaseline(id, to: node.appearanceState) }
      }
      wasInside = inside
      inside = now
    }

    /// Whether every clock is idle and no interaction is pending.
    var isQuiescent: Bool {
      interaction == nil && slots.allSatisfy { !($0.window?.hasScheduledWork ?? false) }
    }

    /// Contract §3, computed independently of the engine.
    func isVisible(_ component: Component) -> Bool {
      guard let view = component.viewIfLoaded, let superview = view.superview else { return false }
      if let slot = slots.first(where: { $0.window?.rootComponent === component }) {
        return superview === slot.window && slot.window!.isVisible
      }
      guard let parent = component.parent, parent.appearanceState == .appeared else { return false }
      return view.enclosingComponent === parent
    }

    func violation() -> String? {
      if let first = failures.first { return first }
      if let first = checker.violations.first { return "unbalanced: \(first)" }
      for (index, slot) in slots.enumerated() {
        if let message = slot.recorderMismatch() { return "window\(index): \(message)" }
        let forbidden: Set<Diagnostic.Code> = [
          .directAppearanceCall, .redundantAppearanceTransition, .endWithoutBegin,
          .appearanceDrivenAutomatically, .transitionCompletedTwice, .didMoveToWrongParent,
          .clockDidNotSettle,
        ]
        if let bad = slot.log.diagnostics.first(where: { forbidden.contains($0.code) }) {
          return "window\(index) diagnostic \(bad.code) at \(bad.path): \(bad.message)"
        }
      }
      // Structure: parent/children and superview/subviews agree.
      var views: [View] = allViews
      var seen = Set<ObjectIdentifier>()
      while let view = views.popLast() {
        guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
        for subview in view.subviews {
          if subview.superview !== view {
            return
              "a subview of \(view.traceName ?? view.owner?.traceName ?? "?") has another superview"
          }
          views.append(subview)
        }
        if let superview = view.superview,
          superview.subviews.filter({ $0 === view }).count != 1
        {
          return
            "\(view.traceName ?? view.owner?.traceName ?? "?") is not once in its superview's subviews"
        }
      }
      let quiescent = isQuiescent
      for id in nodes.keys.sorted() {
        let node = nodes[id]!
        for child in node.children where child.parent !== node {
          return "\(child.traceName) is in \(node.traceName).children but its parent differs"
        }
        if let parent = node.parent, !parent.children.contains(where: { $0 === node }) {
          return "\(node.traceName).parent is \(parent.traceName) but it is not among its children"
        }
        let state = node.appearanceState
        if node.window != nil || wasInside.contains(id) {
          let recorded = checker.states[id] ?? .disappeared
          if state != recorded {
            return "\(node.traceName) is \(state) but its events say \(recorded)"
          }
        }
        if state.isHeadingVisible, !isRoot(node) {
          guard let parent = node.parent, parent.appearanceState.isHeadingVisible else {
            return "\(node.traceName) is \(state) while its parent is not heading visible"
          }
        }
        if quiescent {
          if state.isTransitioning {
            return "\(node.traceName) is stuck \(state)"
              + (node.isInManualAppearanceTransition ? " (manual)" : "")
          }
          let visible = isVisible(node)
          if visible != (state == .appeared) {
            return "\(node.traceName) is \(state) but visible=\(visible)"
          }
        }
      }
      return nil
    }

    func settle() {
      apply(.endInteraction(finish: true, milliseconds: 0))
      for slot in slots { slot.window?.runUntilIdle() }
    }
  }
}
