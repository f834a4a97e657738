import Compose
import ComposeTesting
import Foundation
import Testing

extension StressTests {
  // MARK: Generation, running, shrinking

  static func generate(seed: UInt64, count: Int) -> [Op] {
    var rng = SplitMix64(seed: seed)
    var ops: [Op] = []
    var next = 2
    var nextWrapper = 0
    func r(_ n: Int) -> Int { Int.random(in: 0..<n, using: &rng) }
    func any() -> Int { r(next) }
    func ms() -> Int { [0, 100, 250, 400].randomElement(using: &rng)! }
    for _ in 0..<count {
      let op: Op
      switch r(100) {
      case 0..<12:
        op = .create(
          id: next, manual: r(3) == 0, into: r(8) == 0 ? nil : any(), slot: r(4), index: r(4))
        next += 1
      case 12..<20: op = .move(any(), to: any(), slot: r(4), index: r(4))
      case 20..<23: op = .detach(any())
      case 23..<25: op = .rawAddChild(any(), to: any())
      case 25..<27: op = .rawRemoveFromParent(any())
      case 27..<30: op = .placeView(any(), slot: r(4), index: r(4))
      case 30..<32: op = .removeView(any())
      case 32..<34: op = .misplaceView(any(), into: r(64), index: r(4))
      case 34..<37:
        op = .newWrapper(id: nextWrapper, into: r(64), index: r(4))
        nextWrapper += 1
      case 37..<41: op = .moveWrapper(r(max(nextWrapper, 1)), into: r(64), index: r(4))
      case 41..<42: op = .removeWrapper(r(max(nextWrapper, 1)))
      case 42..<44: op = .toggleHidden(r(64))
      case 44..<46: op = .hide(r(2))
      case 46..<49: op = .show(r(2))
      case 49..<51: op = .setRoot(r(2), r(5) == 0 ? nil : any())
      case 51..<52: op = .swapRoots
      case 52..<54: op = .releaseWindow(r(2))
      case 54..<57: op = .createWindow(r(2))
      case 57..<63: op = .transition(any(), milliseconds: ms())
      case 63..<66: op = .swap(any(), newcomer: any(), milliseconds: ms())
      case 66..<73:
        op = .swapNew(any(), id: next, manual: r(2) == 0, milliseconds: ms())
        next += 1
      case 73..<75: op = .beginInteraction(any())
      case 75..<77:
        op = .endInteraction(finish: r(2) == 0, milliseconds: [0, 150].randomElement(using: &rng)!)
      case 77..<84: op = .advance(r(2), milliseconds: r(200))
      case 84..<85: op = .runUntilIdle(r(2))
      case 85..<88: op = .attachRecorder(r(2))
      case 88..<89: op = .detachRecorder(r(2))
      case 89..<96:
        op = .arm(
          any(), HookKind.allCases.randomElement(using: &rng)!,
          HookAction.allCases.randomElement(using: &rng)!)
      default: op = .armJuggler(r(2), countdown: r(6), adds: r(3) != 0)
      }
      ops.append(op)
    }
    return ops
  }

  /// Runs `ops`; returns the step and the violation where it first broke (`ops.count` for the
  /// settled end, `ops.count + 1` for a leak after teardown).
  static func firstFailure(_ ops: [Op]) -> (step: Int, message: String)? {
    var weakNodes: [World.WeakBox<Component>] = []
    var weakViews: [World.WeakBox<View>] = []
    var weakWindows: [World.WeakBox<Window>] = []
    do {
      let world = World()
      for (index, op) in ops.enumerated() {
        world.apply(op)
        world.observeWindowBoundaries()
        if let message = world.violation() { return (index, message) }
      }
      world.settle()
      world.observeWindowBoundaries()
      if let message = world.violation() { return (ops.count, "after settling: " + message) }
      weakNodes = world.weakNodes
      weakViews = world.weakViews
      weakWindows = world.weakWindows
    }
    if let node = weakNodes.first(where: { $0.value != nil })?.value {
      return (ops.count + 1, "leak: \(node.traceName) alive after teardown")
    }
    if let view = weakViews.first(where: { $0.value != nil })?.value {
      return (ops.count + 1, "leak: view \(view.traceName ?? "?") alive after teardown")
    }
    if weakWindows.contains(where: { $0.value != nil }) {
      return (ops.count + 1, "leak: a window alive after teardown")
    }
    return nil
  }

  static func shrink(_ ops: [Op]) -> [Op] {
    shrinkFailingSequence(ops, budget: 4000) { firstFailure($0)?.step }
  }

  nonisolated static let seeds: [UInt64] = {
    let base = UInt64(ProcessInfo.processInfo.environment["STRESS_BASE"] ?? "") ?? 0
    let count = UInt64(ProcessInfo.processInfo.environment["STRESS_SEEDS"] ?? "") ?? 300
    return Array((base + 1)...(base + count))
  }()
  static let steps = Int(ProcessInfo.processInfo.environment["STRESS_STEPS"] ?? "") ?? 250
}
