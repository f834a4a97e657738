import Compose

/// A component of the containment world with a behaviour: a reentrant call into the engine from
/// inside one of its hooks, made once. Hook-created children get ids from 10,000 up, in creation
/// order.
final class ContainmentNode: Component {
  /// What a component does from inside its hooks, once: reentrant calls into the engine.
  enum Behaviour: Int, CaseIterable {
    case none
    case embedInViewWillAppear
    case unembedItselfInViewWillDisappear
    case removeOwnViewInViewDidAppear
    case removeFirstChildViewInViewDidDisappear
    case embedInDidMove
    /// Not a hook: the node is a manual container (`shouldAutomaticallyForwardAppearanceMethods`
    /// is `false`), whose children the steps drive by hand.
    case manualContainer
  }

  let behaviour: Behaviour
  weak var world: ContainmentWorld?
  private(set) var fired = false

  init(id: Int, behaviour: Behaviour, world: ContainmentWorld) {
    self.behaviour = behaviour
    self.world = world
    super.init(traceName: "c\(id)")
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    behaviour != .manualContainer
  }

  private func once(_ kind: Behaviour, _ body: () -> Void) {
    guard behaviour == kind, !fired else { return }
    fired = true
    body()
  }

  private func embedNew() {
    guard let world else { return }
    embed(world.make(id: world.nextHookID, behaviour: .none))
    world.nextHookID += 1
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    once(.embedInViewWillAppear) { embedNew() }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    once(.removeOwnViewInViewDidAppear) { view.removeFromSuperview() }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    once(.unembedItselfInViewWillDisappear) { unembed() }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    once(.removeFirstChildViewInViewDidDisappear) {
      children.first?.viewIfLoaded?.removeFromSuperview()
    }
  }

  override func didMove(toParent parent: Component?) {
    super.didMove(toParent: parent)
    if parent != nil { once(.embedInDidMove) { embedNew() } }
  }
}
