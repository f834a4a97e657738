import Compose
import ComposeTestFixtures

/// The navigation world: a window whose root is a tab container of two navigation containers,
/// with presentations (probes or navigation containers) stacked on it. The auditor, a balance
/// checker and a recorder watch the window; the containers' delegates record why components
/// leave. Components are found by their unique names through weak references.
final class NavigationWorld: RandomWorld {
  typealias Generator = NavigationGenerator

  struct Options {
    /// Whether steps present and dismiss from any component of a presentation context, not only
    /// from the context itself (both queue on the bottom of the presentation chain).
    var presentsFromChildren = false
  }

  final class WeakBox {
    weak var component: Component?
    init(_ component: Component) { self.component = component }
  }

  let window = Window(traceName: "w")
  let checker = BalanceChecker()
  /// The built-in containers must give the auditor nothing to report, at any step.
  let auditor = LifecycleAuditor()
  let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
  let reasons = LeaveReasons()
  let tracker = LifetimeTracker()
  var styles: [ObjectIdentifier: PresentationStyle] = [:]
  /// Components that ever entered a stack / were ever presented.
  var everStacked: [ObjectIdentifier: WeakBox] = [:]
  var everPresented: [ObjectIdentifier: WeakBox] = [:]
  /// Names of the components that ever entered nav0 / nav1 (never released during a run).
  var rootStackNames: Set<String> = []
  /// Names of the components seen presented (after their presentation ran).
  var seenPresented: Set<String> = []
  var pop: InteractiveTransition?
  var swipeDown: InteractiveDismissal?
  private var byName: [String: WeakBox] = [:]

  init(options: Options) {
    auditor.attach(to: window)
    window.addObserver(checker)
    window.addObserver(recorder)
    let navs = (0..<2).map { index in
      let nav = NavigationContainer(root: makeProbe("root\(index)")!, traceName: "nav\(index)")
      register(nav)
      nav.delegate = reasons
      for component in nav.stack { everStacked[ObjectIdentifier(component)] = WeakBox(component) }
      return nav
    }
    let tabs = TabContainer(tabs: navs, traceName: "tabs")
    register(tabs)
    window.rootComponent = tabs
    window.makeKeyAndVisible()
  }

  // MARK: Names

  func register(_ component: Component) {
    byName[component.traceName] = WeakBox(component)
  }

  func component(named name: String) -> Component? { byName[name]?.component }

  func navigation(named name: String) -> NavigationContainer? {
    component(named: name) as? NavigationContainer
  }

  /// A new probe named `name`, unless a component with that name is alive (then `nil`).
  func makeProbe(_ name: String) -> Probe? {
    guard component(named: name) == nil else { return nil }
    let probe = Probe(name, tracker: tracker)
    register(probe)
    return probe
  }

  // MARK: Reading the tree

  /// The presentation chain, bottom (window root) first.
  var contexts: [Component] {
    var chain: [Component] = []
    var node = window.rootComponent
    while let current = node {
      chain.append(current)
      node = current.presentedComponent
    }
    return chain
  }

  /// `root` and every component below it.
  func all(_ root: Component) -> [Component] {
    var out: [Component] = []
    var stack = [root]
    while let current = stack.popLast() {
      out.append(current)
      stack.append(contentsOf: current.children)
    }
    return out
  }

  var navs: [NavigationContainer] {
    contexts.flatMap(all).compactMap { $0 as? NavigationContainer }
  }

  var quiescent: Bool { pop == nil && swipeDown == nil && !window.hasScheduledWork }

  /// Notes the components now in nav0 / nav1 and presented.
  func noteState() {
    for context in contexts.dropFirst() { seenPresented.insert(context.traceName) }
    for nav in window.rootComponent?.children ?? [] {
      for component in (nav as? NavigationContainer)?.stack ?? [] {
        rootStackNames.insert(component.traceName)
      }
    }
  }
}
