import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// The public hook receiver of a view (``ViewHookReceiver``, `View.hookReceiver`): the one link a
/// facade attaches to hear a view's hooks, as ``ComponentHookReceiver`` is for a component. The
/// receiver must hear each hook once, in place of the view's own method; the view's own part runs
/// when the receiver calls it, once, and only then.
@Suite struct ViewHookReceiverTests {
  /// A view whose own hooks log, as a subclass's overrides would.
  @MainActor final class Logging: View {
    var log: [String] = []
    override func didAddSubview(_ subview: View) {
      log.append("own.didAddSubview(\(subview.traceName ?? "?"))")
    }
    override func willRemoveSubview(_ subview: View) {
      log.append("own.willRemoveSubview(\(subview.traceName ?? "?"))")
    }
    override func didMoveToSuperview() {
      log.append("own.didMoveToSuperview(\(superview?.traceName ?? "nil"))")
    }
    override func layoutSubviews() { log.append("own.layoutSubviews") }
  }

  /// A receiver that logs every hook into its view's log, then runs the view's own part.
  @MainActor final class Forwarding: ViewHookReceiver {
    weak var view: Logging?
    init(view: Logging) { self.view = view }
    func didAddSubview(_ subview: View, to view: View) {
      self.view?.log.append("receiver.didAddSubview(\(subview.traceName ?? "?"))")
      view.didAddSubview(subview)
    }
    func willRemoveSubview(_ subview: View, from view: View) {
      self.view?.log.append("receiver.willRemoveSubview(\(subview.traceName ?? "?"))")
      view.willRemoveSubview(subview)
    }
    func didMoveToSuperview(_ view: View) {
      self.view?.log.append("receiver.didMoveToSuperview")
      view.didMoveToSuperview()
    }
    func layoutSubviews(of view: View) {
      self.view?.log.append("receiver.layoutSubviews")
      view.layoutSubviews()
    }
  }

  @Test func eachViewHookReachesTheReceiverOnceInPlaceOfTheViewsOwn() {
    let view = Logging(traceName: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.attachHookReceiver(Forwarding(view: view)) == nil)
    let parent = View(traceName: "parent")
    let child = View(traceName: "child")

    parent.addSubview(view)
    view.addSubview(child)
    view.layoutIfNeeded()
    child.removeFromSuperview()
    #expect(
      view.log == [
        "receiver.didMoveToSuperview", "own.didMoveToSuperview(parent)",
        "receiver.didAddSubview(child)", "own.didAddSubview(child)",
        "receiver.layoutSubviews", "own.layoutSubviews",
        "receiver.willRemoveSubview(child)", "own.willRemoveSubview(child)",
      ])
  }

  @Test func aReceiverThatImplementsNothingRunsTheViewsOwnHooksOnce() {
    final class Silent: ViewHookReceiver {}
    let view = Logging(traceName: "view", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.attachHookReceiver(Silent())
    let parent = View(traceName: "parent")
    parent.addSubview(view)
    view.addSubview(View(traceName: "child"))
    view.layoutIfNeeded()
    view.subviews.first?.removeFromSuperview()
    #expect(
      view.log == [
        "own.didMoveToSuperview(parent)", "own.didAddSubview(child)", "own.layoutSubviews",
        "own.willRemoveSubview(child)",
      ])
  }

  @Test func aReceiverThatDoesNotCallTheViewLeavesItsOwnHookUnrun() {
    final class Swallowing: ViewHookReceiver {
      var heard = 0
      func layoutSubviews(of view: View) { heard += 1 }
    }
    let view = Logging(traceName: "view", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let receiver = Swallowing()
    view.attachHookReceiver(receiver)
    view.layoutIfNeeded()
    #expect(receiver.heard == 1)
    #expect(view.log.isEmpty, "the receiver decides whether the view's own part runs")
  }

  @Test func aSecondReceiverIsRefusedAndTheFirstStays() {
    final class Silent: ViewHookReceiver {}
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let view = Logging(traceName: "view", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(view)
    let first = Forwarding(view: view)
    #expect(view.attachHookReceiver(first) == nil)
    #expect(view.attachHookReceiver(first) == nil, "attaching the same receiver again is no-op")
    h.expect(diagnostic: .hookReceiverAlreadyAttached)
    let refusal = view.attachHookReceiver(Silent())
    #expect(refusal?.code == .hookReceiverAlreadyAttached)
    #expect(view.hookReceiver === first)
    view.log = []
    view.addSubview(View(traceName: "child"))
    #expect(view.log.first == "receiver.didAddSubview(child)", "the first still hears the hooks")
    h.checkpoint()
  }

  @Test func theViewKeepsItsReceiverAndAnOwnerPairFormsNoCycle() {
    let h = LifecycleHarness(root: Probe("root"))
    do {
      let view = Logging(traceName: "view")
      let receiver = Forwarding(view: view)
      view.attachHookReceiver(receiver)
      h.expectReleased(view, named: "view")
      h.expectReleased(receiver, named: "its receiver")
    }
    h.checkpoint()
  }

  @Test func aReceiverKeptOnlyByItsViewLivesAsLongAsTheView() {
    final class Silent: ViewHookReceiver {}
    let view = View(traceName: "view")
    weak var weakReceiver: Silent?
    do {
      let receiver = Silent()
      weakReceiver = receiver
      view.attachHookReceiver(receiver)
    }
    #expect(weakReceiver != nil)
    #expect(view.hookReceiver === weakReceiver)
  }

  // MARK: Cells

  /// A receiver of a list's cells that counts the reuse hooks it hears.
  @MainActor final class ReuseCounting: ViewHookReceiver {
    var prepared: [String] = []
    func prepareForReuse(of cell: ListCell) {
      prepared.append(cell.traceName ?? "?")
      cell.prepareForReuse()
    }
  }

  /// A data source of `count` rows dequeuing the cells of "row".
  @MainActor final class Rows: ListDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }
  /// A list of `rows` rows of the cells `factory` makes for "row", `width` wide and `height`
  /// tall, in `root`'s view, loaded; keeps its data source.
  @MainActor final class ShownList {
    let list: ListView
    let source: Rows
    init(
      in root: Component, rows: Int, width: Double = 100, height: Double = 20,
      rowHeight: Double = 10, factory: @escaping @MainActor () -> ListCell
    ) {
      list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: width, height: height))
      list.rowHeight = rowHeight
      list.register(forCellReuseIdentifier: "row", factory: factory)
      source = Rows(count: rows)
      list.dataSource = source
      root.view.addSubview(list)
      list.reloadData()
    }
  }

  @Test func aRecycledCellsPrepareForReuseReachesItsReceiverOnce() {
    final class OwnCounting: ListCell {
      var own = 0
      override func prepareForReuse() { own += 1 }
    }
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let receiver = ReuseCounting()
    var made: [OwnCounting] = []
    let shown = ShownList(in: root, rows: 10) {
      let cell = OwnCounting(reuseIdentifier: "row")
      cell.attachHookReceiver(receiver)
      made.append(cell)
      return cell
    }
    let list = shown.list
    #expect(receiver.prepared.isEmpty, "new cells are not prepared for reuse")
    list.scroll(to: 10)
    #expect(receiver.prepared.count == 1)
    #expect(made.map(\.own).reduce(0, +) == 1, "the cell's own part ran once, through it")
    #expect(list.numberOfCellsCreated == 2)
    withExtendedLifetime(shown) {}  // its data source, which the list holds weakly
    h.checkpoint()
  }

  @Test func aSubclassOfABuiltInCellHearsTheHooksItOverrides() {
    final class Badged: HostingCell {
      var heard: [String] = []
      override func prepareForReuse() { heard.append("prepareForReuse") }
      override func didAddSubview(_ subview: View) { heard.append("didAddSubview") }
      override func layoutSubviews() { heard.append("layoutSubviews") }
    }
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    var made: [Badged] = []
    let shown = ShownList(in: root, rows: 10) {
      let cell = Badged(reuseIdentifier: "row")
      made.append(cell)
      return cell
    }
    let list = shown.list
    #expect(made.count == 2)
    #expect(made.allSatisfy { $0.heard.contains("layoutSubviews") }, "laid out when displayed")
    for cell in made { cell.heard = [] }
    list.scroll(to: 10)
    #expect(made.flatMap(\.heard).filter { $0 == "prepareForReuse" }.count == 1)
    let extra = View(traceName: "badge")
    made[0].addSubview(extra)
    #expect(made[0].heard.last == "didAddSubview")
    withExtendedLifetime(shown) {}  // its data source, which the list holds weakly
    h.checkpoint()
  }

  @Test func aListKeepsEachCellsContentViewAsLargeAsTheCellAsItsRowsChange() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let content = View(traceName: "content")
    let cell = ListCell(reuseIdentifier: "row", contentView: content)
    #expect(cell.contentView === content)
    #expect(cell.subviews.count == 1)
    #expect(cell.subviews.first === content)
    let shown = ShownList(in: root, rows: 1, width: 120, height: 40, rowHeight: 20) { cell }
    let list = shown.list
    #expect(list.visibleCells.first === cell)
    #expect(content.frame == Rect(x: 0, y: 0, width: 120, height: 20))
    list.rowHeight = 35
    list.reloadData()
    #expect(cell.frame.size == Size(width: 120, height: 35))
    #expect(content.frame == Rect(x: 0, y: 0, width: 120, height: 35))
    withExtendedLifetime(shown) {}  // its data source, which the list holds weakly
    h.checkpoint()
  }

  @Test func aContentViewPlacedElsewhereMovesIntoItsCell() {
    let elsewhere = View(traceName: "elsewhere")
    let content = View(traceName: "content")
    elsewhere.addSubview(content)
    let cell = ListCell(reuseIdentifier: "row", contentView: content)
    #expect(content.superview === cell)
    #expect(elsewhere.subviews.isEmpty)
  }

  @Test func aListSizesTheContentViewOfEachCellToItsRow() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let shown = ShownList(in: root, rows: 4, width: 120, height: 30, rowHeight: 15) {
      ListCell(reuseIdentifier: "row", contentView: View(traceName: "content"))
    }
    let list = shown.list
    #expect(list.visibleCells.count == 2)
    for cell in list.visibleCells {
      #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 120, height: 15))
    }
    withExtendedLifetime(shown) {}  // its data source, which the list holds weakly
    h.checkpoint()
  }

  @Test func aCellChangesItsReuseIdentifierOnlyWhileNoListHoldsIt() {
    let cell = ListCell(reuseIdentifier: "unset")
    #expect(cell.changeReuseIdentifier(to: "row") == nil)
    #expect(cell.reuseIdentifier == "row")
    #expect(cell.traceName == "row", "a trace name that was the identifier follows it")

    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let shown = ShownList(in: root, rows: 1, height: 10) { cell }
    let list = shown.list
    #expect(list.visibleCells.first === cell)
    h.expect(diagnostic: .cellAlreadyInUse)
    h.expect(finding: .cellPooledWhileDisplayed)
    let refusal = cell.changeReuseIdentifier(to: "other")
    #expect(refusal?.code == .cellAlreadyInUse)
    #expect(cell.reuseIdentifier == "row", "a displayed cell keeps the identifier of its pool")
    withExtendedLifetime(shown) {}  // its data source, which the list holds weakly
    h.checkpoint()
  }

  @Test func aNamedCellKeepsItsTraceNameWhenItsIdentifierChanges() {
    let cell = ListCell(reuseIdentifier: "unset")
    cell.traceName = "MyCell"
    cell.changeReuseIdentifier(to: "row")
    #expect(cell.traceName == "MyCell")
    #expect(cell.reuseIdentifier == "row")
  }
}
