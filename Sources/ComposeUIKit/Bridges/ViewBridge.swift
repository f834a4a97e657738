import Compose

/// The engine `View` behind a ``UIView``: forwards the engine's view hooks to the
/// facade's open methods, and keeps its subviews' facades alive (``FacadeKeeper``).
@preconcurrency @MainActor
final class ViewBridge: View {
  /// The facade; weak, the facade owns this bridge.
  weak var facade: UIView?
  /// Keeps alive the facades of this view's subviews.
  let keeper = FacadeKeeper()
  /// The keeper that keeps this view's facade alive: its superview's.
  weak var heldBy: FacadeKeeper?
  /// Set while the engine runs `layoutSubviews`, so that the facade's `super.layoutSubviews()`
  /// reaches the engine's implementation.
  private var isDispatchingLayout = false

  override func layoutSubviews() {
    guard let facade, !isDispatchingLayout else { return super.layoutSubviews() }
    isDispatchingLayout = true
    facade.updateConstraintsIfNeeded()
    facade.applyEdgePinning()
    facade.layoutSubviews()
    isDispatchingLayout = false
  }

  /// The engine's own `layoutSubviews`, reached by the facade's base implementation.
  func performLayoutSubviews() {
    super.layoutSubviews()
  }

  override func didAddSubview(_ subview: View) {
    guard let facade, let added = (subview as? ViewBridge)?.facade else { return }
    facade.didAddSubview(added)
  }

  override func willRemoveSubview(_ subview: View) {
    guard let facade, let leaving = (subview as? ViewBridge)?.facade else { return }
    facade.willRemoveSubview(leaving)
  }

  override func didMoveToSuperview() {
    let facade = self.facade  // kept alive for the hook even if the superview lets it go
    updateHolder()
    facade?.didMoveToSuperview()
  }

  /// Hands the facade to the new superview's keeper, then lets the old one go.
  func updateHolder() {
    guard let facade else { return }
    let newHolder = superview.flatMap(FacadeKeeper.of)
    guard newHolder !== heldBy else { return }
    newHolder?.keep(facade)
    let oldHolder = heldBy
    heldBy = newHolder
    oldHolder?.release(facade)
  }
}

extension FacadeKeeper {
  /// The keeper for the subviews of `view`: a view's or a window's.
  static func of(_ view: View) -> FacadeKeeper? {
    if let bridge = view as? ViewBridge { return bridge.keeper }
    if let window = view as? Window { return window.facade?.windowKeeper }
    return nil
  }
}
