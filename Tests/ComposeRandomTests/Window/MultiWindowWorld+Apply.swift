import Compose
import ComposeTestFixtures

extension MultiWindowWorld {
  /// Runs one step. A step naming a component, wrapper or window that does not exist does nothing.
  func apply(_ step: MultiWindowStep) {
    switch step {
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
        (node.parent as? MultiWindowNode)?.manual != true
      else { return }
      target.addChild(node)
    case .rawRemoveFromParent(let c):
      guard let node = nodes[c], let parent = node.parent as? MultiWindowNode, !parent.manual else {
        return
      }
      node.removeFromParent()
    case .placeView(let c, let slot, let index):
      guard let node = nodes[c], let parent = node.parent as? MultiWindowNode, !parent.manual else {
        return
      }
      let views = embeddingViews(of: parent)
      let view = views[slot % views.count]
      view.insertSubview(node.view, at: min(index, view.subviews.count))
    case .removeView(let c):
      guard let node = nodes[c], (node.parent as? MultiWindowNode)?.manual != true,
        !isPresentedTop(node)
      else { return }
      node.viewIfLoaded?.removeFromSuperview()
    case .misplaceView(let c, let v, let index):
      guard let node = nodes[c], (node.parent as? MultiWindowNode)?.manual != true,
        !isPresentedTop(node)
      else { return }
      let views = allViews
      let view = views[v % views.count]
      view.insertSubview(node.view, at: min(index, view.subviews.count))
    case .placeViewOnly(let c, let v, let index):
      guard let node = nodes[c], node.parent == nil, !isRoot(node) else { return }
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
      // Released mid-animation (and mid-presentation or swipe), with every component still held
      // by the world.
      let slot = slots[w]
      var window = slot.window
      let wasIn = nodes.keys.sorted().filter { nodes[$0]!.window === window }
      slot.window = nil
      lastReleasedWindow = window
      let root = window?.rootComponent
      window = nil  // its deinit runs the clock to idle, with the observers still attached
      _ = window
      if lastReleasedWindow != nil { fail("window\(w) was not released") }
      _ = root
      // Contract §3, §7: a released window takes its root and its presentations down with
      // balanced callbacks; nothing stays presented or in the dead window, nor appeared unless its
      // view is shown elsewhere (below). (What an
      // operation of the other window's clock still drives, a presentation begun there before
      // its presenter moved, ends on that clock: the checks at rest judge it.)
      // An interactive transition the world holds in the released window was cancelled with it
      // (contract §4, §7); one in the other window drives its children until the world ends it
      // (the checks at rest judge that).
      if let held = interaction, held.state != .interacting { interaction = nil }
      let otherClockBusy =
        interaction != nil || slots.contains { $0.window?.hasScheduledWork == true }
      for id in wasIn {
        let node = nodes[id]!
        if node.window != nil { fail("\(node.traceName) is still in released window\(w)") }
        if otherClockBusy { continue }
        // A component whose view the world placed in the other window's hierarchy without
        // addChild (a former root among them) follows that view once the window is gone
        // (contract §3, view-only): appeared there when the model says it is visible.
        let expected: AppearanceState = isVisible(node) ? .appeared : .disappeared
        if node.appearanceState != expected {
          fail(
            "\(node.traceName) is \(node.appearanceState) after window\(w) was released "
              + "(expected \(expected))")
        }
        if node.parent == nil, node.presentingComponent != nil || node.presentedComponent != nil {
          fail("\(node.traceName) is still in a presentation after window\(w) was released")
        }
      }
      // A swipe in the released window ended with it.
      if let swipe, swipe.component?.window == nil { self.swipe = nil }
      slots[w] = WindowSlot(name: "dead", feed: nil)
      slots[w].window = nil
    case .markLayout(let w, let frame):
      guard let window = slots[w].window else { return }
      if frame {
        let size = window.frame.size
        window.frame = Rect(x: 0, y: 0, width: size.height, height: size.width)
      } else {
        window.setNeedsLayout()
      }
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
    case .present(let c, let id, let manual, let style, let animated):
      guard nodes[id] == nil, let presenter = nodes[c] else { return }
      let presented = make(id: id, manual: manual)
      presenter.present(presented, animated: animated, style: style)
    case .dismiss(let c, let animated):
      guard let node = nodes[c] else { return }
      node.dismiss(animated: animated)
    case .beginSwipe(let c):
      guard swipe == nil, let node = nodes[c] else { return }
      swipe = node.beginInteractiveDismiss().interaction
    case .endSwipe(let progress, let finish, let milliseconds):
      guard let swipe else { return }
      self.swipe = nil
      swipe.update(Double(progress) / 10)
      if finish {
        swipe.finish(after: .milliseconds(milliseconds))
      } else {
        swipe.cancel(after: .milliseconds(milliseconds))
      }
    case .armJuggler(let w, let countdown, let adds):
      slots[w].juggler.countdown = countdown
      slots[w].juggler.adds = adds
    case .transitionThroughChild(let c, let milliseconds):
      guard let container = nodes[c], let child = container.children.first else { return }
      container.enqueueTransition { [weak child] complete in
        guard let child else { return complete() }
        child.schedule(after: .milliseconds(milliseconds)) { complete() }
      }
    case .appearAlone(let c):
      guard let node = nodes[c], isAlone(node), !node.appearanceState.isTransitioning else {
        return
      }
      node.beginAppearanceTransition(node.appearanceState == .disappeared, animated: false)
      node.endAppearanceTransition()
    }
  }

  /// Whether `component` is alone: no parent, not a root, not presented, its view in no window
  /// (contract §3: `beginAppearanceTransition` drives it by hand until it is placed).
  func isAlone(_ component: Component) -> Bool {
    component.parent == nil && !isRoot(component) && component.presentingComponent == nil
      && component.window == nil && component.viewIfLoaded?.window == nil
  }

  /// Whether `component` follows a component alone (or is one): the top of its parent chain is
  /// alone, so its appearance is the hand-driven one of that top.
  func followsAloneComponent(_ component: Component) -> Bool {
    var node = component
    while let parent = node.parent { node = parent }
    return isAlone(node)
  }

}
