import Compose
import ComposeTesting
import Testing

/// A seeded random model of navigation, presentation and tabs: pushes, pops, pop-to, setStack,
/// back button, interactive pop and dismiss (finish / cancel), presents in both styles from any
/// component of the top context, dismiss from presenter or presented, tab select, window hide and
/// show, clock advances of random lengths, requests issued mid-animation. After every step the
/// balance checker must be clean; at quiescence the §3 visibility rule, the containers'
/// structure and the delegate reasons are checked; after teardown nothing leaks.
@Suite struct NavReviewModelTests {
  final class Reasons: NavigationContainerDelegate, PresentationDelegate {
    // Keyed by the unique name: object identifiers are reused after deallocation.
    var removals: [String: [String]] = [:]
    var dismissals: [String: [String]] = [:]
    func navigationContainer(
      _ container: NavigationContainer, didLeave component: Component, reason: LeaveReason
    ) {
      if reason.removesComponent {
        removals[component.traceName, default: []].append("\(reason)")
      }
    }
    func presentationDidDismiss(_ component: Component, reason: LeaveReason) {
      dismissals[component.traceName, default: []].append("\(reason)")
    }
  }

  final class World {
    let window = Window(traceName: "w")
    let checker = BalanceChecker()
    /// The built-in containers must give the auditor nothing to report, at any step.
    let auditor = LifecycleAuditor()
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    let reasons = Reasons()
    let tracker = LifetimeTracker()
    var rng: SplitMix64
    var counter = 0
    var styles: [ObjectIdentifier: PresentationStyle] = [:]
    /// Components that ever entered a stack / were ever presented (weak refs by id).
    var everStacked: [ObjectIdentifier: WeakBox] = [:]
    var everPresented: [ObjectIdentifier: WeakBox] = [:]
    /// Names of the components that ever entered nav0 / nav1 (never released during a run).
    var rootStackNames: Set<String> = []
    /// Names of the components seen presented (after their presentation ran).
    var seenPresented: Set<String> = []

    func noteState() {
      for c in contexts.dropFirst() { seenPresented.insert(c.traceName) }
      for nav in (window.rootComponent?.children ?? []) {
        for c in (nav as? NavigationContainer)?.stack ?? [] { rootStackNames.insert(c.traceName) }
      }
    }
    var pop: InteractiveTransition?
    var swipeDown: InteractiveDismissal?
    var log: [String] = []

    final class WeakBox {
      weak var c: Component?
      init(_ c: Component) { self.c = c }
    }

    let fromChildren: Bool

    init(seed: UInt64, fromChildren: Bool) {
      self.fromChildren = fromChildren
      rng = SplitMix64(seed: seed)
      auditor.attach(to: window)
      window.addObserver(checker)
      window.addObserver(recorder)
      let navs = (0..<2).map { i -> NavigationContainer in
        let nav = NavigationContainer(root: probe(), traceName: "nav\(i)")
        nav.delegate = reasons
        for c in nav.stack { everStacked[ObjectIdentifier(c)] = WeakBox(c) }
        return nav
      }
      window.rootComponent = TabContainer(tabs: navs, traceName: "tabs")
      window.makeKeyAndVisible()
    }

    func probe() -> Probe {
      counter += 1
      return Probe("p\(counter)", tracker: tracker)
    }

    func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    func bool() -> Bool { rng.next() & 1 == 0 }

    /// The presentation chain, bottom (window root) first.
    var contexts: [Component] {
      var chain: [Component] = []
      var node = window.rootComponent
      while let c = node {
        chain.append(c)
        node = c.presentedComponent
      }
      return chain
    }

    func all(_ root: Component) -> [Component] {
      var out: [Component] = []
      var stack = [root]
      while let c = stack.popLast() {
        out.append(c)
        stack.append(contentsOf: c.children)
      }
      return out
    }

    var navs: [NavigationContainer] {
      contexts.flatMap(all).compactMap { $0 as? NavigationContainer }
    }

    func push(_ nav: NavigationContainer, _ c: Component, animated: Bool) {
      everStacked[ObjectIdentifier(c)] = WeakBox(c)
      nav.push(c, animated: animated)
    }

    func step() {
      let animated = bool()
      let navs = self.navs
      let nav = navs.isEmpty ? nil : navs[int(navs.count)]
      switch int(17) {
      case 0, 1:
        guard let nav else { return }
        log.append("\(nav.traceName).push(animated: \(animated))")
        push(nav, probe(), animated: animated)
      case 2:
        guard let nav else { return }
        log.append("\(nav.traceName).pop(\(animated))")
        nav.pop(animated: animated)
      case 3:
        guard let nav, !nav.stack.isEmpty else { return }
        let target = nav.stack[int(nav.stack.count)]
        log.append("\(nav.traceName).pop(to: \(target.traceName), \(animated))")
        nav.pop(to: target, animated: animated)
      case 4:
        guard let nav else { return }
        log.append("\(nav.traceName).popToRoot(\(animated))")
        nav.popToRoot(animated: animated)
      case 5:
        guard let nav else { return }
        // Reuse current members only when the change runs at once (a queued change could
        // re-add a component that left meanwhile, which is legal but blurs the reason count).
        var new = nav.isTransitionInFlight ? [] : nav.stack.filter { _ in bool() }
        for _ in 0..<int(3) {
          let p = probe()
          everStacked[ObjectIdentifier(p)] = WeakBox(p)
          new.append(p)
        }
        if new.isEmpty {
          new = [probe()]
          everStacked[ObjectIdentifier(new[0])] = WeakBox(new[0])
        }
        log.append("\(nav.traceName).setStack(\(new.map(\.traceName)), \(animated))")
        nav.setStack(new, animated: animated)
      case 6:
        guard let nav else { return }
        log.append("\(nav.traceName).tapBackButton()")
        nav.tapBackButton()
      case 7:
        guard let nav, pop == nil, swipeDown == nil else { return }
        pop = nav.beginInteractivePop().interaction
        log.append("\(nav.traceName).beginInteractivePop().interaction -> \(pop != nil)")
        pop?.update(Double(int(100)) / 100)
      case 8:
        if let p = pop {
          let finish = bool()
          let ms = int(3) * 100
          log.append("pop.\(finish ? "finish" : "cancel")(\(ms)ms)")
          p.end(finishing: finish, afterMilliseconds: ms)
          pop = nil
        } else if let d = swipeDown {
          let finish = bool()
          let ms = int(3) * 100
          log.append("swipeDown.\(finish ? "finish" : "cancel")(\(ms)ms)")
          if finish {
            d.finish(after: .milliseconds(ms))
          } else {
            d.cancel(after: .milliseconds(ms))
          }
          swipeDown = nil
        }
      case 9, 10:
        let top = contexts.last!
        // Presents from the context itself, or from any component of it when `fromChildren`
        // (both queue on the bottom of the presentation chain).
        let from = fromChildren ? all(top)[int(all(top).count)] : top
        let style: PresentationStyle = bool() ? .fullScreen : .overFullScreen
        let m: Component
        if bool() {
          let n = NavigationContainer(root: probe(), traceName: "modalnav\(counter)")
          n.delegate = reasons
          for c in n.stack { everStacked[ObjectIdentifier(c)] = WeakBox(c) }
          m = n
        } else {
          m = probe()
        }
        m.presentationDelegate = reasons
        styles[ObjectIdentifier(m)] = style
        everPresented[ObjectIdentifier(m)] = WeakBox(m)
        log.append("\(from.traceName).present(\(m.traceName), \(animated), \(style))")
        from.present(m, animated: animated, style: style)
      case 11:
        let cs = contexts
        let ctx = cs[int(cs.count)]
        let from = fromChildren ? all(ctx)[int(all(ctx).count)] : ctx
        log.append("\(from.traceName).dismiss(\(animated))")
        from.dismiss(animated: animated)
      case 12:
        guard pop == nil, swipeDown == nil, contexts.count > 1 else { return }
        let from = contexts.last!
        swipeDown = from.beginInteractiveDismiss().interaction
        log.append("\(from.traceName).beginInteractiveDismiss().interaction -> \(swipeDown != nil)")
      case 13:
        guard let tabs = window.rootComponent as? TabContainer else { return }
        let i = int(2)
        log.append("tabs.select(\(i))")
        tabs.select(i)
      case 14:
        if window.isVisible {
          log.append("hide")
          window.hide()
        } else {
          log.append("show")
          window.makeKeyAndVisible()
        }
      case 15:
        let ms = int(500)
        log.append("advance(\(ms))")
        window.advance(by: .milliseconds(ms))
      default:
        log.append("runUntilIdle")
        window.runUntilIdle()
      }
    }

    var quiescent: Bool { pop == nil && swipeDown == nil && !window.hasScheduledWork }

    /// §3 and the containers' structure, at quiescence.
    func checkQuiescent() -> [String] {
      var problems: [String] = []
      let chain = contexts
      for (i, ctx) in chain.enumerated() {
        // Presenter's view: out of the window under a full-screen presentation, in it otherwise.
        let coveredFull =
          i + 1 < chain.count && styles[ObjectIdentifier(chain[i + 1])] == .fullScreen
        let inWindow = ctx.viewIfLoaded?.superview === window
        if coveredFull == inWindow {
          problems.append("\(ctx.traceName) in window: \(inWindow), covered: \(coveredFull)")
        }
        for c in all(ctx) {
          if c.isTransitionInFlight { problems.append("\(c.traceName) still transitioning") }
          for child in c.children where child.parent !== c {
            problems.append("\(child.traceName) parent mismatch")
          }
          if let nav = c as? NavigationContainer, nav.isViewLoaded {
            let placed = nav.stack.filter { $0.viewIfLoaded?.superview === nav.view }
            if placed.count != (nav.stack.isEmpty ? 0 : 1)
              || (placed.first !== nav.topComponent && !nav.stack.isEmpty)
            {
              problems.append(
                "\(nav.traceName) placed \(placed.map(\.traceName)) stack \(nav.stack.map(\.traceName))"
              )
            }
          }
          if let tabs = c as? TabContainer, tabs.isViewLoaded {
            let placed = tabs.tabs.filter { $0.viewIfLoaded?.superview === tabs.view }
            if placed.count != 1 || placed.first !== tabs.selectedTab {
              problems.append("tabs placed \(placed.map(\.traceName))")
            }
          }
          // Expected visibility (§3), from the parent down.
          let expected: Bool
          if let parent = c.parent {
            expected =
              parent.appearanceState == .appeared
              && c.viewIfLoaded?.superview === parent.viewIfLoaded
          } else {
            expected = window.isVisible && c.viewIfLoaded?.superview === window
          }
          let actual = c.appearanceState
          if actual != (expected ? .appeared : .disappeared) {
            problems.append(
              "\(c.traceName) is \(actual), expected \(expected ? "appeared" : "disappeared")")
          }
        }
      }
      // Every component that entered nav0 / nav1 and is not in them now was reported leaving
      // exactly once; every component seen presented and not presented now was reported once.
      let rootStacks = Set(
        (window.rootComponent?.children ?? []).flatMap { ($0 as? NavigationContainer)?.stack ?? [] }
          .map(\.traceName))
      for name in rootStackNames where !rootStacks.contains(name) {
        if reasons.removals[name]?.count != 1 {
          problems.append("\(name) left nav0/nav1, reported \(reasons.removals[name] ?? [])")
        }
      }
      let presentedNames = Set(chain.dropFirst().map(\.traceName))
      for name in seenPresented where !presentedNames.contains(name) {
        if reasons.dismissals[name]?.count != 1 {
          problems.append("\(name) dismissed, reported \(reasons.dismissals[name] ?? [])")
        }
      }
      // Delegate reasons: exactly one removal report per component that left a stack.
      let stacked = Set(navs.flatMap(\.stack).map(ObjectIdentifier.init))
      for (id, box) in everStacked {
        let key = box.c?.traceName ?? ""
        let count = reasons.removals[key]?.count ?? 0
        let inStack = stacked.contains(id)
        if let c = box.c, !inStack, c.parent is NavigationContainer { continue }
        if inStack && count != 0 {
          problems.append(
            "\(box.c?.traceName ?? "?") in a stack but reported leaving \(reasons.removals[key]!)")
        }
        if !inStack && box.c?.parent == nil && count != 1 && box.c != nil {
          // Left its stack (it has no parent) but reported count != 1 (presented navs' stacks excluded below).
          if !everPresentedStacksGone(box.c!) {
            problems.append(
              "\(box.c!.traceName) left a stack, reported \(reasons.removals[key] ?? [])")
          }
        }
      }
      let presented = Set(chain.dropFirst().map(ObjectIdentifier.init))
      for (id, box) in everPresented where box.c != nil {
        let key = box.c!.traceName
        let count = reasons.dismissals[key]?.count ?? 0
        if presented.contains(id) && count != 0 {
          problems.append("\(box.c!.traceName) presented but reported \(reasons.dismissals[key]!)")
        }
        if !presented.contains(id) && box.c!.presentingComponent == nil && count > 1 {
          problems.append("\(box.c!.traceName) dismissal reported \(reasons.dismissals[key]!)")
        }
      }
      return problems
    }

    /// A component without a parent that was never in a stack reachable now (its presented
    /// navigation container was dismissed, or it was never presented): not counted.
    func everPresentedStacksGone(_ c: Component) -> Bool { false }
  }

  nonisolated static let seeds: [UInt64] = Array(1...40)
  nonisolated static let manySeeds: [UInt64] = Array(41...400)

  @Test(arguments: manySeeds) func randomNavigationModelMoreSeeds(seed: UInt64) {
    run(seed: seed, fromChildren: false)
  }

  @Test(arguments: seeds) func randomNavigationModel(seed: UInt64) {
    run(seed: seed, fromChildren: false)
  }

  /// The same, presenting and dismissing from any component of the top context.
  @Test(arguments: seeds) func randomNavigationModelPresentingFromChildren(seed: UInt64) {
    run(seed: seed, fromChildren: true)
  }

  func run(seed: UInt64, fromChildren: Bool) {
    var tracker: LifetimeTracker?
    do {
      let world = World(seed: seed, fromChildren: fromChildren)
      tracker = world.tracker
      for stepIndex in 0..<150 {
        world.step()
        world.noteState()
        world.auditor.checkpoint()
        if !world.auditor.findings.isEmpty {
          let findings = world.auditor.findings.map(\.description).joined(separator: "\n")
          let log = world.log.suffix(12).joined(separator: "\n")
          Issue.record("seed \(seed) step \(stepIndex): \(findings)\n\(log)")
          return
        }
        if !world.checker.violations.isEmpty {
          Issue.record(
            "seed \(seed) step \(stepIndex): \(world.checker.violations)\n\(world.log.suffix(12).joined(separator: "\n"))"
          )
          return
        }
        if world.quiescent {
          let problems = world.checkQuiescent()
          if !problems.isEmpty {
            Issue.record(
              "seed \(seed) step \(stepIndex): \(problems)\n\(world.log.suffix(12).joined(separator: "\n"))"
            )
            return
          }
        }
      }
      world.pop?.cancel()
      world.pop = nil
      world.swipeDown?.cancel()
      world.swipeDown = nil
      world.window.runUntilIdle()
      if !world.checker.violations.isEmpty {
        Issue.record("seed \(seed) end: \(world.checker.violations)")
      }
      #expect(world.auditor.findings.isEmpty, "seed \(seed) end: \(world.auditor.findings)")
      let problems = world.checkQuiescent()
      if !problems.isEmpty {
        Issue.record(
          "seed \(seed) end: \(problems)\n\(world.log.suffix(12).joined(separator: "\n"))")
      }
    }
    #expect(tracker?.live == 0, "seed \(seed): \(tracker?.live ?? -1) probe(s) leaked")
  }
}
