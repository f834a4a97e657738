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

extension TraceAssertionTests {
  /// A subtree filter tells components apart by their number in the window: another component
  /// with the same trace name (the type name, by default) elsewhere is not kept.
  @Test func aSubtreeFilterKeepsOnlyThatSubtreeEvenWithRepeatedNames() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    let left = Component()
    let right = Component()
    harness.root!.embed(left)
    harness.root!.embed(right)
    _ = harness.traces()
    left.embed(Component(traceName: "leaf"))
    right.embed(Component(traceName: "leaf"))
    harness.expectTrace(
      [
        "leaf.willMove(toParent: Component)", "leaf.didMove(toParent: Component)",
      ], TraceFilter.containment.subtree(of: left))
  }

  /// Counted, not compared as sets: a callback that came twice is marked extra.
  @Test func aRepeatedCallbackIsMarkedExtraNotOutOfOrder() {
    withKnownIssue {
      let harness = LifecycleHarness(root: Component(traceName: "root"), visible: false)
      _ = harness.traces()
      harness.window.makeKeyAndVisible()
      harness.window.hide()
      harness.window.makeKeyAndVisible()
      harness.expectTrace(
        ["root.viewWillAppear(false)", "root.viewIsAppearing(false)", "root.viewDidAppear(false)"],
        TraceFilter.appearance.only("root"))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("+root.viewWillAppear(false)    ← extra")
        && !text.contains("← out of order")
    }
  }

  /// The harness keeps its own log: resetting the public recorder or auditor skips nothing.
  @Test func resettingTheRecorderOrTheAuditorDoesNotHideAnything() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    _ = harness.traces()
    harness.root!.embed(Component(traceName: "a"))
    harness.recorder.reset()
    harness.auditor.reset()
    harness.expectTrace(
      [
        "a.willMove(toParent: root)", "a.viewDidLoad", "a.viewWillAppear(false)",
        "a.viewIsAppearing(false)", "a.viewDidAppear(false)", "a.didMove(toParent: root)",
      ])
    withKnownIssue {
      let child = Component(traceName: "child")
      harness.root!.addChild(child)
      harness.root!.view.addSubview(child.view)
      harness.auditor.checkpoint()
      harness.auditor.reset()
      harness.checkpoint()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("unexpected audit finding missingDidMove")
    }
    harness.root!.children.last!.didMove(toParent: harness.root!)
  }
}
