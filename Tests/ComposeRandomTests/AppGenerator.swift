import Compose
import ComposeTestFixtures
import ComposeTesting

/// Picks the next step from the world's current state, so that steps are mostly legal (a pop on a
/// stack that can pop, an end on a transition begun by hand), with some misuse mixed in. The
/// steps are plain values: replaying them needs no generator.
struct AppGenerator: RandomStepGenerator {
  private var rng: SplitMix64
  private var version = 0

  init(seed: UInt64, options: Void) { rng = SplitMix64(seed: seed) }

  private mutating func int(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int(rng.next() % UInt64(bound))
  }
  private mutating func bool() -> Bool { rng.next() & 1 == 0 }
  private mutating func pick<T>(_ values: [T]) -> T? {
    values.isEmpty ? nil : values[int(values.count)]
  }
  private mutating func milliseconds() -> Int { [0, 0, 100, 250, 350][int(5)] }

  mutating func next(for world: AppWorld) -> AppStep {
    // Bring things back soon: a hidden window, the alternative root, an open gesture.
    if !world.window.isVisible, int(6) == 0 { return .toggleWindow }
    if world.window.rootComponent === world.alt, int(6) == 0 { return .swapRoot }
    if world.pop != nil || world.swipeDown != nil, int(4) == 0 {
      return int(3) == 0
        ? .updateInteraction(Double(int(101)) / 100)
        : .endInteraction(finish: bool(), milliseconds: milliseconds())
    }
    let tree = world.treeComponents
    for _ in 0..<8 {
      if let op = candidate(for: world, tree: tree) { return op }
    }
    return .runUntilIdle
  }

  private mutating func candidate(for world: AppWorld, tree: [Component]) -> AppStep? {
    let nodes = tree.compactMap { $0 as? AppNode }
    let navs = tree.compactMap { $0 as? NavigationContainer }
    let animated = bool()
    switch int(100) {
    case 0..<8:
      guard let parent = pick(nodes.filter(\.acceptsEmbeds)) else { return nil }
      return .embed(parent: parent.id, child: world.nextID, manual: int(6) == 0)
    case 8..<12:
      let movable = nodes.filter { $0.parent is AppNode && !world.isFixture($0.id) }
      return pick(movable).map { .unembed($0.id) }
    case 12..<15:
      let movable =
        nodes.filter { $0.parent is AppNode && !world.isFixture($0.id) }.map(\.id)
        + world.parked.keys.sorted()
      guard let id = pick(movable), let parent = pick(nodes.filter(\.acceptsEmbeds)) else {
        return nil
      }
      return .reembed(id, into: parent.id)
    case 15..<19:
      let containers = nodes.filter { node in
        node.acceptsEmbeds
          && node.children.contains { $0.viewIfLoaded?.superview === node.viewIfLoaded }
      }
      return pick(containers).map {
        .swapChild(container: $0.id, to: world.nextID, milliseconds: milliseconds())
      }
    case 19..<26:
      let driven = nodes.filter { ($0.parent as? AppNode)?.manual ?? false }
      guard let node = pick(driven) else { return nil }
      let shown: Bool
      switch node.appearanceState {
      case .disappeared: shown = int(4) != 0
      case .appeared: shown = int(4) == 0
      case .appearing, .disappearing: shown = bool()
      }
      return .showChild(node.id, shown: shown, animated: animated)
    case 26..<30: return .scrollRows(int(9) - 4)
    case 30..<32: return .scrollTo(Double(int(420) - 20))
    case 32..<38: return .applyItems(edited(world))
    case 38..<40:
      guard bool() else { return .reload(nil) }
      var items = world.expectedItems
      if bool() {
        items.shuffle(using: &rng)
      } else {
        items = Array(items.prefix(int(items.count + 1)))
      }
      return .reload(items)
    case 40: return .listHeight(Double(int(7)) * 10 + (bool() ? 5 : 0))
    case 41: return .preload(int(4))
    case 42..<48:
      return pick(navs).map {
        .push(nav: world.id(of: $0) ?? -1, child: world.nextID, animated: animated)
      }
    case 48..<51:
      return pick(navs).map { .pop(nav: world.id(of: $0) ?? -1, animated: animated) }
    case 51:
      guard let nav = pick(navs), let navID = world.id(of: nav) else { return nil }
      switch int(3) {
      case 0: return .popToRoot(nav: navID, animated: animated)
      case 1: return .tapBackButton(nav: navID)
      default:
        return pick(nav.stack).flatMap(world.id(of:)).map {
          .popTo(nav: navID, target: $0, animated: animated)
        }
      }
    case 52..<54:
      guard let nav = pick(navs), !nav.isTransitionInFlight, let navID = world.id(of: nav) else {
        return nil
      }
      var ids = nav.stack.compactMap { world.id(of: $0) }.filter { _ in bool() }
      for offset in 0..<int(3) { ids.append(world.nextID + offset) }
      if ids.isEmpty { ids = [world.nextID] }
      ids.shuffle(using: &rng)
      return .setStack(nav: navID, ids: ids, animated: animated)
    case 54..<56:
      guard world.pop == nil, world.swipeDown == nil else { return nil }
      return pick(navs).map { .beginInteractivePop(nav: world.id(of: $0) ?? -1) }
    case 56..<60:
      let withNavigation = bool()
      return .present(
        id: world.nextID, root: withNavigation ? world.nextID + 1 : nil, fullScreen: bool(),
        animated: animated)
    case 60..<62:
      return .dismiss(level: int(world.chain.count), animated: animated)
    case 62:
      guard let from = pick(nodes) else { return nil }
      return bool()
        ? .presentFrom(from.id, id: world.nextID, fullScreen: bool(), animated: animated)
        : .dismissFrom(from.id, animated: animated)
    case 63:
      guard world.pop == nil, world.swipeDown == nil, world.chain.count > 1 else { return nil }
      return .beginInteractiveDismiss
    case 64..<69:
      return .selectTab(bool() ? AppWorld.listsTabIndex : int(world.tabs.tabs.count))
    case 69: return .addTab(world.nextID)
    case 70:
      let removable = world.tabs.tabs.indices.filter {
        !world.isFixture(world.id(of: world.tabs.tabs[$0]) ?? 0)
      }
      return pick(removable).map { .removeTab($0) }
    case 71..<74:
      return .setState(pick(AppContentState.allCases)!, animated: animated)
    case 74: return .toggleWindow
    case 75: return int(3) == 0 ? .swapRoot : nil
    case 76..<86: return .advance(milliseconds: int(400))
    case 86..<93: return .runUntilIdle
    case 93..<95:
      return .setActivationState(
        pick([.active, .inactive, .background] as [Window.ActivationState])!)
    case 95: return .memoryWarning
    case 96: return .transition(landscape: bool(), dark: int(3) == 0)
    default:
      let known = world.knownIDs
      guard let kind = pick(AppMisuse.allCases), let a = pick(known), let b = pick(known) else {
        return nil
      }
      return .misuse(kind, a, b)
    }
  }

  /// The adapter's items with a few random inserts, deletes, moves and updates.
  private mutating func edited(_ world: AppWorld) -> [TestItem] {
    var items = world.expectedItems
    for _ in 0..<int(5) {
      switch int(4) {
      case 0 where !items.isEmpty:
        items.remove(at: int(items.count))
      case 1:
        items.insert(TestItem(world.nextItemID), at: int(items.count + 1))
        world.nextItemID += 1
      case 2 where !items.isEmpty:
        let item = items.remove(at: int(items.count))
        items.insert(item, at: int(items.count + 1))
      case 3 where !items.isEmpty:
        version += 1
        items[int(items.count)].text = "v\(version)"
      default:
        break
      }
    }
    return items
  }
}
