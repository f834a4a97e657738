import Compose
import ComposeTestFixtures

/// The containment world (contract §3 and §4): a window, its root (c0) and every component ever
/// created, by id; components with reentrant hooks and manual containers whose children the steps
/// drive by hand.
final class ContainmentWorld: RandomWorld {
  typealias Generator = ContainmentGenerator

  let window = Window(traceName: "model")
  let checker = BalanceChecker()
  var components: [Int: Component] = [:]
  var interaction: InteractiveTransition?
  var nextHookID = 10_000
  /// How many manual begins the engine accepted (on children of manual containers).
  var acceptedManualBegins = 0
  /// The components that were outside the window after the previous step: observation stops at
  /// the window, so what they went through meanwhile was not seen.
  private var outside: Set<Int> = []

  init(options: Void = ()) {
    let root = Component(traceName: "c0")
    components[0] = root
    window.addObserver(checker)
    window.rootComponent = root
    window.makeKeyAndVisible()
  }

  var root: Component { components[0]! }

  func make(id: Int, behaviour: ContainmentNode.Behaviour) -> Component {
    let node = ContainmentNode(id: id, behaviour: behaviour, world: self)
    components[id] = node
    return node
  }

  /// Re-baselines the checker for components back in the window after being outside it.
  func observeWindowBoundary() {
    var nowOutside: Set<Int> = []
    for (id, component) in components {
      if component.window == nil {
        nowOutside.insert(id)
      } else if outside.contains(id) {
        checker.rebaseline(component.reference.number, to: component.appearanceState)
      }
    }
    outside = nowOutside
  }

  func apply(_ step: ContainmentStep) {
    switch step {
    case .embed(let parent, let id, let behaviour):
      guard let parent = components[parent], components[id] == nil else { return }
      parent.embed(make(id: id, behaviour: behaviour))
    case .unembed(let id): components[id]?.unembed()
    case .removeFromParent(let id): components[id]?.removeFromParent()
    case .removeView(let id): components[id]?.viewIfLoaded?.removeFromSuperview()
    case .placeView(let id):
      guard let child = components[id], let parent = child.parent else { return }
      parent.view.addSubview(child.view)
    case .misplaceView(let id, let other):
      guard let child = components[id], let other = components[other] else { return }
      other.view.addSubview(child.view)
    case .reparent(let id, let parent):
      guard let child = components[id], let parent = components[parent] else { return }
      parent.addChild(child)
    case .hide: window.hide()
    case .show: window.makeKeyAndVisible()
    case .transition(let id, let milliseconds):
      guard let container = components[id],
        let from = container.children.first(where: { $0.viewIfLoaded?.superview != nil }),
        let to = container.children.first(where: { $0.viewIfLoaded?.superview == nil })
      else { return }
      container.transition(from: from, to: to, duration: .milliseconds(milliseconds))
    case .beginInteraction(let id):
      guard interaction == nil, let container = components[id],
        let from = container.children.first(where: { $0.viewIfLoaded?.superview != nil }),
        let to = container.children.first(where: { $0.viewIfLoaded?.superview == nil })
      else { return }
      interaction = container.beginInteractiveTransition(from: from, to: to)
    case .endInteraction(let finish, let milliseconds):
      guard let interaction else { return }
      self.interaction = nil
      interaction.end(finishing: finish, afterMilliseconds: milliseconds)
    case .advance(let milliseconds): window.advance(by: .milliseconds(milliseconds))
    case .runUntilIdle: window.runUntilIdle()
    case .manual(let id, let appearing): manual(id, appearing: appearing)
    case .appearAlone(let id, let childID):
      guard components[id] == nil, childID.map({ components[$0] == nil }) ?? true else { return }
      let lone = make(id: id, behaviour: .none)
      if let childID { lone.embed(make(id: childID, behaviour: .none)) }
      lone.beginAppearanceTransition(true, animated: false)
      lone.endAppearanceTransition()
    case .replaceView(let id):
      guard let component = components[id], component !== root,
        let view = component.viewIfLoaded, view.superview == nil
      else { return }
      component.view = View(traceName: "c\(id) replacement")
    case .rootForAMoment(let id):
      guard let component = components[id], component !== root else { return }
      guard window.setRootComponent(component) == nil else { return }
      window.rootComponent = root
    }
  }

  /// Begins or ends an appearance transition by hand, aimed at what a manual container drives:
  /// its first child (in the window, so observed).
  private func manual(_ id: Int, appearing: Bool?) {
    guard var component = components[id] else { return }
    if !component.shouldAutomaticallyForwardAppearanceMethods, let first = component.children.first
    {
      component = first
    }
    guard component.window != nil else { return }
    if let appearing {
      if component.beginAppearanceTransition(appearing, animated: true) == nil {
        acceptedManualBegins += 1
      }
    } else {
      component.endAppearanceTransition()
    }
  }

  /// Ends every manual transition still open, until none is left.
  func endManualTransitions() {
    var changed = true
    while changed {
      changed = false
      for id in components.keys.sorted() {
        if let component = components[id], component.isInManualAppearanceTransition,
          component.endAppearanceTransition() == nil
        {
          changed = true
        }
      }
    }
  }
}
