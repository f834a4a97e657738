import Compose
import ComposeRender
import ComposeTestFixtures
import Testing

/// Contract §7, in one place: every misuse Compose rejects, across components, views, the clock,
/// lists, adapters, navigation, presentation, tabs, state containers and flows. Each case builds
/// the same world, records its snapshot and its containers' state, performs the misuse, and
/// expects the diagnostic (code and path), the same snapshot and state, and no lifecycle event.
/// The table is documented in `Compose.docc/Diagnostics.md`.
@Suite struct MisuseCatalogueTests {
  /// A visible window whose root is a tab container:
  ///
  /// ```text
  /// tabs ─ nav ─ home
  ///      │     └ detail (on top; its view holds `list`, fed by `adapter`, 3 of 10 rows shown)
  ///      ├ states (view loaded, showing its loading component; `empty` is a foreign component)
  ///      └ manual (forwards by hand) ─ managed
  /// ```
  ///
  /// plus `outsider` (in no window), a flow working in `nav` with a child flow anchored to
  /// `detail`, and `orphan`, an adapter whose list is gone.
  final class World {
    let window = Window(traceName: "w")
    let recorder = LifecycleRecorder()
    let home = Probe("home")
    let detail = Probe("detail")
    let nav: NavigationContainer
    let states: StateContainer
    let manual = Probe("manual", manual: true)
    let managed = Probe("managed")
    let tabs: TabContainer
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    let adapter: ListHostingAdapter<[TestItem], ItemProbe>
    let orphan: ListHostingAdapter<[TestItem], ItemProbe>
    let outsider = Probe("outsider")
    let foreignParent = Probe("foreignParent")
    let foreign = Probe("foreign")
    let flow: Flow
    let childFlow: Flow
    var swipe: InteractiveTransition?

    init() {
      nav = NavigationContainer(root: home, traceName: "nav")
      nav.push(detail, animated: false)
      foreignParent.addChild(foreign)
      foreign.didMove(toParent: foreignParent)
      let foreign = foreign
      states = StateContainer(
        content: Probe("content"), states: StateComponents(empty: { foreign }), traceName: "states")
      manual.addChild(managed)
      manual.view.addSubview(managed.view)
      managed.didMove(toParent: manual)
      tabs = TabContainer(tabs: [nav, states, manual], traceName: "tabs")
      window.addObserver(recorder)
      window.rootComponent = tabs
      window.makeKeyAndVisible()
      states.loadViewIfNeeded()
      list.rowHeight = 10
      detail.view.addSubview(list)
      adapter = ListHostingAdapter(
        items: (0..<10).map { TestItem($0) }, parent: detail, listView: list,
        factory: { ItemProbe($0) })
      adapter.reloadData()
      let released = ListView(traceName: "released")
      orphan = ListHostingAdapter(
        items: [TestItem(1)], parent: detail, listView: released, factory: { ItemProbe($0) })
      flow = Flow(traceName: "flow", navigation: nav)
      childFlow = Flow(traceName: "child", navigation: nav)
      flow.start()
      flow.addChildFlow(childFlow, anchoredTo: detail)
    }

    /// What the misuse must leave as it was, besides the snapshot.
    struct State: Equatable {
      var stack: [String]
      var selectedTab: Int?
      var presented: String?
      var contentState: String
      var visibleRows: [Int]
      var visibleCells: [Int]
      var pooledCells: [String: Int]
      var cellsCreated: Int
      var hosted: [String]
      var items: [Int]
      var orphanItems: [Int]
      var childFlows: [String]
      var grandchildFlows: [String]
      var now: Duration
      var scheduled: Bool
      var fingerprint: TreeFingerprint
    }

    var state: State {
      State(
        stack: nav.stack.map(\.traceName), selectedTab: tabs.selectedIndex,
        presented: tabs.presentedComponent?.traceName, contentState: states.state.name,
        visibleRows: list.indexPathsForVisibleRows.map(\.row),
        visibleCells: list.visibleCells.map(\.number), pooledCells: list.pooledCellCounts,
        cellsCreated: list.numberOfCellsCreated, hosted: adapter.hostedComponents.map(\.traceName),
        items: adapter.items.map(\.id), orphanItems: orphan.items.map(\.id),
        childFlows: flow.childFlows.map(\.traceName),
        grandchildFlows: childFlow.childFlows.map(\.traceName), now: window.now,
        scheduled: window.hasScheduledWork,
        fingerprint: TreeFingerprint(tabs, outsider, foreignParent))
    }

    var lastDiagnostic: Diagnostic? { recorder.diagnostics.last }
  }

  nonisolated struct Case: Sendable, CustomTestStringConvertible {
    var area: String
    var code: Diagnostic.Code
    var path: String
    /// Whether the window's observers hear of it (not for a component outside the window).
    var observed = true
    /// Run before the snapshot is taken: the situation the misuse needs.
    var setup: @MainActor @Sendable (World) -> Void = { _ in }
    var act: @MainActor @Sendable (World) -> Diagnostic?
    var testDescription: String { "\(area): \(code.rawValue)" }
  }

  nonisolated static let tabs = #"TabContainer("tabs")"#
  nonisolated static let nav = tabs + #"/NavigationContainer("nav")"#
  nonisolated static let home = nav + #"/Probe("home")"#
  nonisolated static let detail = nav + #"/Probe("detail")"#
  nonisolated static let managed = tabs + #"/Probe("manual")/Probe("managed")"#

  nonisolated static let cases: [Case] = [
    // Core containment
    Case(area: "containment", code: .addChildToItself, path: home) { $0.home.addChild($0.home) },
    Case(area: "containment", code: .addAncestorAsChild, path: detail) {
      $0.detail.addChild($0.nav)
    },
    Case(area: "containment", code: .alreadyChild, path: nav) { $0.nav.addChild($0.home) },
    Case(area: "containment", code: .addWindowRootAsChild, path: #"Probe("outsider")"#) {
      $0.outsider.addChild($0.tabs)
    },
    Case(
      area: "containment", code: .removeWithoutParent, path: #"Probe("outsider")"#,
      observed: false
    ) { $0.outsider.removeFromParent() },
    Case(area: "containment", code: .rootComponentInUse, path: home) {
      $0.window.setRootComponent($0.home)
    },
    // Views
    Case(area: "views", code: .addSubviewCycle, path: detail + #"/view of Probe("detail")"#) {
      $0.detail.view.addSubview($0.tabs.view)
    },
    Case(
      area: "views", code: .subviewIndexOutOfRange, path: detail + #"/view of Probe("detail")"#
    ) { $0.detail.view.insertSubview(View(), at: 9) },
    Case(area: "views", code: .embedOutsideOwnView, path: home) {
      $0.home.embed($0.outsider, in: $0.list)
    },
    // Appearance transitions
    Case(area: "appearance", code: .endWithoutBegin, path: managed) {
      $0.managed.endAppearanceTransition()
    },
    Case(area: "appearance", code: .redundantAppearanceTransition, path: managed) {
      $0.managed.beginAppearanceTransition(false, animated: false)
    },
    Case(area: "appearance", code: .appearanceDrivenAutomatically, path: detail) {
      $0.detail.beginAppearanceTransition(false, animated: true)
    },
    // Clock
    Case(area: "clock", code: .negativeClockAdvance, path: #"Window("w")"#) {
      $0.window.advance(by: .seconds(-1))
    },
    Case(area: "clock", code: .clockOverflow, path: #"Window("w")"#) {
      $0.window.advance(by: .seconds(Int64.max / 1000) + .seconds(1))
    },
    // Lists and cells
    Case(area: "lists", code: .rowOutOfRange, path: detail + #"/View("list")"#) {
      $0.list.scrollToRow(at: ListIndexPath(row: 10, section: 0))
    },
    Case(area: "lists", code: .invalidRowHeight, path: detail + #"/View("list")"#) { world in
      world.list.rowHeight = -1
      return world.lastDiagnostic
    },
    Case(area: "lists", code: .dequeueOutsideCellForRow, path: detail + #"/View("list")"#) {
      world in
      let cell = world.list.dequeueReusableCell(
        withIdentifier: "hosting", for: ListIndexPath(row: 0, section: 0))
      #expect(cell.number == 0 && !cell.isPooled && cell.superview == nil)
      return world.lastDiagnostic
    },
    // Adapter
    Case(area: "adapter", code: .adapterListReleased, path: detail) { world in
      world.orphan.apply([TestItem(2), TestItem(3)])
      return world.lastDiagnostic
    },
    Case(area: "adapter", code: .adapterListReleased, path: detail) { world in
      world.orphan.reloadData([])
      return world.lastDiagnostic
    },
    // Navigation
    Case(
      area: "navigation", code: .popLastComponent, path: nav,
      setup: { $0.nav.pop(animated: false) },
      act: { $0.nav.pop(animated: true).diagnostic }),
    Case(area: "navigation", code: .alreadyInStack, path: nav) {
      $0.nav.push($0.home, animated: true).diagnostic
    },
    Case(area: "navigation", code: .componentInUse, path: nav) {
      $0.nav.push($0.managed, animated: false).diagnostic
    },
    Case(area: "navigation", code: .componentNotInStack, path: nav) {
      $0.nav.pop(to: $0.outsider, animated: false).diagnostic
    },
    Case(area: "navigation", code: .duplicateComponent, path: nav) {
      $0.nav.setStack([$0.home, $0.outsider, $0.home], animated: false).diagnostic
    },
    Case(
      area: "navigation", code: .transitionInFlight, path: nav,
      setup: { $0.nav.push(Probe("next"), animated: true) },
      act: { world in
        #expect(world.nav.beginInteractivePop().interaction == nil)
        return world.lastDiagnostic
      }),
    // Presentation
    Case(area: "presentation", code: .nothingToDismiss, path: home) {
      $0.home.dismiss(animated: true).diagnostic
    },
    Case(
      area: "presentation", code: .alreadyPresenting, path: home,
      setup: { $0.tabs.present(Probe("modal"), animated: false, style: .fullScreen) },
      act: { $0.home.present(Probe("second"), animated: true, style: .fullScreen).diagnostic }),
    Case(area: "presentation", code: .componentInUse, path: home) {
      $0.home.present($0.detail, animated: true, style: .fullScreen).diagnostic
    },
    Case(
      area: "presentation", code: .presentOutsideWindow, path: #"Probe("outsider")"#,
      observed: false
    ) { $0.outsider.present(Probe("modal"), animated: false, style: .fullScreen).diagnostic },
    // Tabs
    Case(area: "tabs", code: .tabIndexOutOfRange, path: tabs) { $0.tabs.select(3).diagnostic },
    Case(area: "tabs", code: .tabIndexOutOfRange, path: tabs) { $0.tabs.select(-1).diagnostic },
    // State container
    Case(area: "state", code: .componentInUse, path: tabs + #"/StateContainer("states")"#) {
      $0.states.setState(.empty).diagnostic
    },
    // Flows
    Case(area: "flows", code: .childFlowCycle, path: nav) {
      $0.childFlow.addChildFlow($0.flow, anchoredTo: $0.home)
    },
    Case(area: "flows", code: .childFlowCycle, path: nav) {
      $0.flow.addChildFlow($0.flow, anchoredTo: $0.home)
    },
  ]

  @Test(arguments: cases)
  func misuseIsRejectedWithEverythingUnchanged(_ misuse: Case) {
    let world = World()
    misuse.setup(world)
    let snapshot = TreeSnapshot(of: world.window)
    let state = world.state
    world.recorder.reset()
    let diagnostic = misuse.act(world)
    #expect(diagnostic?.code == misuse.code)
    #expect(diagnostic?.path == misuse.path)
    #expect(
      diagnostic?.description.hasPrefix("\(misuse.code.rawValue) at \(misuse.path): ") == true)
    #expect(
      world.recorder.diagnostics == (misuse.observed ? [diagnostic].compactMap { $0 } : []),
      "delivered to the window's observers exactly when observable")
    #expect(world.recorder.events.isEmpty, "no event: \(world.recorder.traces)")
    #expect(TreeSnapshot(of: world.window) == snapshot, "the snapshot is unchanged")
    #expect(world.state == state, "the containers' state is unchanged")
  }

  @Test func theCatalogueCoversEveryAreaWithAtLeastFifteenCodes() {
    #expect(Set(Self.cases.map(\.code)).count >= 15)
    #expect(
      Set(Self.cases.map(\.area)) == [
        "containment", "views", "appearance", "clock", "lists", "adapter", "navigation",
        "presentation", "tabs", "state", "flows",
      ])
  }
}
