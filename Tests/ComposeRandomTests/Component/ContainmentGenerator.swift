import ComposeTesting

/// Picks the containment world's steps from the seed alone: components by id among those the
/// steps so far created (some of which hooks or earlier steps removed: those steps do nothing).
struct ContainmentGenerator: RandomStepGenerator {
  private var rng: SplitMix64
  private var next = 1

  init(seed: UInt64, options: Void) { rng = SplitMix64(seed: seed) }

  private mutating func any() -> Int { Int.random(in: 0..<next, using: &rng) }

  mutating func next(for world: ContainmentWorld) -> ContainmentStep {
    // 0..<100 are the steps in their old proportions; the rest appear lone components by hand,
    // replace unplaced views and lend a component to the window as its root.
    switch Int.random(in: 0..<108, using: &rng) {
    case 0..<22:
      let behaviours = ContainmentNode.Behaviour.allCases
      let behaviour: ContainmentNode.Behaviour =
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1: behaviours.randomElement(using: &rng)!
        case 2: .manualContainer
        default: .none
        }
      defer { next += 1 }
      return .embed(parent: any(), id: next, behaviour: behaviour)
    case 22..<30: return .unembed(any())
    case 30..<34: return .removeFromParent(any())
    case 34..<39: return .removeView(any())
    case 39..<46: return .placeView(any())
    case 46..<49: return .misplaceView(any(), into: any())
    case 49..<54: return .reparent(any(), to: any())
    case 54..<58: return .hide
    case 58..<64: return .show
    case 64..<76:
      return .transition(container: any(), milliseconds: [0, 100, 300].randomElement(using: &rng)!)
    case 76..<80: return .beginInteraction(container: any())
    case 80..<85:
      return .endInteraction(
        finish: Bool.random(using: &rng), milliseconds: [0, 150].randomElement(using: &rng)!)
    case 85..<92: return .advance(milliseconds: Int.random(in: 0...400, using: &rng))
    case 92..<97:
      let appearing: Bool? = [true, true, false, nil, nil].randomElement(using: &rng)!
      return .manual(any(), appearing: appearing)
    case 97..<100: return .runUntilIdle
    case 100..<104:
      let hasChild = Bool.random(using: &rng)
      defer { next += hasChild ? 2 : 1 }
      return .appearAlone(id: next, child: hasChild ? next + 1 : nil)
    case 104..<106: return .replaceView(any())
    default: return .rootForAMoment(any())
    }
  }
}
