import Compose
import ComposeTestFixtures
import Testing

/// Contract §5: the root is pushed. Apple documents `UINavigationController(rootViewController:)`
/// as "initializing the receiver and pushing a root view controller onto the navigation stack";
/// a published push sequence (arm1.ru, "UIViewController lifecycle") prints
/// `willMoveToParentViewController:`, `loadView`, `viewDidLoad`, `viewWillAppear:`, layout,
/// `viewDidAppear:`, `didMoveToParentViewController:`.
@Suite struct RootEntryTests {
  @Test func theRootIsTheStackFromTheInitializerOnAndHasHadOnlyWillMove() {
    let window = Window(traceName: "w")
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    window.addObserver(recorder)
    let root = Probe("root")
    var moves: [String] = []
    root.onWillMove = { _, parent in moves.append("willMove \(parent?.traceName ?? "nil")") }
    root.onDidMove = { _, parent in moves.append("didMove \(parent?.traceName ?? "nil")") }

    let nav = NavigationContainer(root: root, traceName: "nav")

    #expect(nav.stack.count == 1 && nav.stack.first === root && nav.topComponent === root)
    #expect(moves == ["willMove nav"])
    #expect(root.isMovingToParent && !root.isViewLoaded)
  }

  @Test func theRootsViewLoadsInTheFirstLayoutPassAndItsFirstAppearanceIsItsMove() {
    let log = OrderLog(layout: true)
    let window = Window(traceName: "w")
    window.addObserver(log)
    let root = Probe("root")
    var movingInWillAppear: Bool?
    root.onWillAppear = { probe in movingInWillAppear = probe.isMovingToParent }
    let nav = NavigationContainer(root: root, traceName: "nav")
    window.rootComponent = nav

    window.makeKeyAndVisible()
    let lines = log.drain()

    func index(_ line: String) -> Int { lines.firstIndex(of: line) ?? Int.max }
    #expect(index("nav.viewDidLoad") < index("nav.viewWillLayoutSubviews"))
    #expect(index("nav.viewWillLayoutSubviews") < index("root.viewDidLoad"))
    #expect(index("root.viewDidLoad") < index("nav.viewDidLayoutSubviews"))
    #expect(movingInWillAppear == true)
    #expect(index("root.viewDidAppear(false)") < index("root.didMove(toParent: nav)"))
    #expect(lines.filter { $0.hasPrefix("root.didMove") }.count == 1)
    #expect(!root.isMovingToParent && root.appearanceState == .appeared)
  }

  @Test func aStackSetBeforeTheViewLoadsEntersTheSameWay() {
    let window = Window(traceName: "w")
    let log = OrderLog()
    window.addObserver(log)
    let below = Probe("below")
    let top = Probe("top")
    var movingInWillAppear: Bool?
    top.onWillAppear = { probe in movingInWillAppear = probe.isMovingToParent }
    let nav = NavigationContainer(traceName: "nav")
    nav.setStack([below, top], animated: false)
    #expect(nav.topComponent === top && top.isMovingToParent && !below.isMovingToParent)
    window.rootComponent = nav

    window.makeKeyAndVisible()
    let lines = log.drain()

    #expect(movingInWillAppear == true)
    let didAppear = lines.firstIndex(of: "top.viewDidAppear(false)") ?? Int.max
    let didMove = lines.firstIndex(of: "top.didMove(toParent: nav)") ?? -1
    #expect(didAppear < didMove)
    #expect(!below.isViewLoaded)
  }

  @Test func aRootCoveredBeforeItAppearsCompletesItsMoveFirst() {
    let root = Probe("root")
    var moves: [String] = []
    root.onDidMove = { _, parent in moves.append("didMove \(parent?.traceName ?? "nil")") }
    let nav = NavigationContainer(root: root, traceName: "nav")

    nav.push(Probe("b"), animated: false)

    #expect(moves == ["didMove nav"])
    #expect(!root.isMovingToParent)
  }
}
