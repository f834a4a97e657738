import Compose
import ComposeUIKit
import Foundation

/// SplitMix64: a small seeded generator, so that a failing seed replays.
struct UIKitRandomGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// What one view controller of the world heard, kept by the world (not by the controller), so
/// that a controller released while on screen is seen.
final class AppearanceTracker {
  enum State: String { case disappeared, appearing, appeared, disappearing }

  let name: String
  var state = State.disappeared
  /// The first unbalanced callback, if any.
  var violation: String?
  /// The callbacks heard, with the step each came in, for a failure's message.
  var heard: [String] = []
  var currentStep = 0
  /// How many memory warnings the controller heard.
  var memoryWarnings = 0

  init(name: String) { self.name = name }

  /// Moves on `callback`, as contract §3 allows: an appearance may be cancelled half-way
  /// (a cancelled swipe back), so `will*` may follow the other `will*`.
  func hear(_ callback: String) {
    heard.append("\(currentStep):\(callback)")
    let next: State?
    switch (callback, state) {
    case ("viewWillAppear", .disappeared), ("viewWillAppear", .disappearing): next = .appearing
    case ("viewDidAppear", .appearing): next = .appeared
    case ("viewWillDisappear", .appeared), ("viewWillDisappear", .appearing): next = .disappearing
    case ("viewDidDisappear", .disappearing): next = .disappeared
    default: next = nil
    }
    guard let next else {
      if violation == nil { violation = "\(name).\(callback) while \(state.rawValue)" }
      return
    }
    state = next
  }
}

/// A view controller as app code writes it, whose overrides call back into UIKit: it pushes or
/// presents from its lifecycle methods when the world armed it to.
final class RandomController: UIViewController {
  let tracker: AppearanceTracker
  /// Pushed from `viewDidLoad` (a restored deep link).
  var pushOnLoad: UIViewController?
  /// Pushed from `willMove(toParent: nil)`.
  var pushOnRemoval: UIViewController?
  /// Presented from `viewDidAppear` (an onboarding sheet).
  var presentOnAppear: UIViewController?

  init(tracker: AppearanceTracker) {
    self.tracker = tracker
    super.init(nibName: nil, bundle: nil)
    composeComponent.traceName = tracker.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if let pushed = pushOnLoad {
      pushOnLoad = nil
      navigationController?.pushViewController(pushed, animated: false)
    }
  }

  override func willMove(toParent parent: UIViewController?) {
    let nav = navigationController
    super.willMove(toParent: parent)
    if parent == nil, let pushed = pushOnRemoval {
      pushOnRemoval = nil
      nav?.pushViewController(pushed, animated: false)
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tracker.hear("viewWillAppear")
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    tracker.memoryWarnings += 1
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    tracker.hear("viewDidAppear")
    if let presented = presentOnAppear {
      presentOnAppear = nil
      present(presented, animated: true)
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    tracker.hear("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    tracker.hear("viewDidDisappear")
  }
}

/// A world of UIKit calls: a window showing a tab bar controller of two navigation controllers,
/// random pushes, pops, stack replacements, presentations (some refused), dismissals, swipes
/// back, tab switches and clock advances, some from inside lifecycle overrides, and side windows
/// released mid-transition. Test code holds the windows and the swipe in progress only: every
/// view controller lives by what UIKit's own objects keep.
@MainActor
final class UIKitRandomWorld {
  private var rng: UIKitRandomGenerator
  private(set) var steps: [String] = []
  private var window: UIWindow?
  private var sideWindow: UIWindow?
  private weak var tabs: UITabBarController?
  private var swipe: ComposeSwipeBack?
  /// Every controller made, weakly, with its tracker.
  private var made: [(controller: Weak, tracker: AppearanceTracker)] = []
  private var counter = 0
  /// Rules broken by one step, seen at the step (an appearance callback on backgrounding, a
  /// controller not told of a memory warning).
  private var stepViolations: [String] = []
  /// Whether the system is in dark mode.
  private var dark = false

  final class Weak {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
  }

  init(seed: UInt64) {
    rng = UIKitRandomGenerator(state: seed)
    let tabs = UITabBarController()
    tabs.setViewControllers(
      [
        UINavigationController(rootViewController: make()),
        UINavigationController(rootViewController: make()),
      ], animated: false)
    self.tabs = tabs
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }

  private func make() -> RandomController {
    counter += 1
    let tracker = AppearanceTracker(name: "vc\(counter)")
    let controller = RandomController(tracker: tracker)
    made.append((Weak(controller), tracker))
    return controller
  }

  private var live: [UIViewController] { made.compactMap { $0.controller.controller } }

  /// The navigation controllers in the main window, the tabs' and presented ones.
  private var navigationControllers: [UINavigationController] {
    var result = (tabs?.viewControllers ?? []).compactMap { $0 as? UINavigationController }
    var presented = tabs?.presentedViewController
    while let current = presented {
      if let nav = current as? UINavigationController { result.append(nav) }
      presented = current.presentedViewController
    }
    if let side = sideWindow?.rootViewController as? UINavigationController { result.append(side) }
    return result
  }

  private func pick<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)]
  }

  private func bool() -> Bool { Bool.random(using: &rng) }

  private func log(_ step: String) { steps.append(step) }

  /// One random step.
  func step() {
    for (_, tracker) in made { tracker.currentStep = steps.count }
    let nav = pick(navigationControllers)
    let step = Int.random(in: 0..<24, using: &rng)
    switch step {
    case 0...3:
      guard let nav else { return }
      let animated = bool()
      let pushed = make()
      if Int.random(in: 0..<4, using: &rng) == 0 { pushed.pushOnLoad = make() }
      if Int.random(in: 0..<4, using: &rng) == 0 { pushed.pushOnRemoval = make() }
      log("push \(pushed.tracker.name) animated \(animated)")
      nav.pushViewController(pushed, animated: animated)
    case 4...5:
      guard let nav else { return }
      let animated = bool()
      log("pop animated \(animated)")
      nav.popViewController(animated: animated)
    case 6:
      guard let nav else { return }
      log("popToRoot")
      nav.popToRootViewController(animated: bool())
    case 7:
      guard let nav else { return }
      var stack = Array(nav.viewControllers.prefix(Int.random(in: 0...2, using: &rng)))
      stack.append(make())
      let animated = bool()
      log("setViewControllers \(stack.count) animated \(animated)")
      nav.setViewControllers(stack, animated: animated)
    case 8...9:
      guard let presenter = pick(live.filter { $0.viewIfLoaded?.window != nil }) else { return }
      let animated = bool()
      let presented: UIViewController =
        bool() ? make() : UINavigationController(rootViewController: make())
      if let controller = presented as? RandomController, Int.random(in: 0..<3, using: &rng) == 0 {
        controller.presentOnAppear = make()
      }
      log("present from \(presenter.composeComponent.traceName) animated \(animated)")
      presenter.present(presented, animated: animated)
    case 10:
      // Refused: a controller in use (a stack's root) or a nav presenting its own child.
      guard let presenter = pick(live), let victim = pick(live) else { return }
      log("present in-use \(victim.composeComponent.traceName)")
      presenter.present(victim, animated: bool())
    case 11...12:
      guard let dismisser = pick(live.filter { $0.presentingViewController != nil }) else {
        return
      }
      let animated = bool()
      log("dismiss \(dismisser.composeComponent.traceName) animated \(animated)")
      dismisser.dismiss(animated: animated)
    case 13:
      guard let tabs else { return }
      let index = Int.random(in: 0..<2, using: &rng)
      log("select tab \(index)")
      if bool() { tabs.selectedIndex = index } else { tabs.composeSelectTab(at: index) }
    case 14:
      if let swipe {
        self.swipe = nil
        let cancel = bool()
        log("swipe \(cancel ? "cancel" : "finish")")
        if cancel { swipe.cancel() } else { swipe.finish() }
      } else if let nav {
        log("swipe begin")
        swipe = nav.composeBeginSwipeBack()
        swipe?.update(0.4)
      }
    case 15:
      if sideWindow != nil {
        log("release side window")
        sideWindow = nil
      } else {
        let side = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let nav = UINavigationController(rootViewController: make())
        side.rootViewController = nav
        side.makeKeyAndVisible()
        nav.pushViewController(make(), animated: true)
        sideWindow = side
        log("side window with an animated push")
      }
    case 16:
      let milliseconds = Int.random(in: 0...400, using: &rng)
      log("advance \(milliseconds) ms")
      window?.composeAdvance(by: .milliseconds(milliseconds))
      sideWindow?.composeAdvance(by: .milliseconds(milliseconds))
    case 17:
      log("run until idle")
      window?.composeRunUntilIdle()
      sideWindow?.composeRunUntilIdle()
    case 18:
      guard let tabs, tabs.presentedViewController != nil else { return }
      log("tabs setViewControllers during a presentation")
      let kept = tabs.viewControllers?.first.map { [$0] } ?? []
      tabs.setViewControllers(
        kept + [UINavigationController(rootViewController: make())], animated: false)
    case 19:
      // UIKit sends no appearance callback when the app changes state.
      let application = UIApplication.shared
      let moves: [(String, () -> Void)] = [
        ("enter background", application.composeEnterBackground),
        ("enter foreground", application.composeEnterForeground),
        ("resign active", application.composeResignActive),
        ("become active", application.composeBecomeActive),
      ]
      guard let (name, move) = pick(moves) else { return }
      log(name)
      let before = made.map(\.tracker.heard.count)
      move()
      for (index, entry) in made.enumerated() where entry.tracker.heard.count != before[index] {
        stepViolations.append(
          "\(entry.tracker.name) heard \(entry.tracker.heard.suffix(1)) on \(name)")
      }
    case 20:
      log("memory warning")
      let told = made.compactMap { $0.controller.controller == nil ? nil : $0.tracker }
      let before = told.map(\.memoryWarnings)
      UIApplication.shared.composeSimulateMemoryWarning()
      for (index, tracker) in told.enumerated() where tracker.memoryWarnings != before[index] + 1 {
        stepViolations.append(
          "\(tracker.name) heard \(tracker.memoryWarnings - before[index]) memory warnings")
      }
    case 21, 22:
      // A rotation or a change of the system's style: no appearance callback, and every
      // controller on screen has the window's size classes and style afterwards.
      guard let window else { return }
      let before = made.map(\.tracker.heard.count)
      let name: String
      if step == 21 {
        let orientation = pick([UIDeviceOrientation.portrait, .landscapeLeft, .landscapeRight])!
        name = "rotate to \(orientation)"
        window.composeRotate(to: orientation)
      } else {
        dark.toggle()
        name = dark ? "dark mode" : "light mode"
        UIApplication.shared.composeSetUserInterfaceStyle(dark ? .dark : .light)
      }
      log(name)
      for (index, entry) in made.enumerated() where entry.tracker.heard.count != before[index] {
        stepViolations.append(
          "\(entry.tracker.name) heard \(entry.tracker.heard.suffix(1)) on \(name)")
      }
      let landscape = window.composeOrientation.isLandscape
      for controller in live where controller.viewIfLoaded?.window === window {
        let traits = controller.traitCollection
        if traits.verticalSizeClass != (landscape ? .compact : .regular)
          || traits.userInterfaceStyle != (dark ? .dark : .light)
        {
          stepViolations.append(
            "\(controller.composeComponent.traceName) has v\(traits.verticalSizeClass.rawValue) "
              + "style \(traits.userInterfaceStyle.rawValue) after \(name)")
        }
      }
    default:
      guard let nav else { return }
      log("show \(nav.composeComponent.traceName)")
      nav.topViewController?.show(make(), sender: nil)
    }
  }

  /// Lets every animation end (a swipe in progress is finished first).
  func settle() {
    if let swipe {
      self.swipe = nil
      swipe.finish()
      log("swipe finish")
    }
    for _ in 0..<4 {
      window?.composeRunUntilIdle()
      sideWindow?.composeRunUntilIdle()
    }
  }

  /// What breaks a rule, if anything.
  func violations(settled: Bool) -> [String] {
    var found: [String] = stepViolations
    for window in [window, sideWindow].compactMap({ $0 }) {
      found += window.composeWindow.invariantViolations().map { "engine: \($0)" }
    }
    for (reference, tracker) in made {
      if let violation = tracker.violation { found.append("unbalanced: \(violation)") }
      guard let controller = reference.controller else {
        if tracker.state != .disappeared {
          found.append(
            "\(tracker.name) released while \(tracker.state.rawValue) (heard "
              + "\(tracker.heard.suffix(6).joined(separator: ", ")))")
        }
        continue
      }
      found += agreement(of: controller, named: tracker.name)
      if settled, tracker.state == .appearing || tracker.state == .disappearing {
        found.append("\(tracker.name) still \(tracker.state.rawValue) at rest")
      }
    }
    for nav in navigationControllers { found += agreement(of: nav, named: "nav") }
    if let tabs { found += agreement(of: tabs, named: "tabs") }
    return found
  }

  /// The facade agrees with its engine component.
  private func agreement(of controller: UIViewController, named name: String) -> [String] {
    var found: [String] = []
    let component = controller.composeComponent
    if controller.parent?.composeComponent !== component.parent {
      found.append("\(name).parent disagrees with the engine")
    }
    if !controller.children.map(\.composeComponent).elementsEqual(component.children, by: ===) {
      found.append("\(name).children disagree with the engine")
    }
    if controller.presentedViewController?.composeComponent !== component.presentedComponent {
      found.append("\(name).presentedViewController disagrees with the engine")
    }
    if let nav = controller as? UINavigationController,
      let stack = (component as? NavigationContainer)?.stack,
      !nav.viewControllers.map(\.composeComponent).elementsEqual(stack, by: ===)
        || nav.topViewController?.composeComponent !== stack.last
    {
      found.append("\(name).viewControllers disagree with the engine's stack")
    }
    return found
  }

  /// Releases everything; what was on screen disappears first.
  func tearDown() {
    swipe = nil
    window = nil
    sideWindow = nil
  }
}
