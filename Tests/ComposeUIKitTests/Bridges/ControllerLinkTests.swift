import Compose
import ComposeUIKit
import Testing

/// One link serves every kind of view controller: a plain one, a navigation controller, a tab
/// bar controller and a page view controller, each a child of a custom container written as
/// UIKit apps write it. Apple's documentation: `addChild(_:)` calls the child's
/// `willMove(toParent:)`; the container calls `didMove(toParent:)` after placing the view; a
/// removal calls `willMove(toParent: nil)` itself and `removeFromParent()` calls
/// `didMove(toParent: nil)`. Each override must run once per call, and the engine must record
/// each hook once (contract §1), whether the engine or user code made the call.
@Suite struct ControllerLinkTests {
  enum Kind: String, CaseIterable, CustomStringConvertible {
    case plain, navigation, tabBar, page
    var description: String { rawValue }

    @MainActor func make(_ log: HookRecorder) -> UIViewController {
      switch self {
      case .plain: RecordingViewController(log)
      case .navigation: RecordingNavigationController(log)
      case .tabBar: RecordingTabBarController(log)
      case .page: RecordingPageViewController(log)
      }
    }
  }

  /// What the overrides heard, in order.
  @MainActor final class HookRecorder {
    var hooks: [String] = []
    func heard(_ hook: String, _ parent: UIViewController?) {
      hooks.append("\(hook)(\(parent == nil ? "nil" : "parent"))")
    }
  }

  final class RecordingViewController: UIViewController {
    let log: HookRecorder
    init(_ log: HookRecorder) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toParent parent: UIViewController?) {
      log.heard("willMove", parent)
      super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
      log.heard("didMove", parent)
      super.didMove(toParent: parent)
    }
    override func viewWillAppear(_ animated: Bool) {
      log.hooks.append("viewWillAppear")
      super.viewWillAppear(animated)
    }
  }

  final class RecordingNavigationController: UINavigationController {
    let log: HookRecorder
    init(_ log: HookRecorder) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toParent parent: UIViewController?) {
      log.heard("willMove", parent)
      super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
      log.heard("didMove", parent)
      super.didMove(toParent: parent)
    }
    override func viewWillAppear(_ animated: Bool) {
      log.hooks.append("viewWillAppear")
      super.viewWillAppear(animated)
    }
  }

  final class RecordingTabBarController: UITabBarController {
    let log: HookRecorder
    init(_ log: HookRecorder) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toParent parent: UIViewController?) {
      log.heard("willMove", parent)
      super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
      log.heard("didMove", parent)
      super.didMove(toParent: parent)
    }
    override func viewWillAppear(_ animated: Bool) {
      log.hooks.append("viewWillAppear")
      super.viewWillAppear(animated)
    }
  }

  final class RecordingPageViewController: UIPageViewController {
    let log: HookRecorder
    init(_ log: HookRecorder) {
      self.log = log
      super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toParent parent: UIViewController?) {
      log.heard("willMove", parent)
      super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
      log.heard("didMove", parent)
      super.didMove(toParent: parent)
    }
    override func viewWillAppear(_ animated: Bool) {
      log.hooks.append("viewWillAppear")
      super.viewWillAppear(animated)
    }
  }

  @Test(arguments: Kind.allCases)
  func eachContainmentHookRunsTheOverrideAndTheEnginesPartOnce(kind: Kind) {
    let container = UIViewController()
    let audit = WindowAudit.showing(container, frame: UIScreen.main.bounds)
    let window = audit.window
    let recorder = LifecycleRecorder()
    window.composeWindow.addObserver(recorder)
    let log = HookRecorder()
    let child = kind.make(log)
    let name = child.composeComponent.traceName

    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    #expect(child.parent === container)
    #expect(!child.isMovingToParent)

    child.willMove(toParent: nil)
    #expect(child.isMovingFromParent)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.parent == nil)
    #expect(!child.isMovingFromParent)

    #expect(
      log.hooks == [
        "willMove(parent)", "viewWillAppear", "didMove(parent)", "willMove(nil)", "didMove(nil)",
      ])
    let containment = recorder.events.map(\.trace).filter {
      $0.hasPrefix("\(name).willMove") || $0.hasPrefix("\(name).didMove")
        || $0.hasPrefix("\(name).viewWillAppear")
    }
    #expect(containment.count == 5, "\(containment)")
    #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics)")
    audit.finish()
  }

  @Test(arguments: Kind.allCases)
  func aDirectAppearanceCallIsReportedOnceForEveryKind(kind: Kind) {
    let container = UIViewController()
    let audit = WindowAudit.showing(container, frame: UIScreen.main.bounds)
    let window = audit.window
    let recorder = LifecycleRecorder()
    window.composeWindow.addObserver(recorder)
    let log = HookRecorder()
    let child = kind.make(log)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    log.hooks = []

    audit.harness.expect(diagnostic: .directAppearanceCall)  // the misuse under test
    audit.harness.expect(finding: .directAppearanceCall)
    child.viewWillAppear(false)
    #expect(log.hooks == ["viewWillAppear"])
    #expect(recorder.diagnostics.map(\.code) == [.directAppearanceCall])
    audit.finish()
  }
}
