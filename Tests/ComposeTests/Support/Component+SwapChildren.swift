import Compose

extension Component {
  /// UIKit's sequence around `transition(from:to:duration:...)` for a container swapping `from`
  /// (a child) for `to`: `addChild(to)`, `from.willMove(toParent: nil)`, the transition, and on
  /// completion `from.removeFromParent()` and `to.didMove(toParent: self)`. The completion
  /// captures the three components strongly, as an app's closure would: the release tests rely
  /// on that cycle (container -> window context -> clock -> completion -> container).
  func swapChildren(from: Component, to: Component, duration: Duration) {
    addChild(to)
    from.willMove(toParent: nil)
    transition(
      from: from, to: to, duration: duration,
      completion: { _ in
        from.removeFromParent()
        to.didMove(toParent: self)
      })
  }
}
