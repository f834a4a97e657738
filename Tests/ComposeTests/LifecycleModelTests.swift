import Compose
import ComposeTesting
import Testing

/// Model-based random testing of contract §3 and §4: seeded sequences of containment, view,
/// window, transition, interaction and clock operations, with the invariants checked after every
/// step and a shrunk failing sequence printed on failure.
@Suite struct LifecycleModelTests {
  /// What a component does from inside its hooks, once: reentrant calls into the engine.
  enum Behaviour: Int, CaseIterable {
    case none
    case embedInViewWillAppear
    case unembedItselfInViewWillDisappear
    case removeOwnViewInViewDidAppear
    case removeFirstChildViewInViewDidDisappear
    case embedInDidMove
    /// Not a hook: the node is a manual container (`shouldAutomaticallyForwardAppearanceMethods`
    /// is `false`), whose children the operations drive by hand.
    case manualContainer
  }

  /// A component with a behaviour. Hook-created children get ids from 10,000 up, in creation order.
  final class Node: Component {
    let behaviour: Behaviour
    weak var world: World?
    private(set) var fired = false

    init(id: Int, behaviour: Behaviour, world: World) {
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

  enum Op: CustomStringConvertible {
    case embed(parent: Int, id: Int, behaviour: Behaviour)
    case unembed(Int)
    case removeFromParent(Int)
    case removeView(Int)
    case placeView(Int)
    case misplaceView(Int, into: Int)
    case reparent(Int, to: Int)
    case hide
    case show
    case transition(container: Int, milliseconds: Int)
    case beginInteraction(container: Int)
    case endInteraction(finish: Bool, milliseconds: Int)
    case advance(milliseconds: Int)
    case runUntilIdle
    /// `beginAppearanceTransition(appearing, ...)`, or `endAppearanceTransition()` when `nil`, on
    /// the component or, for a manual container, on its first child.
    case manual(Int, appearing: Bool?)

    var description: String {
      switch self {
      case .embed(let parent, let id, let behaviour):
        return "c\(parent).embed(c\(id))" + (behaviour == .none ? "" : " [\(behaviour)]")
      case .unembed(let id): return "c\(id).unembed()"
      case .removeFromParent(let id): return "c\(id).removeFromParent()"
      case .removeView(let id): return "c\(id).view.removeFromSuperview()"
      case .placeView(let id): return "c\(id).parent.view.addSubview(c\(id).view)"
      case .misplaceView(let id, let other): return "c\(other).view.addSubview(c\(id).view)"
      case .reparent(let id, let parent): return "c\(parent).addChild(c\(id))"
      case .hide: return "window.hide()"
      case .show: return "window.makeKeyAndVisible()"
      case .transition(let id, let ms): return "c\(id).transition(duration: \(ms)ms)"
      case .beginInteraction(let id): return "c\(id).beginInteractiveTransition"
      case .endInteraction(let finish, let ms):
        return "interaction.\(finish ? "finish" : "cancel")(\(ms)ms)"
      case .advance(let ms): return "window.advance(by: \(ms)ms)"
      case .runUntilIdle: return "window.runUntilIdle()"
      case .manual(let id, let appearing):
        return appearing.map { "c\(id).beginAppearanceTransition(\($0))" }
          ?? "c\(id).endAppearanceTransition()"
      }
    }
  }

  /// The system under test: a window, its root (c0) and every component ever created, by id.
  final class World {
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

    func make(id: Int, behaviour: Behaviour) -> Component {
      let node = Node(id: id, behaviour: behaviour, world: self)
      components[id] = node
      return node
    }

    init() {
      let root = Component(traceName: "c0")
      components[0] = root
      window.addObserver(checker)
      window.rootComponent = root
      window.makeKeyAndVisible()
    }

    var root: Component { components[0]! }

    func apply(_ op: Op) {
      switch op {
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
      case .manual(let id, let appearing):
        // Aim at what a manual container drives: its first child (in the window, so observed).
        guard var component = components[id] else { return }
        if !component.shouldAutomaticallyForwardAppearanceMethods,
          let first = component.children.first
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
    }

    /// The components reachable from the root, depth-first.
    var tree: [Component] {
      var result: [Component] = []
      var stack = [root]
      while let node = stack.popLast() {
        result.append(node)
        stack.append(contentsOf: node.children.reversed())
      }
      return result
    }

    /// Whether a manual container sits at or above `component`'s parent: its appearance is then
    /// the container's (here: the random operations') business, not the visibility rule's.
    func isDrivenByHand(_ component: Component) -> Bool {
      var node = component.parent
      while let current = node {
        if !current.shouldAutomaticallyForwardAppearanceMethods { return true }
        node = current.parent
      }
      return false
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

    /// The contract's visibility, computed independently of the engine.
    func isVisible(_ component: Component) -> Bool {
      guard let view = component.viewIfLoaded, let superview = view.superview else { return false }
      if component === root { return window.isVisible && superview === window }
      guard let parent = component.parent, parent.appearanceState == .appeared else { return false }
      var node: View? = superview
      while let current = node, current.owner == nil { node = current.superview }
      return node?.owner === parent
    }

    /// The first broken invariant, if any.
    func violation() -> String? {
      if let first = checker.violations.first { return "unbalanced: \(first)" }
      let quiescent = !window.hasScheduledWork && interaction == nil
      for id in components.keys.sorted() {
        let component = components[id]!
        for child in component.children where child.parent !== component {
          return "\(child.traceName) is in \(component.traceName).children but its parent differs"
        }
        if let view = component.viewIfLoaded {
          for subview in view.subviews where subview.superview !== view {
            return "a subview of \(component.traceName)'s view has another superview"
          }
        }
        let state = component.appearanceState
        let recorded = checker.states[component.reference.number] ?? .disappeared
        if component.window != nil, state != recorded {
          return "\(component.traceName) is \(state) but its events say \(recorded)"
        }
        let byHand = isDrivenByHand(component) || component.isInManualAppearanceTransition
        if state.isHeadingVisible, component !== root, !byHand {
          guard let parent = component.parent, parent.appearanceState.isHeadingVisible else {
            return "\(component.traceName) is \(state) while its parent is not visible"
          }
        }
        if quiescent, !byHand {
          if state.isTransitioning { return "\(component.traceName) is stuck \(state)" }
          let visible = isVisible(component)
          if visible != (state == .appeared) {
            return "\(component.traceName) is \(state) but visible=\(visible)"
          }
        }
      }
      return nil
    }
  }

  static func generate(seed: UInt64, count: Int) -> [Op] {
    var rng = SplitMix64(seed: seed)
    var ops: [Op] = []
    var next = 1
    func any() -> Int { Int.random(in: 0..<next, using: &rng) }
    for _ in 0..<count {
      let op: Op
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<22:
        let behaviours = Behaviour.allCases
        let behaviour: Behaviour =
          switch Int.random(in: 0..<8, using: &rng) {
          case 0, 1: behaviours.randomElement(using: &rng)!
          case 2: .manualContainer
          default: .none
          }
        op = .embed(parent: any(), id: next, behaviour: behaviour)
        next += 1
      case 22..<30: op = .unembed(any())
      case 30..<34: op = .removeFromParent(any())
      case 34..<39: op = .removeView(any())
      case 39..<46: op = .placeView(any())
      case 46..<49: op = .misplaceView(any(), into: any())
      case 49..<54: op = .reparent(any(), to: any())
      case 54..<58: op = .hide
      case 58..<64: op = .show
      case 64..<76:
        op = .transition(container: any(), milliseconds: [0, 100, 300].randomElement(using: &rng)!)
      case 76..<80: op = .beginInteraction(container: any())
      case 80..<85:
        op = .endInteraction(
          finish: Bool.random(using: &rng), milliseconds: [0, 150].randomElement(using: &rng)!)
      case 85..<92: op = .advance(milliseconds: Int.random(in: 0...400, using: &rng))
      case 92..<97:
        let appearing: Bool? = [true, true, false, nil, nil].randomElement(using: &rng)!
        op = .manual(any(), appearing: appearing)
      default: op = .runUntilIdle
      }
      ops.append(op)
    }
    return ops
  }

  /// Runs `ops` on a new world; returns the step and the violation where it first broke.
  static func firstFailure(_ ops: [Op]) -> (step: Int, message: String)? {
    let world = World()
    for (index, op) in ops.enumerated() {
      world.apply(op)
      world.observeWindowBoundary()
      if let message = world.violation() { return (index, message) }
    }
    world.apply(.endInteraction(finish: true, milliseconds: 0))
    world.apply(.runUntilIdle)
    world.endManualTransitions()
    world.apply(.runUntilIdle)
    world.observeWindowBoundary()
    if let message = world.violation() { return (ops.count, "after settling: " + message) }
    for (id, component) in world.components where component.appearanceState.isTransitioning {
      return (ops.count, "after settling: c\(id) is stuck \(component.appearanceState)")
    }
    return nil
  }

  /// Greedy shrinking: removes chunks, then single operations, while the sequence still fails.
  static func shrink(_ ops: [Op]) -> [Op] {
    shrinkFailingSequence(ops, budget: 3000) { firstFailure($0)?.step }
  }

  nonisolated static let seeds: [UInt64] = Array(1...200)

  @Test(arguments: seeds)
  func appearanceStaysBalancedAndFollowsVisibility(seed: UInt64) {
    let ops = Self.generate(seed: seed, count: 400)
    guard let failure = Self.firstFailure(ops) else { return }
    let shrunk = Self.shrink(ops)
    let listing = shrunk.enumerated().map { "  \($0.offset): \($0.element)" }.joined(
      separator: "\n")
    Issue.record(
      """
      seed \(seed) failed at step \(failure.step) (\(ops[min(failure.step, ops.count - 1)])): \
      \(failure.message)
      shrunk to \(shrunk.count) operations (\(Self.firstFailure(shrunk)?.message ?? "?")):
      \(listing)
      """)
  }

  @Test func theRandomSequencesExerciseEveryReentrantBehaviour() {
    var fired: Set<Behaviour> = []
    var acceptedManualBegins = 0
    for seed in Self.seeds.prefix(40) {
      let world = World()
      for op in Self.generate(seed: seed, count: 400) { world.apply(op) }
      for case let node as Node in world.components.values where node.fired {
        fired.insert(node.behaviour)
      }
      acceptedManualBegins += world.acceptedManualBegins
    }
    #expect(fired == Set(Behaviour.allCases.filter { $0 != .none && $0 != .manualContainer }))
    #expect(acceptedManualBegins > 5, "manual containers' children are driven by hand")
  }

  @Test func everythingIsReleasedAfterTeardown() {
    weak var weakRoot: Component?
    weak var weakWindow: Window?
    var created = 0
    do {
      let world = World()
      for op in Self.generate(seed: 7, count: 400) { world.apply(op) }
      created = world.components.count
      weakRoot = world.root
      weakWindow = world.window
    }
    #expect(created > 20)
    #expect(weakRoot == nil && weakWindow == nil)
  }

  @Test func theShrinkerKeepsOnlyWhatTheFailureNeeds() {
    // A "failure" that needs a 3 and, later, a 7; the first failing step is where the 7 comes.
    func failingStep(_ ops: [Int]) -> Int? {
      guard let three = ops.firstIndex(of: 3) else { return nil }
      return ops[three...].firstIndex(of: 7)
    }
    let ops = [1, 5, 3, 8, 2, 9, 4, 7, 6, 0, 7]
    #expect(shrinkFailingSequence(ops, budget: 100, firstFailingStep: failingStep) == [3, 7])
    #expect(shrinkFailingSequence([1, 2], budget: 100, firstFailingStep: failingStep) == [1, 2])
  }

  @Test func theCheckerCatchesAnUnbalancedSequence() {
    let checker = BalanceChecker()
    let ref = ComponentReference(number: 1, typeName: "C", name: "c")
    checker.observe(
      LifecycleEvent(component: ref, kind: .viewDidAppear(animated: false), time: .zero))
    checker.observe(
      LifecycleEvent(component: ref, kind: .viewWillDisappear(animated: false), time: .zero))
    #expect(checker.violations.count == 2)
  }
}
