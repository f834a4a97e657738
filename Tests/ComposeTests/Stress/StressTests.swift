import Compose
import Foundation
import Testing

/// A seeded random stress of the engine from angles the model test (`LifecycleModelTests`) lacks:
/// correct hand-written manual containers (UIKit's forwarding pattern) nested with automatic ones,
/// two windows (moves between them, root swaps, a window released mid-animation), plain wrapper
/// views moved around with `insertSubview(_:at:)` and `isHidden` toggles, and observers added and
/// removed while events are being delivered. Invariants are checked after every step; a failing
/// sequence is shrunk and printed.
@Suite struct StressTests {
  @Test(arguments: seeds)
  func randomStress(seed: UInt64) {
    let ops = Self.generate(seed: seed, count: Self.steps)
    guard let failure = Self.firstFailure(ops) else { return }
    let shrunk = Self.shrink(ops)
    let listing = shrunk.enumerated().map { "  \($0.offset): \($0.element)" }.joined(
      separator: "\n")
    Issue.record(
      """
      seed \(seed) failed at step \(failure.step): \(failure.message)
      shrunk to \(shrunk.count) operations (\(Self.firstFailure(shrunk)?.message ?? "?")):
      \(listing)
      """)
  }
}

extension StressTests {
  /// What the random sequences reach, so the stress cannot silently degenerate.
  struct Coverage {
    var quiescentChecks = 0
    var appearedChildrenOfManualContainersAtQuiescence = 0
    var manualContainersInAutomaticAppeared = 0
    var automaticInManualAppeared = 0
    var windowsReleasedMidAnimation = 0
    var componentsInSecondWindowOfOnceFirst = 0
    var recordersAttached = 0
    var recordersDetached = 0
    var wrappersHoldingComponents = 0
    var hookActionsFired = 0
  }

  static func coverage(seeds: ArraySlice<UInt64>) -> Coverage {
    var c = Coverage()
    for seed in seeds {
      let world = World()
      var everIn: [Int: Set<ObjectIdentifier>] = [:]
      for op in generate(seed: seed, count: steps) {
        if case .releaseWindow(let w) = op, world.slots[w].window?.hasScheduledWork == true {
          c.windowsReleasedMidAnimation += 1
        }
        let armedBefore = world.nodes.values.filter { $0.armed != nil }.count
        world.apply(op)
        world.observeWindowBoundaries()
        let armedAfter = world.nodes.values.filter { $0.armed != nil }.count
        if case .arm = op {} else if armedAfter < armedBefore { c.hookActionsFired += 1 }
        for (id, node) in world.nodes {
          if let window = node.window {
            let set = everIn[id, default: []]
            if !set.isEmpty && !set.contains(ObjectIdentifier(window)) {
              c.componentsInSecondWindowOfOnceFirst += 1
            }
            everIn[id, default: []].insert(ObjectIdentifier(window))
          }
        }
        if world.isQuiescent {
          c.quiescentChecks += 1
          for node in world.nodes.values where node.appearanceState == .appeared {
            guard let parent = node.parent as? Node else { continue }
            if parent.manual { c.appearedChildrenOfManualContainersAtQuiescence += 1 }
            if node.manual && !parent.manual { c.manualContainersInAutomaticAppeared += 1 }
            if !node.manual && parent.manual && !node.children.isEmpty {
              c.automaticInManualAppeared += 1
            }
          }
          for wrapper in world.wrappers.values
          where wrapper.subviews.contains(where: { $0.owner != nil }) {
            c.wrappersHoldingComponents += 1
          }
        }
      }
      for slot in world.slots {
        c.recordersAttached += slot.recorders.count
        c.recordersDetached += slot.recorders.filter { $0.end != nil }.count
      }
    }
    return c
  }

  @Test func theRandomSequencesReachEveryAngle() {
    let c = Self.coverage(seeds: Self.seeds.prefix(40))
    print("stress coverage: \(c)")
    #expect(c.appearedChildrenOfManualContainersAtQuiescence > 100)
    #expect(c.manualContainersInAutomaticAppeared > 50)
    #expect(c.automaticInManualAppeared > 20)
    #expect(c.windowsReleasedMidAnimation > 3)
    #expect(c.componentsInSecondWindowOfOnceFirst > 20)
    #expect(c.recordersAttached > 20 && c.recordersDetached > 5)
    #expect(c.wrappersHoldingComponents > 50)
    #expect(c.hookActionsFired > 20)
  }
}

// MARK: - Minimal deterministic tests

extension StressTests {
  /// A root that outlives its released window disappears (contract §3: no longer in a visible
  /// window); every observer that saw it appear must see that disappearance, as it does for a
  /// component removed from its parent or surviving its parent's release.
  @Test func aRootOutlivingItsReleasedWindowDisappearsInFrontOfTheWindowsObservers() {
    let checker = BalanceChecker()
    let recorder = LifecycleRecorder()
    let root = Probe("root")
    let child = Probe("child")
    do {
      let window = Window(traceName: "w")
      window.addObserver(checker)
      window.addObserver(recorder)
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.embed(child)
      recorder.reset()
    }
    #expect(root.appearanceState == .disappeared && child.appearanceState == .disappeared)
    #expect(
      recorder.traces.filter { $0.contains("Disappear") } == [
        "root.viewWillDisappear(false)", "child.viewWillDisappear(false)",
        "root.viewDidDisappear(false)", "child.viewDidDisappear(false)",
      ], "the window's observers saw: \(recorder.traces)")
    #expect(checker.states.values.allSatisfy { $0 == .disappeared }, "\(checker.states)")
  }
}
