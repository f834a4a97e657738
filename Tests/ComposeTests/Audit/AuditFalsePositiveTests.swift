import Compose
import ComposeTestFixtures
import Testing

/// False positives of the auditor found by the model-based tests, each pinned with legal UIKit
/// usage that must produce no finding.
@Suite struct AuditFalsePositiveTests {
  /// A correct manual container forwards its `viewWillAppear` to its child and its
  /// `viewDidAppear` ends the child's transition. Revealed by an interactive pop that stays open
  /// across checkpoints (nothing on the clock: idle), the container is half-way and so is its
  /// child: that is not a `will*` left without its `did*` (model seeds 15 and 17).
  @Test(arguments: [false, true])
  func aManualChildHalfWayWithItsContainerUnderAnInteractionIsNoImbalance(_ finishing: Bool)
    throws
  {
    let h = Harness()
    let container = ForwardingManualContainer(traceName: "manual")
    let child = Probe("child")
    let nav = NavigationContainer(root: container, traceName: "nav")
    h.root.embed(nav)
    container.show(child)
    #expect(child.appearanceState == .appeared)
    nav.push(Probe("top"), animated: false)
    #expect(child.appearanceState == .disappeared)
    let pop = try #require(nav.beginInteractivePop().interaction)
    #expect(container.appearanceState == .appearing)
    #expect(child.appearanceState == .appearing)
    h.auditor.checkpoint()
    #expect(h.auditor.findings.isEmpty, "\(h.auditor.findings)")
    if finishing { pop.finish() } else { pop.cancel() }
    h.window.runUntilIdle()
    #expect(child.appearanceState == (finishing ? .appeared : .disappeared))
    #expect(h.auditor.findings.isEmpty, "\(h.auditor.findings)")
  }

  /// The exemption is only for a child whose container is itself half-way: once the container
  /// has settled, a child it left half-way is still a finding.
  @Test func aManualChildLeftHalfWayUnderASettledContainerIsStillAnImbalance() {
    let h = Harness()
    h.audit.allowFindings()
    let container = ForwardingManualContainer(traceName: "manual")
    let child = Probe("child")
    h.root.embed(container)
    container.show(child)
    child.beginAppearanceTransition(false, animated: true)
    h.auditor.checkpoint()
    #expect(h.auditor.findings.map(\.kind) == [.appearanceImbalance])
  }
}

/// A correct manual container: shows a child with its appearance inside the containment
/// sequence, and forwards its own `will*` and `did*` to its children.
final class ForwardingManualContainer: Component {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  func show(_ child: Component) {
    addChild(child)
    view.addSubview(child.view)
    if appearanceState == .appeared {
      child.beginAppearanceTransition(true, animated: false)
      child.endAppearanceTransition()
    }
    child.didMove(toParent: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for child in children { child.beginAppearanceTransition(true, animated: animated) }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    for child in children { child.endAppearanceTransition() }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for child in children { child.beginAppearanceTransition(false, animated: animated) }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    for child in children { child.endAppearanceTransition() }
  }
}
