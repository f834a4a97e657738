import Compose
import ComposeTesting
import Testing

/// Contract §7: a structure in which a component would keep itself alive through a strong path
/// the engine holds (a state container's content, an adapter's hosted or cached components, a
/// presentation) is refused like a cycle in `children`, with a diagnostic: a leak is never
/// silent.
@Suite struct KeepAliveCycleTests {
  @Test func aStateContainerCannotBeEmbeddedInsideItsOwnContent() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    weak var weakContent: Component?
    weak var weakStates: StateContainer?
    do {
      let content = Component(traceName: "content")
      let states = StateContainer(content: content, traceName: "states")
      weakContent = content
      weakStates = states
      harness.root!.embed(states)  // loading: the content is not in the tree
      harness.expect(diagnostic: .keepsItselfAlive)
      #expect(content.addChild(states)?.code == .keepsItselfAlive)
      #expect(states.parent === harness.root, "the tree is unchanged")
      let inner = Component(traceName: "inner")
      content.embed(inner)
      harness.expect(diagnostic: .keepsItselfAlive)
      #expect(inner.addChild(states)?.code == .keepsItselfAlive, "below the content too")
      states.unembed()
    }
    harness.checkpoint()
    #expect(weakStates == nil && weakContent == nil, "nothing keeps itself alive")
  }

  /// The refusal reaches the window of the view the call was made on, not only the list's (it
  /// once reached only the list's).
  @Test func aListPlacedInAViewItsAdapterKeepsIsReportedToTheReceiversWindowToo() throws {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    let side = Window(traceName: "side")
    let sideRecorder = LifecycleRecorder()
    side.addObserver(sideRecorder)
    let holder = Component(traceName: "holder")
    side.rootComponent = holder
    side.makeKeyAndVisible()
    let host = Component(traceName: "host")
    harness.root!.embed(host)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    list.rowHeight = 10
    host.view.addSubview(list)
    let adapter = ListHostingAdapter(
      items: Array(0..<10), parent: host, listView: list, factory: { Row(item: $0) })
    adapter.reloadData()
    list.scroll(to: 50)  // rows 0 and 1 wait in the cache
    let cached = try #require(adapter.component(forIdentifier: 0))
    holder.view.addSubview(cached.view)
    harness.expect(diagnostic: .keepsItselfAlive)
    cached.view.addSubview(list)
    #expect(list.superview === host.view, "refused, nothing changed")
    #expect(sideRecorder.diagnostics.map(\.code).contains(.keepsItselfAlive))
    cached.view.removeFromSuperview()
    host.unembed()
    harness.checkpoint()
  }

  @Test func aListHostCannotBeEmbeddedUnderAComponentItsAdapterKeeps() throws {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    weak var weakHost: Component?
    weak var weakCached: Component?
    do {
      let host = Component(traceName: "host")
      weakHost = host
      harness.root!.embed(host)
      let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 20))
      list.rowHeight = 10
      host.view.addSubview(list)
      let adapter = ListHostingAdapter(
        items: Array(0..<10), parent: host, listView: list, factory: { Row(item: $0) })
      adapter.reloadData()
      list.scroll(to: 50)  // rows 0 and 1 wait in the cache
      let cached = try #require(adapter.component(forIdentifier: 0))
      weakCached = cached
      harness.expect(diagnostic: .keepsItselfAlive)
      #expect(cached.addChild(host)?.code == .keepsItselfAlive)
      // A displayed row's component is the host's child: the ordinary cycle check answers.
      let displayed = try #require(adapter.component(forIdentifier: 5))
      harness.expect(diagnostic: .addAncestorAsChild)
      #expect(displayed.addChild(host)?.code == .addAncestorAsChild)
      #expect(host.parent === harness.root)
      host.unembed()
    }
    harness.checkpoint()
    #expect(weakHost == nil && weakCached == nil)
  }

  /// A presenter keeps what it presents alive. A presenter is a window's root or a presented
  /// component, which cannot be anyone's child: the presented component cannot take it.
  @Test func aPresentedComponentCannotTakeItsPresenterAsAChild() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    let sheet = Component(traceName: "sheet")
    let top = Component(traceName: "top")
    harness.root!.present(sheet, animated: false)
    sheet.present(top, animated: false)
    #expect(top.presentingComponent === sheet)
    harness.expect(diagnostic: .addWindowRootAsChild)
    #expect(top.addChild(sheet) != nil)
    let inner = Component(traceName: "inner")
    top.embed(inner)
    harness.expect(diagnostic: .addWindowRootAsChild)
    #expect(inner.addChild(sheet) != nil, "nor any component below it")
    #expect(sheet.parent == nil && sheet.presentedComponent === top, "the tree is unchanged")
    harness.root!.dismiss(animated: false)
  }

  /// A window's root that another root replaced while its presentation was animating still
  /// presents until its queued dismissal runs: it is no window's root then, and the cycle check
  /// follows the presentation (the presenter keeps the presented component alive).
  @Test func aPresentedComponentCannotTakeAPresenterThatLeftItsWindowMidPresentation() {
    weak var weakOld: Component?
    weak var weakSheet: Component?
    let window = Window(traceName: "w")
    do {
      let old = Component(traceName: "old")
      let sheet = Component(traceName: "sheet")
      weakOld = old
      weakSheet = sheet
      window.rootComponent = old
      window.makeKeyAndVisible()
      old.present(sheet, animated: true)
      window.rootComponent = Component(traceName: "next")
      #expect(sheet.presentingComponent === old, "the dismissal waits for the presentation")
      #expect(old.parent == nil)
      #expect(sheet.addChild(old)?.code == .keepsItselfAlive)
      #expect(old.parent == nil && sheet.children.isEmpty, "the tree is unchanged")
      window.runUntilIdle()
    }
    #expect(weakOld == nil && weakSheet == nil, "both are released once the dismissal ran")
  }

  @Test func aHostedComponentMayStillHostItsOwnList() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    let host = Component(traceName: "host")
    harness.root!.embed(host)
    let inner = Component(traceName: "inner")
    #expect(host.addChild(inner) == nil, "no cycle: an ordinary child")
    inner.didMove(toParent: host)
  }

  final class Row: Component, ListItemComponent {
    init(item: Int) { super.init(traceName: "row \(item)") }
    func update(with item: Int) {}
  }
}
