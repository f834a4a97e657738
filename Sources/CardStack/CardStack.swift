import Compose

/// A navigation-like container written with Compose's public API only, the way a team writes a
/// custom `UIViewController` container: it keeps the covered cards as children without their
/// views, swaps the top card with ``ChildSwap`` inside its own transitions, and declares that it
/// places child views on demand.
///
/// A module of its own, compiled without access to Compose's `package` members
/// (`packageAccess: false` in Package.swift): the compiler enforces that a custom container can
/// be written with the public API alone. UIKit's counterpart is a custom container view
/// controller.
public final class CardStack: Component {
  /// What ``childDidLeave(_:at:)`` was told, in order: the trace names of the children that left.
  public private(set) var left: [String] = []
  /// Whether the stack declares ``placesChildViewsOnDemand`` (a test turns it off).
  public let declaresOnDemandPlacement: Bool

  /// Creates a stack with `root` as its first card, contained at once.
  ///
  /// - Parameters:
  ///   - root: The bottom card.
  ///   - declaresOnDemandPlacement: Whether the stack declares that it places its covered cards'
  ///     views on demand.
  ///   - traceName: The name shown in events and renders.
  public init(root: Component, declaresOnDemandPlacement: Bool = true, traceName: String) {
    self.declaresOnDemandPlacement = declaresOnDemandPlacement
    super.init(traceName: traceName)
    addChild(root)
    root.didMove(toParent: self)
  }

  /// ``declaresOnDemandPlacement``: the covered cards keep no placed view.
  public override var placesChildViewsOnDemand: Bool { declaresOnDemandPlacement }

  /// Places the top card's view.
  public override func viewDidLoad() {
    super.viewDidLoad()
    if let top = children.last { view.addSubview(top.view) }
  }

  /// Records the card that left in ``left``.
  public override func childDidLeave(_ child: Component, at index: Int) {
    left.append(child.traceName)
  }

  /// Pushes `card` over the top one: `addChild`, the swap, then `didMove(toParent:)` at its end.
  ///
  /// - Parameters:
  ///   - card: The card to push.
  ///   - duration: The animation's length on the window's clock; zero for none.
  public func push(_ card: Component, duration: Duration) {
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
  ///
  /// - Parameter duration: The animation's length on the window's clock; zero for none.
  public func pop(duration: Duration) {
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
