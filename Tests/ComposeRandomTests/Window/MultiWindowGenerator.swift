import Compose
import ComposeTesting

/// Picks the multi-window world's steps from the seed alone: components by id among those the
/// steps so far created, views by index among every view the world can name.
struct MultiWindowGenerator: RandomStepGenerator {
  private var rng: SplitMix64
  private var next = 2
  private var nextWrapper = 0

  init(seed: UInt64, options: Void) { rng = SplitMix64(seed: seed) }

  private mutating func r(_ n: Int) -> Int { Int.random(in: 0..<n, using: &rng) }
  private mutating func any() -> Int { r(next) }
  private mutating func ms() -> Int { [0, 100, 250, 400].randomElement(using: &rng)! }

  mutating func next(for world: MultiWindowWorld) -> MultiWindowStep {
    let step: MultiWindowStep
    // 0..<100 are the steps without presentations, in their old proportions; the rest present,
    // dismiss and swipe (window releases, 52..<54, then find presentations up).
    // 112..<118 schedule a transition's end through a child and appear lone components by hand.
    switch r(118) {
    case 0..<12:
      step = .create(
        id: next, manual: r(3) == 0, into: r(8) == 0 ? nil : any(), slot: r(4), index: r(4))
      next += 1
    case 12..<20: step = .move(any(), to: any(), slot: r(4), index: r(4))
    case 20..<23: step = .detach(any())
    case 23..<25: step = .rawAddChild(any(), to: any())
    case 25..<27: step = .rawRemoveFromParent(any())
    case 27..<30: step = .placeView(any(), slot: r(4), index: r(4))
    case 30..<32: step = .removeView(any())
    case 32..<34: step = .misplaceView(any(), into: r(64), index: r(4))
    case 34..<37:
      step = .newWrapper(id: nextWrapper, into: r(64), index: r(4))
      nextWrapper += 1
    case 37..<41: step = .moveWrapper(r(max(nextWrapper, 1)), into: r(64), index: r(4))
    case 41..<42: step = .removeWrapper(r(max(nextWrapper, 1)))
    case 42..<44: step = .toggleHidden(r(64))
    case 44..<46: step = .hide(r(2))
    case 46..<49: step = .show(r(2))
    case 49..<51: step = .setRoot(r(2), r(5) == 0 ? nil : any())
    case 51..<52: step = .swapRoots
    case 52..<54: step = .releaseWindow(r(2))
    case 54..<57: step = .createWindow(r(2))
    case 57..<63: step = .transition(any(), milliseconds: ms())
    case 63..<66: step = .swap(any(), newcomer: any(), milliseconds: ms())
    case 66..<73:
      step = .swapNew(any(), id: next, manual: r(2) == 0, milliseconds: ms())
      next += 1
    case 73..<75: step = .beginInteraction(any())
    case 75..<77:
      step = .endInteraction(finish: r(2) == 0, milliseconds: [0, 150].randomElement(using: &rng)!)
    case 77..<82: step = .advance(r(2), milliseconds: r(200))
    case 82..<84: step = .placeViewOnly(any(), into: r(64), index: r(4))
    case 84..<85: step = .runUntilIdle(r(2))
    case 85..<88: step = .attachRecorder(r(2))
    case 88..<89: step = .detachRecorder(r(2))
    case 89..<96:
      step = .arm(
        any(), HookKind.allCases.randomElement(using: &rng)!,
        HookAction.allCases.randomElement(using: &rng)!)
    case 96..<98: step = .armJuggler(r(2), countdown: r(6), adds: r(3) != 0)
    case 98..<100: step = .markLayout(r(2), frame: r(2) == 0)
    case 100..<105:
      step = .present(
        any(), id: next, manual: r(3) == 0,
        style: PresentationStyle.allCases.randomElement(using: &rng)!, animated: r(2) == 0)
      next += 1
    case 105..<108: step = .dismiss(any(), animated: r(2) == 0)
    case 108..<110: step = .beginSwipe(any())
    case 112..<115: step = .transitionThroughChild(any(), milliseconds: ms())
    case 115..<118: step = .appearAlone(any())
    default:
      step = .endSwipe(
        progress: r(10), finish: r(2) == 0, milliseconds: [0, 150].randomElement(using: &rng)!)
    }
    return step
  }
}
