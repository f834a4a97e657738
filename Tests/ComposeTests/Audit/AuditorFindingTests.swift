import Compose
import ComposeTestFixtures
import Testing

/// Contract §7: each kind of finding, provoked by a deliberately wrong custom container. Each
/// test checks the findings, then resets the auditor: the fixture's guard then fails the test on
/// any other finding.
@Suite struct AuditorFindingTests {
  /// A visible window whose root embeds `container`.
  struct Scene<Container: Component> {
    let h: Harness
    let container: Container

    init(_ container: Container, visible: Bool = true) {
      h = Harness(visible: visible)
      self.container = container
      h.root.embed(container)
      h.recorder.reset()
    }

    var auditor: LifecycleAuditor { h.auditor }
    var kinds: [AuditFinding.Kind] { h.auditor.findings.map(\.kind) }
  }

  // MARK: Containment order (the Embedded ViewControllers talk)

  @Test func seed004sEmbedReportsDidMoveBeforeTheViewIsPlaced() throws {
    let s = Scene(SeedOrderContainer(traceName: "cell"))
    let child = Probe("child")
    s.container.embedLikeTheSeed(child)
    #expect(s.kinds == [.didMoveBeforeViewPlaced])
    let finding = try #require(s.auditor.findings.first)
    #expect(finding.path == child.treePath)
    #expect(finding.component?.name == "child")
    let traces = finding.events.map(\.trace)
    #expect(traces.contains("child.didMove(toParent: cell)"))
    #expect(traces.last == "child.viewAdded(to: cell)")
    s.auditor.checkpoint()
    #expect(s.kinds == [.didMoveBeforeViewPlaced])
    s.h.acceptReports()
  }

  @Test func seed004sUnembedReportsTheViewRemovedBeforeWillMove() throws {
    let s = Scene(SeedOrderContainer(traceName: "cell"))
    let child = Probe("child")
    s.container.embed(child)
    s.auditor.checkpoint()
    #expect(s.kinds.isEmpty)
    s.container.unembedLikeTheSeed(child)
    #expect(s.kinds == [.viewRemovedBeforeWillMove])
    let finding = try #require(s.auditor.findings.first)
    #expect(finding.path == "Probe(\"root\")/SeedOrderContainer(\"cell\")/Probe(\"child\")")
    #expect(
      finding.events.suffix(2).map(\.trace) == [
        "child.viewDidDisappear(false)", "child.willMove(toParent: nil)",
      ])
    s.h.acceptReports()
  }

  @Test func embeddingAndUnembeddingInTheContractsOrderReportsNothing() {
    let s = Scene(SeedOrderContainer(traceName: "cell"))
    let child = Probe("child")
    s.container.embed(child)
    s.auditor.checkpoint()
    child.unembed()
    s.auditor.checkpoint()
    #expect(s.kinds.isEmpty)
  }

  @Test func addChildWithoutDidMoveIsReportedAtTheEndOfTheOperation() throws {
    let s = Scene(ForgetfulContainer(traceName: "forgetful"))
    let child = Probe("child")
    s.container.showWithoutDidMove(child)
    #expect(s.kinds.isEmpty, "not before the operation ends")
    let made = s.auditor.checkpoint()
    #expect(made.map(\.kind) == [.missingDidMove])
    #expect(made.first?.path == child.treePath)
    #expect(made.first?.events.first?.trace == "child.willMove(toParent: forgetful)")
    s.auditor.checkpoint()
    #expect(s.kinds == [.missingDidMove], "reported once")
    s.h.acceptReports()
  }

  @Test func removeFromParentWithoutWillMoveIsReported() {
    let s = Scene(ForgetfulContainer(traceName: "forgetful"))
    let child = Probe("child")
    s.container.embed(child)
    s.container.hideWithoutWillMove(child)
    s.auditor.checkpoint()
    #expect(s.kinds == [.missingWillMoveToNil])
    #expect(s.auditor.findings.first?.events.last?.trace == "child.didMove(toParent: nil)")
    s.h.acceptReports()
  }

  @Test func addChildMovingAChildFromAnotherParentIsNotAMissingWillMove() {
    let s = Scene(ForgetfulContainer(traceName: "forgetful"))
    let other = Probe("other")
    s.h.root.embed(other)
    let child = Probe("child")
    s.container.embed(child)
    other.embed(child)  // contract §1.1: removed from `forgetful` as removeFromParent() would
    s.auditor.checkpoint()
    #expect(s.kinds.isEmpty)
  }

  @Test func aViewPlacedWithoutAddChildIsAnOrphan() throws {
    let s = Scene(ForgetfulContainer(traceName: "forgetful"))
    let stray = Probe("stray")
    s.container.showViewOnly(stray)
    #expect(s.kinds == [.orphanView])
    let finding = try #require(s.auditor.findings.first)
    #expect(finding.message.contains("without addChild"))
    s.auditor.checkpoint()
    #expect(s.kinds == [.orphanView], "a lasting condition is reported once")
    s.h.acceptReports()
  }

  @Test func aChildViewPlacedInsideAnotherComponentIsAnOrphanAtTheCheckpoint() {
    let s = Scene(ForgetfulContainer(traceName: "forgetful"))
    let child = Probe("child")
    let holder = View(traceName: "holder")
    s.container.embed(child, in: holder)  // refused: `holder` is not in the container's view
    s.container.view.addSubview(holder)
    s.container.embed(child, in: holder)
    s.auditor.checkpoint()
    #expect(s.kinds.isEmpty)
    // Moving the plain view that holds the child into the root's view sends no event for the
    // child; the checkpoint's scan finds it.
    s.h.root.view.addSubview(holder)
    s.auditor.checkpoint()
    #expect(s.kinds == [.orphanView])
    s.h.acceptReports()
  }

  // MARK: Appearance

  @Test func aManualContainerThatNeverEndsLeavesAWillWithoutDid() {
    let s = Scene(ManualMistakeContainer("manual", mistake: .neverEnds), visible: false)
    let child = Probe("child")
    s.container.embed(child)
    s.h.window.makeKeyAndVisible()
    #expect(child.appearanceState == .appearing)
    s.auditor.checkpoint()
    #expect(s.kinds == [.appearanceImbalance])
    #expect(s.auditor.findings.first?.message.contains("endAppearanceTransition") == true)
    #expect(s.auditor.findings.first?.path == child.treePath)
    s.h.acceptReports()
    child.endAppearanceTransition()
    s.auditor.checkpoint()
    #expect(s.kinds.isEmpty)
  }

  @Test func twoBeginsInARowAreAnImbalance() {
    let s = Scene(ManualMistakeContainer("manual", mistake: .beginsTwice), visible: false)
    s.container.embed(Probe("child"))
    s.h.window.makeKeyAndVisible()
    s.auditor.checkpoint()
    #expect(s.kinds == [.appearanceImbalance])
    #expect(s.auditor.findings.first?.message.contains("beginAppearanceTransition(true)") == true)
    s.h.acceptReports()
  }

  @Test func endWithoutBeginIsAnImbalance() {
    let s = Scene(EagerManualContainer(traceName: "manual"))
    let child = Probe("child")
    s.container.embed(child)
    child.endAppearanceTransition()
    #expect(s.kinds == [.appearanceImbalance])
    s.h.acceptReports()
  }

  @Test func callingTheHooksDirectlyIsReportedForEachCall() {
    let s = Scene(ManualMistakeContainer("manual", mistake: .callsHooksDirectly), visible: false)
    let child = Probe("child")
    s.container.embed(child)
    s.h.window.makeKeyAndVisible()
    #expect(s.kinds == [.directAppearanceCall, .directAppearanceCall])
    #expect(s.auditor.findings.allSatisfy { $0.path == child.treePath })
    s.h.acceptReports()
  }

  @Test func drivingAChildOfAnAutomaticContainerByHandIsMixedForwarding() {
    let s = Scene(MixedForwardingContainer(traceName: "auto"))
    let child = Probe("child")
    s.container.embed(child)
    s.container.flash(child)
    #expect(s.kinds.first == .mixedAppearanceForwarding)
    #expect(Set(s.kinds) == [.mixedAppearanceForwarding, .appearanceImbalance])
    s.h.acceptReports()
  }

  @Test func aChildAppearingWhileItsParentIsDisappearedIsReported() throws {
    let s = Scene(EagerManualContainer(traceName: "manual"), visible: false)
    let child = Probe("child")
    s.container.embed(child)
    #expect(s.container.appearanceState == .disappeared)
    s.container.reveal(child)
    #expect(s.kinds == [.appearedUnderDisappearedParent])
    let finding = try #require(s.auditor.findings.first)
    #expect(finding.events.last?.trace == "child.viewWillAppear(false)")
    s.auditor.checkpoint()
    #expect(s.kinds == [.appearedUnderDisappearedParent], "not twice for the same state")
    s.h.acceptReports()
  }

  // MARK: Cells

  /// A list of `rows` rows of height 10 showing 3, inside `h.root`'s view, fed by `delegate`.
  private func handList(
    _ h: Harness, rows: Int, mistake: HandEmbeddingDelegate.Mistake
  ) -> (ListView, HandEmbeddingDelegate) {
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list.rowHeight = 10
    list.register(ListCell.self, forCellReuseIdentifier: "cell")
    let delegate = HandEmbeddingDelegate(parent: h.root, rows: rows, mistake: mistake)
    list.dataSource = delegate
    list.delegate = delegate
    h.root.view.addSubview(list)
    list.reloadData()
    return (list, delegate)
  }

  @Test func aCellPooledWithItsChildStillInItIsReported() {
    let h = Harness()
    let (list, delegate) = handList(h, rows: 10, mistake: .keepsChildInPooledCell)
    h.auditor.checkpoint()
    #expect(h.auditor.findings.isEmpty)
    // Row 0's cell goes to the pool with "row 0" in it, and comes back at once for row 3.
    list.scroll(to: 10)
    #expect(h.auditor.findings.map(\.kind) == [.cellPooledWhileDisplayed])
    #expect(h.auditor.findings.first?.message.contains("row 0") == true)
    list.scroll(to: 70)
    h.auditor.checkpoint()
    h.acceptReports()
    // One row left in the viewport: two cells stay in the pool with children in them.
    list.frame = Rect(x: 0, y: 0, width: 100, height: 10)
    h.auditor.checkpoint()
    #expect(
      h.auditor.findings.map(\.kind) == [.cellPooledWhileDisplayed, .cellPooledWhileDisplayed])
    #expect(h.auditor.findings.allSatisfy { $0.message.contains("is in the reuse pool") })
    h.acceptReports()
    withExtendedLifetime(delegate) {}
  }

  @Test func oneComponentShownByTwoCellsIsReported() throws {
    let h = Harness()
    let (_, delegate) = handList(h, rows: 10, mistake: .oneComponentForEveryRow)
    let kinds = Set(h.auditor.findings.map(\.kind))
    #expect(kinds == [.cellHostedTwice])
    let finding = try #require(h.auditor.findings.first)
    #expect(finding.component?.name == "banner")
    #expect(finding.message.contains("cell #1"))
    h.acceptReports()
    withExtendedLifetime(delegate) {}
  }

  @Test func aHostedComponentMovedIntoAnotherCellByHandIsReportedOnce() throws {
    let f = ListFixture(rows: 10)
    f.adapter.reloadData()
    f.h.auditor.checkpoint()
    #expect(f.h.auditor.findings.isEmpty)
    let first = try #require(f.list.visibleCells.first as? HostingCell)
    let second = f.list.visibleCells[1]
    let child = try #require(first.hostedComponent)
    second.contentView.addSubview(child.view)  // the first cell still claims it
    #expect(f.h.auditor.findings.map(\.kind) == [.cellHostedTwice])
    f.h.auditor.checkpoint()
    #expect(f.h.auditor.findings.map(\.kind) == [.cellHostedTwice], "the scan adds nothing")
    #expect(f.h.auditor.findings.first?.path == child.treePath)
    f.h.acceptReports()
    first.contentView.addSubview(child.view)  // moved back by hand: the same mistake again
    #expect(f.h.auditor.findings.map(\.kind) == [.cellHostedTwice])
    f.h.acceptReports()
  }

  @Test func aDisplayedCellRemovedByHandHasNoDidEndDisplaying() {
    let h = Harness()
    let (_, delegate) = handList(h, rows: 10, mistake: .removesCellByHand)
    h.auditor.checkpoint()
    #expect(h.auditor.findings.map(\.kind) == Array(repeating: .cellDisplayUnpaired, count: 3))
    h.acceptReports()
    withExtendedLifetime(delegate) {}
  }

  @Test func aDataSourceHandingOutAPooledCellIsReported() {
    final class Stubborn: ListDataSource {
      var kept: ListCell?
      func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 10 }
      func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
        if let kept, indexPath.row == 3 { return kept }
        let cell = listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if indexPath.row == 0 { kept = cell }
        return cell
      }
    }
    let h = Harness()
    let source = Stubborn()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list.rowHeight = 10
    list.register(ListCell.self, forCellReuseIdentifier: "cell")
    list.dataSource = source
    h.root.view.addSubview(list)
    list.reloadData()
    list.scroll(to: 10)  // row 0's cell is pooled, row 3 gets it back from the data source
    #expect(h.auditor.findings.map(\.kind) == [.cellPooledWhileDisplayed])
    h.acceptReports()
  }

  // MARK: Release

  @Test func aRemovedComponentThatStaysAliveIsReportedWhenTheWindowIsIdle() throws {
    let s = Scene(HoardingContainer(traceName: "hoard"))
    do {
      let child = Probe("child")
      s.container.embed(child)
      s.container.close(child)
      s.auditor.expectReleased(child)
    }
    s.h.window.runUntilIdle()
    #expect(s.kinds == [.notReleased])
    let finding = try #require(s.auditor.findings.first)
    #expect(finding.message.contains("still alive"))
    #expect(finding.events.last?.trace == "child.didMove(toParent: nil)")
    s.h.acceptReports()
    s.h.window.runUntilIdle()
    #expect(s.kinds.isEmpty, "checked once")
  }

  @Test func aReleasedComponentSatisfiesItsCheckpoint() {
    let h = Harness()
    let nav = NavigationContainer(root: Probe("a"), traceName: "nav")
    h.root.embed(nav)
    do {
      let b = Probe("b")
      nav.push(b, animated: true)
      nav.pop(animated: true)
      h.auditor.expectReleased(b)
    }
    h.auditor.checkpoint()
    #expect(h.auditor.findings.isEmpty, "not checked while the pop animates")
    h.window.runUntilIdle()
    #expect(h.auditor.findings.isEmpty)
  }

  @Test func anyObjectCanBeExpectedReleased() {
    let h = Harness()
    let flow = Probe("kept")
    h.auditor.expectReleased(flow, named: "the flow")
    h.window.runUntilIdle()
    #expect(h.auditor.findings.map(\.kind) == [.notReleased])
    #expect(h.auditor.findings.first?.path == "the flow")
    h.acceptReports()
  }
}
