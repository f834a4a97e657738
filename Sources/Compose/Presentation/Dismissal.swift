/// One dismissal as it runs, shared by ``Component/dismiss(animated:duration:completion:)`` and
/// ``InteractiveDismissal``: the target, everything presented above it, and the presenter that
/// comes back.
@MainActor
final class Dismissal {
  /// The target first, then what it presents, and so on up the chain. Strong until the end.
  let chain: [Component]
  let presenter: Component
  let batch: AppearanceBatch
  /// Whether the presenter's view was put back in the window (it had been covered).
  private var restoredPresenter = false
  private weak var window: Window?

  init(target: Component, presenter: Component, animated: Bool) {
    var chain: [Component] = [target]
    while let next = chain.last?.presentationRecord?.presented { chain.append(next) }
    self.chain = chain
    self.presenter = presenter
    self.batch = AppearanceBatch(animated: animated, kind: .transition)
    self.window = target.hostWindow
  }

  /// The `will*` half: the chain disappears (top first), the presenter's view comes back below
  /// the target's and the presenter appears.
  func start() {
    for component in chain { component.presentationRecord?.isBeingDismissed = true }
    for component in chain.reversed() {
      component.pursueAppearance(AppearanceRequest(visible: false, scope: .transition), in: batch)
    }
    guard let window, presenter.hostWindow === window else { return }
    let presenterView = presenter.view
    guard presenterView.superview == nil else { return }
    let index = chain[0].loadedView.flatMap { view in
      window.subviews.firstIndex { $0 === view }
    }
    presenter.placeWithoutSync { window.insertSubview(presenterView, at: index ?? 0) }
    restoredPresenter = true
    presenter.beginAppearanceIfPlacedVisibly(batch: batch)
  }

  /// The `did*` half: the presenter has appeared, the chain's views leave the window, each
  /// disappears and is unlinked (top first), then the delegates are told.
  func finish(reason: LeaveReason) {
    presenter.endAppearance(batch)
    for component in chain.reversed() {
      if let view = component.loadedView, let window, view.superview === window {
        view.removeFromSuperview()
      }
      component.endAppearance(batch)
      component.hostWindow = nil
      component.syncAppearance()
      component.presentationRecord?.isBeingDismissed = false
      component.presentationRecord?.presenting = nil
      component.presentationRecord?.presented = nil
      if component.loadedView?.superview != nil {
        // Its view was moved out of the window meanwhile: it follows that view now (contract §3).
        component.markViewOnlyPlacement()
        component.syncAppearance()
      }
      if component.parent == nil { component.enterContext(nil) }
    }
    presenter.presentationRecord?.presented = nil
    presenter.syncAppearance()
    for (index, component) in chain.enumerated().reversed() {
      component.presentationRecord?.delegate?.presentationDidDismiss(
        component, reason: index == 0 ? reason : .presenterDismissed)
    }
  }

  /// Undoes ``start()``: the chain comes back, the presenter disappears again and its view leaves
  /// the window if it had been covered. `begin` runs the `will*` half; the returned closure the
  /// `did*` half.
  func cancel() -> () -> Void {
    let back = AppearanceBatch(animated: batch.animated, kind: .transition)
    for component in chain {
      guard case .visible = component.expectedVisibility else { continue }
      component.pursueAppearance(
        AppearanceRequest(visible: true, scope: .cancellation), in: back, replacing: batch)
    }
    presenter.pursueAppearance(
      AppearanceRequest(visible: false, scope: .cancellation), in: back, replacing: batch)
    return { [self] in
      if restoredPresenter, let view = presenter.loadedView, let window, view.superview === window {
        view.removeFromSuperview()
      }
      for component in [presenter] + chain {
        component.endAppearance(back)
        component.endAppearance(batch)
        component.syncAppearance()
      }
      for component in chain { component.presentationRecord?.isBeingDismissed = false }
      chain[0].presentationRecord?.delegate?.presentationDidCancelInteractiveDismiss(chain[0])
    }
  }
}
