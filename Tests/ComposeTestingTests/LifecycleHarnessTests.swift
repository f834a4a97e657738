import Compose
import ComposeTesting
import Testing

/// The harness fails the running test for misuse the test did not declare, and passes once it is
/// declared.
@Suite struct LifecycleHarnessTests {
  @Test func anUndeclaredDiagnosticFailsTheTestNamingThePathAndRecentEvents() {
    withKnownIssue {
      let harness = LifecycleHarness(root: Component(traceName: "root"))
      let root = harness.root!
      root.embed(Component(traceName: "child"))
      root.addChild(root)
      harness.checkpoint()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("unexpected diagnostic addChildToItself at Component(\"root\")")
        && text.contains("recent events:") && text.contains("child.didMove(toParent: root)")
    }
  }

  @Test func aDeclaredDiagnosticPasses() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    harness.expect(diagnostic: .addChildToItself)
    harness.root!.addChild(harness.root!)
    harness.checkpoint()
  }

  @Test func aDiagnosticDeclaredAfterTheMisuseButBeforeTheCheckpointPasses() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    let diagnostic = harness.root!.addChild(harness.root!)
    #expect(diagnostic?.code == .addChildToItself)
    harness.expect(diagnostic: .addChildToItself)
  }

  @Test func anUndeclaredMisuseFailsAtTheEndOfTheTestWithoutACheckpoint() {
    withKnownIssue {
      let harness = LifecycleHarness(root: Component(traceName: "root"))
      let orphan = Component(traceName: "orphan")
      orphan.removeFromParent()  // outside the window: not observed
      harness.root!.addChild(harness.root!)
      // No checkpoint: the harness's release at the end of this scope is one.
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("unexpected diagnostic addChildToItself")
    }
  }

  @Test func aDeclaredDiagnosticThatNeverComesFails() {
    withKnownIssue {
      let harness = LifecycleHarness(root: Component(traceName: "root"))
      harness.expect(diagnostic: .alreadyChild)
      harness.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "expected diagnostic alreadyChild was not reported")
    }
  }

  /// An `addChild` whose container never calls `didMove(toParent:)` is legal but wrong: the
  /// auditor reports it, and the harness fails the test unless it is declared.
  @Test func anUndeclaredAuditFindingFailsAndADeclaredOnePasses() {
    withKnownIssue {
      let harness = LifecycleHarness(root: Component(traceName: "root"))
      let child = Component(traceName: "child")
      harness.root!.addChild(child)
      harness.root!.view.addSubview(child.view)
      harness.checkpoint()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("unexpected audit finding missingDidMove")
    }

    let harness = LifecycleHarness(root: Component(traceName: "root"))
    harness.expect(finding: .missingDidMove)
    let child = Component(traceName: "child")
    harness.root!.addChild(child)
    harness.root!.view.addSubview(child.view)
    harness.checkpoint()
  }

  @Test func expectReleasedFailsForAComponentStillAlive() {
    var kept: Component?
    withKnownIssue {
      let harness = LifecycleHarness(root: Component(traceName: "root"))
      let child = Component(traceName: "child")
      harness.root!.embed(child)
      child.unembed()
      kept = child
      harness.expectReleased(child)
      harness.runUntilIdle()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("notReleased")
    }
    #expect(kept != nil)
  }

  @Test func aReleasedComponentPassesExpectReleased() {
    let harness = LifecycleHarness(root: Component(traceName: "root"))
    var child: Component? = Component(traceName: "child")
    harness.root!.embed(child!)
    child!.unembed()
    harness.expectReleased(child!)
    child = nil
    harness.runUntilIdle()
  }
}

extension LifecycleHarnessTests {
  /// A window made elsewhere is watched the same way: its events are traced and its misuse fails.
  @Test func aHarnessWrapsAWindowMadeElsewhere() {
    let window = Window(traceName: "app")
    let root = Component(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let harness = LifecycleHarness(wrapping: window)
    root.embed(Component(traceName: "child"))
    harness.expectTrace(
      [
        "child.willMove(toParent: root)", "child.viewDidLoad", "child.viewWillAppear(false)",
        "child.viewIsAppearing(false)", "child.viewDidAppear(false)",
        "child.didMove(toParent: root)",
      ])
    withKnownIssue {
      root.addChild(root)
      harness.checkpoint()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("unexpected diagnostic addChildToItself")
    }
  }
}
