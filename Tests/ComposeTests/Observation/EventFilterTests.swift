import Compose
import ComposeRender
import ComposeTestFixtures
import ComposeTesting
import Testing

/// `LifecycleEventFilter`: one kind per event, and the recorder and the event-log printer keep
/// exactly the events the same filter keeps.
@Suite struct EventFilterTests {
  typealias Kinds = LifecycleEventFilter.Kinds

  @Test func eachEventHasTheKindItsHookBelongsTo() {
    let a = ComponentReference(number: 1, typeName: "Probe", name: "a")
    let cell = CellReference(number: 1, reuseIdentifier: "row")
    let path = ListIndexPath(row: 0, section: 0)
    let expected: [(LifecycleEvent.Kind, Kinds)] = [
      (.willMove(toParent: a), .containment), (.didMove(toParent: nil), .containment),
      (.viewDidLoad, .appearance), (.viewWillAppear(animated: true), .appearance),
      (.viewIsAppearing(animated: true), .appearance),
      (.viewDidAppear(animated: false), .appearance),
      (.viewWillDisappear(animated: true), .appearance),
      (.viewDidDisappear(animated: true), .appearance),
      (.viewWillLayoutSubviews, .layout), (.viewDidLayoutSubviews, .layout),
      (.cellDequeued(cell: cell, indexPath: path, recycled: false), .list),
      (.cellPreparedForReuse(cell: cell), .list),
      (.cellWillDisplay(cell: cell, indexPath: path), .list),
      (.cellDidEndDisplaying(cell: cell, indexPath: path), .list),
      (.loadView, .loadView), (.viewAdded(toViewOf: a), .placement),
      (.viewRemoved(fromViewOf: nil), .placement), (.stateChanged(from: "a", to: "b"), .state),
    ]
    for (kind, kinds) in expected {
      #expect(Kinds(of: kind) == kinds, "\(kind)")
    }
  }

  @Test func traceFiltersReadTheCallbacksTheStandardFilterRecordsAndLayoutWhenAsked() {
    // TraceFilter (ComposeTesting) classifies with the engine's kinds: its default reads what the
    // standard recorder keeps, less loadView and placement, plus layout (recorded on request).
    #expect(
      TraceFilter().kinds
        == LifecycleEventFilter.standard.kinds.subtracting([.loadView, .placement]).union(.layout))
    #expect(!TraceFilter().kinds.contains(.loadView) && TraceFilter().kinds.contains(.state))
  }

  @Test func theDefaultKeepsEverythingButLayoutForTheRecorderAndThePrinter() {
    #expect(LifecycleEventFilter.standard.kinds == Kinds.all.subtracting(.layout))
    #expect(LifecycleRecorder().filter == .standard)
    #expect(EventLogPrinter().filter == .standard)
    #expect(
      LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false).filter
        == .standard.excluding([.loadView, .placement]))
    #expect(LifecycleRecorder(recordsListEvents: false).filter == .standard.excluding(.list))
    #expect(LifecycleRecorder(recordsLayout: true).filter == .all)
    #expect(LifecycleRecorder(filter: .standard.including(.layout)).observesLayout)
    #expect(!LifecycleRecorder().observesLayout)
  }

  @Test(arguments: [
    LifecycleEventFilter.all, .standard, .standard.excluding([.loadView, .placement]),
    LifecycleEventFilter(.list), LifecycleEventFilter([.containment, .layout]),
  ])
  func theRecorderAndThePrinterKeepTheEventsTheFilterKeeps(filter: LifecycleEventFilter) {
    let f = ListFixture(rows: 10, viewportRows: 3)
    let everything = LifecycleRecorder(filter: .all)
    let filtered = LifecycleRecorder(filter: filter)
    f.h.window.addObserver(everything)
    f.h.window.addObserver(filtered)
    f.list.reloadData()
    f.root.embed(Probe("header"))
    f.root.view.setNeedsLayout()
    f.h.window.advance(by: .zero)
    let kindsSeen = everything.events.reduce(into: Kinds()) { $0.formUnion(Kinds(of: $1.kind)) }
    #expect(kindsSeen.isSuperset(of: [.containment, .appearance, .layout, .list, .placement]))

    #expect(filtered.events == everything.events.filter { filter.keeps($0) })
    #expect(filtered.events.allSatisfy { filter.kinds.contains(Kinds(of: $0.kind)) })
    let printedByFilter = EventLogPrinter(filter: filter)
      .render(EventLog(steps: [EventLog.Step(title: "reload", events: everything.events)]))
    let printedAll = EventLogPrinter(filter: .all)
      .render(EventLog(steps: [EventLog.Step(title: "reload", events: filtered.events)]))
    #expect(printedByFilter == printedAll)
  }
}
