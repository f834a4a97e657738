import Compose
import ComposeTesting
import Testing

/// Trace assertions: filters by kind and by subtree, and a readable failure.
@Suite struct TraceAssertionTests {
  /// Contract §3: a child embedded in an appeared container runs `willMove`, `viewDidLoad`, the
  /// appearance callbacks, then `didMove`.
  @Test func theTraceOfAnEmbedFollowsTheContract() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    _ = harness.traces()
    harness.root!.embed(Component(traceName: "child"))
    harness.expectTrace([
      "child.willMove(toParent: root)",
      "child.viewDidLoad",
      "child.viewWillAppear(false)",
      "child.viewIsAppearing(false)",
      "child.viewDidAppear(false)",
      "child.didMove(toParent: root)",
    ])
  }

  @Test func filtersKeepKindsAndSubtrees() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    let left = Component(traceName: "left")
    let right = Component(traceName: "right")
    harness.root!.embed(left)
    harness.root!.embed(right)
    left.embed(Component(traceName: "leaf"))
    _ = harness.traces()
    let start = harness.recorder.events.count
    harness.window.hide()
    let events = harness.recorder.events[start...]
    #expect(
      events.filter(TraceFilter.containment.keeps).isEmpty,
      "hiding the window moves nothing")
    harness.expectTrace(
      [
        "left.viewWillDisappear(false)", "leaf.viewWillDisappear(false)",
        "left.viewDidDisappear(false)", "leaf.viewDidDisappear(false)",
      ], .appearance.subtree(of: left))
    harness.window.makeKeyAndVisible()
    harness.expectTrace(
      [
        "right.viewWillAppear(false)", "right.viewIsAppearing(false)",
        "right.viewDidAppear(false)",
      ], TraceFilter.appearance.only("right"))
  }

  @Test func loadViewAndPlacementAreLeftOutUnlessAskedFor() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    _ = harness.traces()
    harness.root!.embed(Component(traceName: "child"))
    let all = harness.recorder.events.map(\.trace)
    #expect(all.contains("child.loadView"))
    #expect(all.contains("child.viewAdded(to: root)"))
    harness.expectTrace(
      ["child.loadView", "child.viewAdded(to: root)"],
      TraceFilter([.loadView, .placement]))
  }

  @Test func aMismatchShowsMissingExtraAndOutOfOrderLinesAndAPastableLiteral() {
    withKnownIssue {
      let harness = LifecycleHarness(root: Component(traceName: "root"))
      _ = harness.traces()
      harness.root!.embed(Component(traceName: "child"))
      harness.expectTrace([
        "child.viewDidLoad",
        "child.willMove(toParent: root)",
        "child.viewWillAppear(true)",
        "child.viewIsAppearing(false)",
        "child.viewDidAppear(false)",
        "child.didMove(toParent: root)",
      ])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("-child.viewWillAppear(true)    ← missing")
        && text.contains("+child.viewWillAppear(false)    ← extra")
        && text.contains("← out of order")
        && text.contains(
          "actual trace, ready to paste:\n[\n  \"child.willMove(toParent: root)\",\n"
            + "  \"child.viewDidLoad\",")
    }
  }
}
