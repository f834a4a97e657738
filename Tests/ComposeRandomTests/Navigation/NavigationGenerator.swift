import Compose
import ComposeTesting

/// Picks the navigation world's steps from the seed and the world's containers: a navigation
/// container of any presentation context, a target in its stack, a presenter or dismisser at the
/// top context (or, with `presentsFromChildren`, any component of it).
struct NavigationGenerator: RandomStepGenerator {
  private var rng: SplitMix64
  private let presentsFromChildren: Bool
  /// The number of the last probe named.
  private var counter = 0

  init(seed: UInt64, options: NavigationWorld.Options) {
    rng = SplitMix64(seed: seed)
    presentsFromChildren = options.presentsFromChildren
  }

  private mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
  private mutating func bool() -> Bool { rng.next() & 1 == 0 }
  private mutating func probe() -> String {
    counter += 1
    return "p\(counter)"
  }

  /// `context` itself, or any component of it when presenting from children.
  private mutating func presenter(in context: Component, of world: NavigationWorld) -> Component {
    guard presentsFromChildren else { return context }
    let all = world.all(context)
    return all[int(all.count)]
  }

  mutating func next(for world: NavigationWorld) -> NavigationStep {
    let animated = bool()
    let navs = world.navs
    let nav = navs.isEmpty ? nil : navs[int(navs.count)]
    let name = nav?.traceName ?? "-"
    switch int(17) {
    case 0, 1: return .push(nav: name, probe: probe(), animated: animated)
    case 2: return .pop(nav: name, animated: animated)
    case 3:
      guard let nav, !nav.stack.isEmpty else { return .pop(nav: name, animated: animated) }
      let target = nav.stack[int(nav.stack.count)]
      return .popTo(nav: name, target: target.traceName, animated: animated)
    case 4: return .popToRoot(nav: name, animated: animated)
    case 5:
      // Reuse current members only when the change runs at once (a queued change could re-add a
      // component that left meanwhile, which is legal but blurs the reason count).
      var kept: [Component] = []
      if let nav, !nav.isTransitionInFlight { kept = nav.stack.filter { _ in bool() } }
      var new: [String] = []
      for _ in 0..<int(3) { new.append(probe()) }
      if kept.isEmpty && new.isEmpty { new = [probe()] }
      return .setStack(nav: name, kept: kept.map(\.traceName), new: new, animated: animated)
    case 6: return .tapBackButton(nav: name)
    case 7:
      guard world.pop == nil, world.swipeDown == nil else {
        return .beginInteractivePop(nav: name, progress: 0)
      }
      return .beginInteractivePop(nav: name, progress: Double(int(100)) / 100)
    case 8:
      guard world.pop != nil || world.swipeDown != nil else {
        return .endGesture(finish: false, milliseconds: 0)
      }
      let finish = bool()
      return .endGesture(finish: finish, milliseconds: int(3) * 100)
    case 9, 10:
      let from = presenter(in: world.contexts.last!, of: world)
      let fullScreen = bool()
      let root = bool() ? probe() : nil
      let presented = root.map { _ in "modalnav\(counter)" } ?? probe()
      return .present(
        from: from.traceName, presented: presented, navigationRoot: root, fullScreen: fullScreen,
        animated: animated)
    case 11:
      let contexts = world.contexts
      let from = presenter(in: contexts[int(contexts.count)], of: world)
      return .dismiss(from: from.traceName, animated: animated)
    case 12: return .beginInteractiveDismiss
    case 13: return .selectTab(int(2))
    case 14: return .toggleWindow
    case 15: return .advance(milliseconds: int(500))
    default: return .runUntilIdle
    }
  }
}
