import Compose

/// The receiver of a ``UIView``'s engine view (``ViewHookReceiver``): hands the engine's view
/// hooks to the facade's open methods, and keeps its subviews' facades alive (``FacadeKeeper``).
///
/// Every facade makes a plain engine object (a `View`, or a `ListCell` for a table or collection
/// view cell) and attaches its link, as a view controller attaches its ``ControllerLink`` to its
/// component: so a table cell's engine view is the list's cell itself.
@preconcurrency @MainActor
final class ViewLink: ViewHookReceiver {
  /// The facade; weak, the facade owns its engine view, which owns this link.
  weak var facade: UIView?
  /// Keeps alive the facades of this view's subviews.
  let keeper = FacadeKeeper()
  /// The keeper that keeps this view's facade alive: its superview's.
  weak var heldBy: FacadeKeeper?

  init(facade: UIView) {
    self.facade = facade
  }

  /// The link of `view`, if a facade attached one.
  static func of(_ view: View) -> ViewLink? {
    view.hookReceiver as? ViewLink
  }

  func layoutSubviews(of view: View) {
    guard let facade else { return view.layoutSubviews() }
    facade.updateConstraintsIfNeeded()
    facade.applyEdgePinning()
    facade.layoutSubviews()
  }

  func didAddSubview(_ subview: View, to view: View) {
    guard let facade, let added = UIView.facade(of: subview) else { return }
    facade.didAddSubview(added)
  }

  func willRemoveSubview(_ subview: View, from view: View) {
    guard let facade, let leaving = UIView.facade(of: subview) else { return }
    facade.willRemoveSubview(leaving)
  }

  func didMoveToSuperview(_ view: View) {
    let facade = self.facade  // kept alive for the hook even if the superview lets it go
    updateHolder(superview: view.superview)
    facade?.didMoveToSuperview()
  }

  func prepareForReuse(of cell: ListCell) {
    (facade as? any ReusableCellFacade)?.prepareForReuse()
  }

  /// The list lays the cell out through the facade's `frame`, as UIKit's table sets its cells':
  /// an app's override of it runs, and the cell's sizes its content view.
  func setFrame(_ frame: Rect, of cell: ListCell) {
    guard let facade else { return cell.setFrameFittingContent(frame) }
    facade.frame = CGRect(frame)
  }

  /// Hands the facade to the new superview's keeper, then lets the old one go.
  func updateHolder(superview: View?) {
    guard let facade else { return }
    let newHolder = superview.flatMap(FacadeKeeper.of)
    hand(facade, to: newHolder)
  }

  /// Makes `newHolder` keep `facade` (this link's), then lets the old holder go.
  func hand(_ facade: UIView, to newHolder: FacadeKeeper?) {
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
    if let link = ViewLink.of(view) { return link.keeper }
    if let window = view as? Window { return window.facade?.windowKeeper }
    return nil
  }
}
