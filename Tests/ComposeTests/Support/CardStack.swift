import Compose

/// A navigation-like container written with Compose's public API only, the way a team writes a
/// custom `UIViewController` container: it keeps the covered cards as children without their
/// views, swaps the top card with ``ChildSwap`` inside its own transitions, and declares that it
/// places child views on demand.
final class CardStack: Component {
  /// What ``childDidLeave(_:at:)`` was told, in order.
  private(set) var left: [String] = []
  /// Whether the stack declares ``placesChildViewsOnDemand`` (a test turns it off).
  let declaresOnDemandPlacement: Bool

  init(root: Component, declaresOnDemandPlacement: Bool = true, traceName: String) {
    self.declaresOnDemandPlacement = declaresOnDemandPlacement
    super.init(traceName: traceName)
    addChild(root)
    root.didMove(toParent: self)
  }

  override var placesChildViewsOnDemand: Bool { declaresOnDemandPlacement }

  override func viewDidLoad() {
    super.viewDidLoad()
    if let top = children.last { view.addSubview(top.view) }
  }

  override func childDidLeave(_ child: Component, at index: Int) {
    left.append(child.traceName)
  }

  /// Pushes `card` over the top one: `addChild`, the swap, then `didMove(toParent:)` at its end.
  func push(_ card: Component, duration: Duration) {
    enqueueTransition { [weak self] complete in
      guard let self, let top = self.children.last, let stage = top.viewIfLoaded?.superview
      else { return complete() }
      self.addChild(card)
      let swap = ChildSwap(in: self, from: top, to: card, stage: stage, animated: duration > .zero)
      swap.begin()
      self.afterAnimation(duration) {
        swap.finish()
        card.didMove(toParent: self)
        complete()
      }
    }
  }

  /// Pops the top card: `willMove(toParent: nil)`, the swap back, then `removeFromParent()`.
  func pop(duration: Duration) {
    enqueueTransition { [weak self] complete in
      guard let self, self.children.count >= 2, let stage = self.children.last?.view.superview
      else { return complete() }
      let top = self.children[self.children.count - 1]
      let below = self.children[self.children.count - 2]
      top.willMove(toParent: nil)
      let swap = ChildSwap(in: self, from: top, to: below, stage: stage, animated: duration > .zero)
      swap.begin()
      self.afterAnimation(duration) {
        swap.finish()
        top.removeFromParent()
        complete()
      }
    }
  }

  /// Runs `end` when an animation of `duration` is over: on the window's clock, or now.
  private func afterAnimation(_ duration: Duration, _ end: @escaping @MainActor () -> Void) {
    if duration > .zero { schedule(after: duration, end) } else { end() }
  }
}
