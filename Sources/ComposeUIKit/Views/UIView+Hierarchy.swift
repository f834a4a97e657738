import Compose

extension UIView {
  /// The view that contains this one, or `nil`. Weak.
  public var superview: UIView? {
    // A table's or collection view's engine list, which has no facade and holds the displayed
    // cells, stands for the facade above it: a displayed cell's superview is its table or
    // collection view, as in UIKit.
    guard let engine = engineView.superview else { return nil }
    if let facade = UIView.facade(of: engine) { return facade }
    guard engine is ListView, let above = engine.superview else { return nil }
    return UIView.facade(of: above)
  }

  /// The contained views, back to front.
  public var subviews: [UIView] {
    engineView.subviews.compactMap(UIView.facade(of:))
  }

  /// The window this view is in, if any.
  public var window: UIWindow? {
    engineView.window?.facade
  }

  /// Adds `view` in front of the other subviews, moving it from its superview if it has one. A
  /// view controller's view entering an appeared container's view makes it appear (contract §3).
  /// Adding a view to itself or to one of its own subviews does nothing (Compose reports it to
  /// the window's observers).
  ///
  /// - Parameter view: The view to add.
  public func addSubview(_ view: UIView) {
    adopt(view) { engineView.addSubview(view.engineView) }
  }

  /// Inserts `view` at `index` in ``subviews``; an index out of range does nothing (reported).
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: Its position, `0` being the back.
  public func insertSubview(_ view: UIView, at index: Int) {
    adopt(view) { engineView.insertSubview(view.engineView, at: index) }
  }

  /// Removes this view from its superview; does nothing when there is none.
  public func removeFromSuperview() {
    engineView.removeFromSuperview()
  }

  /// Whether this view is `view` or one of its subviews, at any depth.
  ///
  /// - Parameter view: The possible ancestor.
  public func isDescendant(of view: UIView) -> Bool {
    var node: View? = engineView
    while let current = node {
      if current === view.engineView { return true }
      node = current.superview
    }
    return false
  }

  /// The facade of an engine view, when it has one.
  static func facade(of view: View) -> UIView? {
    if let link = ViewLink.of(view) { return link.facade }
    if let window = view as? Window { return window.facade }
    return nil
  }

  /// Runs an engine placement of `view` under this view, then hands `view` to this view's keeper
  /// (the engine hook does it for views with a bridge; a window's subviews need it here).
  private func adopt(_ view: UIView, _ place: () -> Diagnostic?) {
    _ = place()
    guard let link = view.viewLink, view.engineView.superview === engineView else { return }
    link.hand(view, to: subviewKeeper)
  }
}
