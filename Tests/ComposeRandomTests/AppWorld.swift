import Compose
import ComposeTestFixtures

/// The system under test of a run of the app world: a window whose root is a tab container holding a
/// navigation container, a list hosting children through a `ListHostingAdapter`, a plain
/// container, a manual container and a state container; plus presentations, an alternative root
/// and a pool of parked (unembedded) components. Components are found by id through weak
/// references: the world keeps strong ones only to its fixtures and its parked pool.
final class AppWorld: RandomWorld {
  typealias Generator = AppGenerator

  static let tabsID = 0
  static let navID = 1
  static let navRootID = 2
  static let listsID = 3
  static let plainID = 4
  static let manualID = 5
  static let stateID = 6
  static let contentID = 7
  static let altID = 8
  static let firstFreeID = 100
  static let rowHeight = 10.0
  /// Where the list's host sits among the tabs.
  static let listsTabIndex = 1

  let window = Window(traceName: "model")
  /// Attached before the tree is built, so it sees every event; checked after every step.
  let auditor = LifecycleAuditor()
  let checker = BalanceChecker()
  let pairing = DisplayPairing()
  /// The events of the current step (each step empties it first), so that a misuse step can tell
  /// whether its refusal ran a hook.
  let hookLog = LifecycleRecorder()
  let registry: AppLeakRegistry
  let itemTracker = LifetimeTracker()
  let tabs: TabContainer
  let alt: AppNode
  let lists: AppNode
  let list: ListView
  let adapter: ListHostingAdapter<[TestItem], ItemProbe>
  let state: StateContainer

  private var byID: [Int: WeakComponent] = [:]
  /// Unembedded components kept alive so that a later step may re-embed them (bounded).
  private(set) var parked: [Int: Component] = [:]
  private var parkedOrder: [Int] = []
  var nextID = AppWorld.firstFreeID
  var nextItemID = 1000
  /// The open gesture, if any: an interactive pop or an interactive dismiss.
  var pop: InteractiveTransition?
  var swipeDown: InteractiveDismissal?
  /// The navigation container of the open interactive pop.
  var poppingNav: Int?
  /// Stack changes requested while the interactive pop is open, applied after it ends.
  var deferredStackChanges: [([Int]) -> [Int]] = []
  /// The model's own expectation of each navigation container's stack (by id), applied in request
  /// order: queued operations run in that order (contract §4), so at quiescence they agree.
  var expectedStacks: [Int: [Int]] = [:]
  /// What the adapter was last given.
  var expectedItems: [TestItem]
  /// How many auditor findings misuse steps made as expected (and cleared).
  var expectedFindings = 0
  /// Set by a misuse step: what went wrong, checked with the other invariants.
  var misuseProblem: String?
  /// The components of the window's trees at the previous check (see `observeWindowBoundary`).
  var inWindow: Set<ObjectIdentifier> = []
  var cachedTree: [Component]?
  /// The state container's component last tracked for the leak check.
  weak var lastStateComponent: Component?
  /// Whether the list was in the window at the previous check.
  var listWasInWindow = true
  /// How many steps ran: every 100, the ids of released components are forgotten.
  var stepCount = 0

  private final class WeakComponent {
    weak var component: Component?
    init(_ component: Component) { self.component = component }
  }

  init(options: Void = ()) {
    registry = AppLeakRegistry()
    registry.track(window, "window")
    auditor.attach(to: window)
    window.addObserver(checker)
    window.addObserver(pairing)
    window.addObserver(hookLog)
    let navRoot = AppNode(id: Self.navRootID)
    let nav = NavigationContainer(root: navRoot, traceName: "c\(Self.navID)")
    lists = AppNode(id: Self.listsID, acceptsEmbeds: false)
    let plain = AppNode(id: Self.plainID)
    let manual = AppNode(id: Self.manualID, manual: true)
    let content = AppNode(id: Self.contentID)
    state = StateContainer(content: content, state: .content, traceName: "c\(Self.stateID)")
    tabs = TabContainer(tabs: [nav, lists, plain, manual, state], traceName: "c\(Self.tabsID)")
    alt = AppNode(id: Self.altID)
    list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 40))
    list.rowHeight = Self.rowHeight
    list.preloadRowCount = 1
    lists.view.addSubview(list)
    expectedItems = (0..<30).map { TestItem($0) }
    let tracker = itemTracker
    adapter = ListHostingAdapter(
      items: expectedItems, parent: lists, listView: list, cacheLimit: 8,
      factory: { ItemProbe($0, tracker: tracker) })
    registry.track(list, "list")
    registry.track(adapter, "adapter")
    for component in [navRoot, nav, lists, plain, manual, content, state, tabs, alt] as [Component]
    {
      register(component, id: (component as? AppNode)?.id ?? Self.fixedID(component.traceName))
    }
    expectedStacks[Self.navID] = [Self.navRootID]
    window.rootComponent = tabs
    window.makeKeyAndVisible()
  }

  private static func fixedID(_ name: String) -> Int { Int(name.dropFirst()) ?? -1 }

  // MARK: Ids

  func register(_ component: Component, id: Int) {
    byID[id] = WeakComponent(component)
    registry.track(component, component.traceName)
    nextID = max(nextID, id + 1)
  }

  func component(_ id: Int) -> Component? { byID[id]?.component }

  /// The id of a component the world registered (nodes carry theirs; containers are named
  /// `c<id>`), or `nil`.
  func id(of component: Component) -> Int? {
    if let node = component as? AppNode { return node.id }
    let id = Self.fixedID(component.traceName)
    return byID[id]?.component === component ? id : nil
  }

  /// A new node with `id`, unless a component with that id is alive (then `nil`).
  func makeNode(_ id: Int, manual: Bool = false) -> AppNode? {
    guard component(id) == nil else { return nil }
    let node = AppNode(id: id, manual: manual)
    register(node, id: id)
    return node
  }

  func park(_ component: Component, id: Int) {
    if parked[id] == nil { parkedOrder.append(id) }
    parked[id] = component
    while parkedOrder.count > 6 {
      parked[parkedOrder.removeFirst()] = nil
    }
  }

  func unpark(_ id: Int) {
    guard parked.removeValue(forKey: id) != nil else { return }
    parkedOrder.removeAll { $0 == id }
  }

  // MARK: Reading the tree

  /// The presentation chain, window root first.
  var chain: [Component] {
    var result: [Component] = []
    var node = window.rootComponent
    while let current = node {
      result.append(current)
      node = current.presentedComponent
    }
    return result
  }

  /// Every component of the window's trees (the root's and the presented ones'), depth-first,
  /// parents before children. Cached between steps: everything that changes the tree runs inside
  /// ``apply(_:)`` or ``settle()``, which drop the cache.
  var treeComponents: [Component] {
    if let cachedTree { return cachedTree }
    let tree = walkTree()
    cachedTree = tree
    return tree
  }

  private func walkTree() -> [Component] {
    var result: [Component] = []
    result.reserveCapacity(64)
    var stack: [Component] = []
    let chain = self.chain
    var index = chain.count - 1
    while index >= 0 {
      stack.append(chain[index])
      index -= 1
    }
    while let node = stack.popLast() {
      result.append(node)
      let children = node.children
      var childIndex = children.count - 1
      while childIndex >= 0 {
        stack.append(children[childIndex])
        childIndex -= 1
      }
    }
    return result
  }

  /// The components the world can name, alive now, sorted by id.
  /// The ids of the components alive now, sorted.
  var knownIDs: [Int] { byID.filter { $0.value.component != nil }.keys.sorted() }

  var knownComponents: [(id: Int, component: Component)] {
    byID.compactMap { id, box in box.component.map { (id, $0) } }.sorted { $0.id < $1.id }
  }

  /// The components the world can name, alive now, in no particular order.
  var knownComponentsUnsorted: [Component] { byID.values.compactMap(\.component) }

  /// Forgets the ids of released components.
  func pruneReleased() {
    byID = byID.filter { $0.value.component != nil }
  }

  var isQuiescent: Bool { !window.hasScheduledWork && pop == nil && swipeDown == nil }
}
