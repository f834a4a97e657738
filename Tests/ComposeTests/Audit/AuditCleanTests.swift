import Compose
import ComposeTestFixtures
import Testing

/// Every container operation runs with an auditor attached
/// and produces no finding (contract §7): the built-in containers and the list adapter follow
/// the containment and appearance orders they ask of custom containers.
@Suite struct AuditCleanTests {
  /// A window with an auditor, a visible root and a checkpoint helper that fails on a finding.
  final class Audited {
    let window = Window(traceName: "audited")
    let auditor: LifecycleAuditor
    let root = Component(traceName: "root")
    private(set) var steps = 0

    init() {
      auditor = LifecycleAuditor(window: window)
      window.rootComponent = root
      window.makeKeyAndVisible()
    }

    /// Runs `operation` as one step and checks the auditor at its end.
    func step(
      _ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ operation: () -> Void
    ) {
      steps += 1
      operation()
      auditor.checkpoint()
      #expect(
        auditor.findings.isEmpty, "after \(name): \(auditor.findings.map(\.description))",
        sourceLocation: sourceLocation)
      auditor.reset()
    }
  }

  @Test func navigationOperationsProduceNoFindings() {
    let a = Audited()
    let nav = NavigationContainer(root: Component(traceName: "a"), traceName: "nav")
    a.step("embed nav") { a.root.embed(nav) }
    a.step("push b animated") { nav.push(Component(traceName: "b"), animated: true) }
    a.step("advance half") { a.window.advance(by: .milliseconds(100)) }
    a.step("queue a push behind it") { nav.push(Component(traceName: "c"), animated: true) }
    a.step("run until idle") { a.window.runUntilIdle() }
    a.step("push d unanimated") { nav.push(Component(traceName: "d"), animated: false) }
    a.step("pop") { nav.pop(animated: false) }
    a.step("back button") {
      nav.tapBackButton()
      a.window.runUntilIdle()
    }
    a.step("interactive pop cancelled") {
      let pop = nav.beginInteractivePop().interaction
      pop?.update(0.3)
      pop?.cancel(after: .milliseconds(100))
      a.window.runUntilIdle()
    }
    a.step("interactive pop finished") {
      let pop = nav.beginInteractivePop().interaction
      pop?.update(0.7)
      pop?.finish(after: .milliseconds(100))
      a.window.runUntilIdle()
    }
    a.step("set stack") {
      nav.setStack(
        [Component(traceName: "x"), Component(traceName: "y"), Component(traceName: "z")],
        animated: true)
      a.window.runUntilIdle()
    }
    a.step("pop to root") { nav.popToRoot(animated: false) }
    a.step("hide and show the window") {
      a.window.hide()
      a.window.makeKeyAndVisible()
    }
    a.step("release checkpoint") {
      weak var popped: Component?
      do {
        let e = Component(traceName: "e")
        popped = e
        nav.push(e, animated: false)
        nav.pop(animated: true)
        a.auditor.expectReleased(e)
      }
      a.window.runUntilIdle()
      #expect(popped == nil)
    }
  }

  @Test func presentationsProduceNoFindings() {
    let a = Audited()
    let modal = NavigationContainer(root: Component(traceName: "m"), traceName: "modal")
    a.step("present animated") {
      a.root.present(modal, animated: true, style: .fullScreen)
      a.window.runUntilIdle()
    }
    a.step("push inside the modal") { modal.push(Component(traceName: "n"), animated: false) }
    a.step("present over it, over full screen") {
      modal.present(Component(traceName: "sheet"), animated: false, style: .overFullScreen)
    }
    a.step("dismiss the sheet") { modal.dismiss(animated: false) }
    a.step("interactive dismiss cancelled") {
      let dismissal = modal.beginInteractiveDismiss().interaction
      dismissal?.update(0.2)
      dismissal?.cancel(after: .milliseconds(50))
      a.window.runUntilIdle()
    }
    a.step("interactive dismiss finished") {
      let dismissal = modal.beginInteractiveDismiss().interaction
      dismissal?.finish(after: .milliseconds(50))
      a.window.runUntilIdle()
    }
    a.step("present and dismiss unanimated") {
      a.root.present(Component(traceName: "alert"), animated: false, style: .fullScreen)
      a.root.dismiss(animated: false)
    }
  }

  /// Found by the navigation model: a push that starts while its container is being dismissed
  /// completes after the container left the window, where its `didMove` is not observed.
  @Test func aPushIntoAContainerLeavingTheWindowIsNotAMissingDidMove() {
    let a = Audited()
    let modal = NavigationContainer(root: Component(traceName: "m"), traceName: "modal")
    a.step("present") { a.root.present(modal, animated: false, style: .fullScreen) }
    a.step("dismiss animated, push during it") {
      a.root.dismiss(animated: true, duration: .milliseconds(100))
      modal.push(Component(traceName: "x"), animated: true)
      a.window.advance(by: .milliseconds(150))
    }
    #expect(modal.window == nil)
    a.step("run until idle") { a.window.runUntilIdle() }
  }

  @Test func tabsAndStateContainersProduceNoFindings() {
    let a = Audited()
    let content = Component(traceName: "content")
    let state = StateContainer(content: content, traceName: "state")
    let tabs = TabContainer(tabs: [state, Component(traceName: "t2"), Component(traceName: "t3")])
    a.step("embed tabs") { a.root.embed(tabs) }
    a.step("content") { state.setState(.content, animated: false) }
    a.step("error, animated") {
      state.setState(.error(CancellationError()), animated: true)
      a.window.runUntilIdle()
    }
    a.step("empty, then content, queued") {
      state.setState(.empty, animated: true)
      state.setState(.content, animated: true)
      a.window.runUntilIdle()
    }
    a.step("select tab 2") { tabs.select(1) }
    a.step("loading while hidden in another tab") { state.setState(.loading, animated: false) }
    a.step("select tab 3, then 1") {
      tabs.select(2)
      tabs.select(0)
    }
    a.step("remove the selected tab") { state.unembed() }
  }

  @Test func listsWithTheAdapterProduceNoFindings() {
    let a = Audited()
    let screen = Component(traceName: "screen")
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list.rowHeight = 10
    list.preloadRowCount = 1
    var items = (0..<30).map { TestItem($0) }
    let adapter = ListHostingAdapter(
      items: items, parent: screen, listView: list, cacheLimit: 4, factory: { ItemProbe($0) })
    let nav = NavigationContainer(root: screen, traceName: "nav")
    a.step("embed the list screen") {
      a.root.embed(nav)
      screen.view.addSubview(list)
      adapter.reloadData()
    }
    a.step("scroll down") {
      for offset in stride(from: 0.0, through: 200, by: 7) { list.scroll(to: offset) }
    }
    a.step("scroll back") { list.scroll(to: 0) }
    a.step("apply: delete, insert, move, update") {
      items.remove(at: 1)
      items.insert(TestItem(100), at: 0)
      items.swapAt(2, 3)
      items[4] = TestItem(items[4].id, "changed")
      adapter.apply(items)
    }
    a.step("reload with new items") { adapter.reloadData(Array(items.reversed())) }
    a.step("push over the list and pop back") {
      nav.push(Component(traceName: "detail"), animated: true)
      a.window.runUntilIdle()
      nav.pop(animated: true)
      a.window.runUntilIdle()
    }
    a.step("resize the viewport") { list.frame = Rect(x: 0, y: 0, width: 100, height: 60) }
    a.step("empty the list") { adapter.apply([]) }
    a.step("remove the list screen") { nav.unembed() }
  }

  @Test func nestedListsProduceNoFindings() {
    let a = Audited()
    let screen = Component(traceName: "screen")
    let table = ListView(traceName: "table", frame: Rect(x: 0, y: 0, width: 30, height: 20))
    table.rowHeight = 10
    let adapter = ListHostingAdapter(
      items: (0..<8).map { TestItem($0) }, parent: screen, listView: table,
      factory: { ShelfRow($0) })
    a.step("embed") {
      a.root.embed(screen)
      screen.view.addSubview(table)
      adapter.reloadData()
    }
    a.step("scroll the shelves") {
      for row in adapter.hostedComponents { row.list.scroll(to: 20) }
    }
    a.step("scroll the table") {
      for offset in stride(from: 0.0, through: 60, by: 5) { table.scroll(to: offset) }
    }
    a.step("hide and show") {
      a.window.hide()
      a.window.makeKeyAndVisible()
    }
  }

  /// A row hosting a horizontal list of its own, whose cells host children (the Embedded
  /// ViewControllers talk's collection view in a table cell).
  final class ShelfRow: Component, ListItemComponent {
    let list = ListView(
      traceName: "shelf", frame: Rect(x: 0, y: 0, width: 30, height: 10), axis: .horizontal)
    private var adapter: ListHostingAdapter<[TestItem], ItemProbe>?
    let base: Int

    init(_ item: TestItem) {
      base = item.id * 100
      super.init(traceName: "shelf\(item.id)")
    }

    override func viewDidLoad() {
      list.rowHeight = 10
      view.addSubview(list)
      adapter = ListHostingAdapter(
        items: (0..<6).map { TestItem(base + $0) }, parent: self, listView: list,
        factory: { ItemProbe($0) })
      adapter?.reloadData()
    }

    func update(with item: TestItem) {}
  }
}
