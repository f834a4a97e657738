import Compose
import ComposeTestFixtures
import Testing

/// Deep trees: no engine path recurses with depth (attach, appearance, detach, deallocation).
/// 100,000 deep at full size (`COMPOSE_RANDOM_FULL=1`, CI's full-size step: deep enough that a
/// recursion would overflow the stack), 2,000 by default (``TestSize``).
@Suite struct DeepTreeTests {
  static let depth = TestSize.scale(full: 100_000, small: 2_000)

  @Test func aDeepChainAttachedToAVisibleWindowAndDetachedAgain() {
    let tracker = LifetimeTracker()
    let window = Window()
    let root = Component(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    weak var weakHead: Probe?
    weak var weakTail: Probe?
    do {
      let head = Probe("head", tracker: tracker)
      var current = head
      for index in 1..<Self.depth {
        let next = Probe("c\(index)", tracker: tracker)
        current.embed(next)
        current = next
      }
      weakHead = head
      weakTail = current
      #expect(current.appearanceState == .disappeared)

      root.embed(head)
      #expect(head.appearanceState == .appeared)
      #expect(current.appearanceState == .appeared, "appearance reached the bottom")
      #expect(current.window === window)

      window.hide()
      #expect(current.appearanceState == .disappeared)
      window.makeKeyAndVisible()
      #expect(current.appearanceState == .appeared)

      head.unembed()
      #expect(current.appearanceState == .disappeared)
      #expect(current.window == nil)
      #expect(tracker.live == Self.depth)
    }
    #expect(weakHead == nil && weakTail == nil)
    #expect(tracker.live == 0, "released without recursion")
  }

  @Test func aChainBuiltWhileVisibleAppearsLevelByLevelAndIsReleasedWithTheWindow() {
    let tracker = LifetimeTracker()
    weak var weakTail: Probe?
    do {
      let window = Window()
      let head = Probe("head", tracker: tracker)
      window.rootComponent = head
      window.makeKeyAndVisible()
      var current = head
      for index in 1..<Self.depth {
        let next = Probe("c\(index)", tracker: tracker)
        current.embed(next)
        current = next
      }
      #expect(current.appearanceState == .appeared)
      #expect(current.root === head)
      weakTail = current
    }
    #expect(weakTail == nil)
    #expect(tracker.live == 0)
  }

  @Test func aDeepViewChainIsReleasedWithoutRecursion() {
    weak var weakTail: View?
    do {
      let top = View(traceName: "top")
      var current = top
      for _ in 1..<Self.depth {
        let next = View()
        current.addSubview(next)
        current = next
      }
      weakTail = current
      #expect(current.window == nil)
    }
    #expect(weakTail == nil)
  }
}
