import Compose
import ComposeTestFixtures

extension NavigationWorld {
  /// Runs one step. A step naming a component that does not exist does nothing.
  func apply(_ step: NavigationStep) {
    switch step {
    case .push(let name, let probeName, let animated):
      guard let nav = navigation(named: name), let probe = makeProbe(probeName) else { return }
      everStacked[ObjectIdentifier(probe)] = WeakBox(probe)
      nav.push(probe, animated: animated)
    case .pop(let name, let animated):
      navigation(named: name)?.pop(animated: animated)
    case .popTo(let name, let targetName, let animated):
      guard let nav = navigation(named: name), let target = component(named: targetName),
        nav.stack.contains(where: { $0 === target })
      else { return }
      nav.pop(to: target, animated: animated)
    case .popToRoot(let name, let animated):
      navigation(named: name)?.popToRoot(animated: animated)
    case .setStack(let name, let kept, let new, let animated):
      guard let nav = navigation(named: name) else { return }
      var stack: [Component] = []
      if !nav.isTransitionInFlight {
        stack = kept.compactMap { component(named: $0) }.filter { member in
          nav.stack.contains { $0 === member }
        }
      }
      for probe in new.compactMap(makeProbe) {
        everStacked[ObjectIdentifier(probe)] = WeakBox(probe)
        stack.append(probe)
      }
      guard !stack.isEmpty else { return }
      nav.setStack(stack, animated: animated)
    case .tapBackButton(let name):
      navigation(named: name)?.tapBackButton()
    case .beginInteractivePop(let name, let progress):
      guard let nav = navigation(named: name), pop == nil, swipeDown == nil else { return }
      pop = nav.beginInteractivePop().interaction
      pop?.update(progress)
    case .endGesture(let finish, let milliseconds):
      endGesture(finish: finish, milliseconds: milliseconds)
    case .present(let fromName, let name, let rootName, let fullScreen, let animated):
      present(from: fromName, name, root: rootName, fullScreen: fullScreen, animated: animated)
    case .dismiss(let name, let animated):
      component(named: name)?.dismiss(animated: animated)
    case .beginInteractiveDismiss:
      guard pop == nil, swipeDown == nil, contexts.count > 1, let top = contexts.last else {
        return
      }
      swipeDown = top.beginInteractiveDismiss().interaction
    case .selectTab(let index):
      (window.rootComponent as? TabContainer)?.select(index)
    case .toggleWindow:
      if window.isVisible { window.hide() } else { window.makeKeyAndVisible() }
    case .advance(let milliseconds):
      window.advance(by: .milliseconds(milliseconds))
    case .runUntilIdle:
      window.runUntilIdle()
    }
  }

  private func endGesture(finish: Bool, milliseconds: Int) {
    if let pop {
      pop.end(finishing: finish, afterMilliseconds: milliseconds)
      self.pop = nil
    } else if let swipeDown {
      if finish {
        swipeDown.finish(after: .milliseconds(milliseconds))
      } else {
        swipeDown.cancel(after: .milliseconds(milliseconds))
      }
      self.swipeDown = nil
    }
  }

  private func present(
    from fromName: String, _ name: String, root rootName: String?, fullScreen: Bool,
    animated: Bool
  ) {
    guard let from = component(named: fromName), component(named: name) == nil else { return }
    let presented: Component
    if let rootName {
      guard let root = makeProbe(rootName) else { return }
      let nav = NavigationContainer(root: root, traceName: name)
      register(nav)
      nav.delegate = reasons
      for component in nav.stack { everStacked[ObjectIdentifier(component)] = WeakBox(component) }
      presented = nav
    } else {
      guard let probe = makeProbe(name) else { return }
      presented = probe
    }
    let style: PresentationStyle = fullScreen ? .fullScreen : .overFullScreen
    presented.presentationDelegate = reasons
    styles[ObjectIdentifier(presented)] = style
    everPresented[ObjectIdentifier(presented)] = WeakBox(presented)
    from.present(presented, animated: animated, style: style)
  }
}
