import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import ComposeUIKitTesting
  import Compose
#endif

// A container that forwards appearance to its child by hand
// (`shouldAutomaticallyForwardAppearanceMethods == false`), as containers that animate their own
// transitions do: `beginAppearanceTransition(_:animated:)` in its will hooks,
// `endAppearanceTransition()` in its did hooks. Contract §3: calling the child's appearance
// methods directly instead is a misuse the auditor reports.

private final class ManualForwardingContainer: TracingViewController {
  let content: UIViewController
  let callsHooksDirectly: Bool

  init(content: UIViewController, callsHooksDirectly: Bool = false, log: EventLog) {
    self.content = content
    self.callsHooksDirectly = callsHooksDirectly
    super.init(title: "container", log: log)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    false
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(content)
    view.addSubview(content.view)
    content.didMove(toParent: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if callsHooksDirectly {
      content.viewWillAppear(animated)
    } else {
      content.beginAppearanceTransition(true, animated: animated)
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if callsHooksDirectly {
      content.viewDidAppear(animated)
    } else {
      content.endAppearanceTransition()
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    content.beginAppearanceTransition(false, animated: animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    content.endAppearanceTransition()
  }
}

@MainActor
@Suite struct ManualAppearanceForwardingTests {
  @Test func theContainerDrivesItsChildThroughBeginAndEnd() {
    let log = EventLog()
    let content = TracingViewController(title: "content", log: log)
    let container = ManualForwardingContainer(content: content, log: log)
    let audit = WindowAudit.showing(container)

    #expect(
      log.drain() == [
        "container.viewDidLoad",
        "content.willMove(toParent: container)",
        "content.viewDidLoad",
        "content.didMove(toParent: container)",
        "container.viewWillAppear(false)",
        "content.viewWillAppear(false)",
        "content.viewIsAppearing(false)",
        "container.viewIsAppearing(false)",
        "container.viewDidAppear(false)",
        "content.viewDidAppear(false)",
      ])

    audit.window.isHidden = true
    #expect(
      log.drain() == [
        "container.viewWillDisappear(false)",
        "content.viewWillDisappear(false)",
        "container.viewDidDisappear(false)",
        "content.viewDidDisappear(false)",
      ])
    audit.finish()
  }

  @Test func aChildPlacedInAManualContainerAppearsOnlyWhenTheContainerSaysSo() {
    let log = EventLog()
    let container = ManualForwardingContainer(
      content: TracingViewController(title: "content", log: log), log: log)
    let audit = WindowAudit.showing(container)
    _ = log.drain()
    let banner = TracingViewController(title: "banner", log: log)

    container.addChild(banner)
    container.view.addSubview(banner.view)
    banner.didMove(toParent: container)
    #expect(
      log.drain() == [
        "banner.willMove(toParent: container)",
        "banner.viewDidLoad",
        "banner.didMove(toParent: container)",
      ])

    banner.beginAppearanceTransition(true, animated: true)
    #expect(log.drain() == ["banner.viewWillAppear(true)", "banner.viewIsAppearing(true)"])
    banner.endAppearanceTransition()
    #expect(log.drain() == ["banner.viewDidAppear(true)"])
    audit.finish()
  }

  #if !os(iOS)
    @Test func callingTheChildsHooksDirectlyIsReportedByTheAuditor() {
      let log = EventLog()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let harness = LifecycleHarness(window: window)
      let auditor = LifecycleAuditor(window: window.composeWindow)
      let content = TracingViewController(title: "content", log: log)
      // The container calls the content's viewWillAppear and viewDidAppear itself: each call is
      // a diagnostic and an audit finding.
      harness.expect(diagnostic: .directAppearanceCall)
      harness.expect(diagnostic: .directAppearanceCall)
      harness.expect(finding: .directAppearanceCall, count: 2)
      window.rootViewController = ManualForwardingContainer(
        content: content, callsHooksDirectly: true, log: log)
      window.makeKeyAndVisible()
      auditor.checkpoint()

      // viewWillAppear and viewDidAppear, each called directly on the content.
      let direct = auditor.findings.filter { $0.kind == .directAppearanceCall }
      #expect(direct.count == 2, "\(auditor.findings)")
      #expect(direct.allSatisfy { $0.path == content.composeComponent.treePath }, "\(direct)")
      harness.finish()
    }
  #endif
}
