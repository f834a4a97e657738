import Compose

extension UIView {
  /// The view controller whose root view this is, if any.
  var controllerOfRootView: UIViewController? {
    guard let owner = engineView.owningComponent, owner.viewIfLoaded === engineView else {
      return nil
    }
    return UIViewController.facade(of: owner)
  }

  /// The traits in effect for this view (see ``traitCollection``), found going up without
  /// recursion.
  var composeTraits: Traits {
    var traits = inheritedComposeTraits
    if let style = overrideUserInterfaceStyle.engineValue { traits.style = style }
    return traits
  }

  /// The traits this view inherits, before its own override: its view controller's, else the
  /// nearest superview's with the overrides on the way, else its window's.
  var inheritedComposeTraits: Traits {
    if let controller = controllerOfRootView { return controller.component.traits }
    if let window = self as? UIWindow { return window.engineWindow.traits }
    var styles: [Traits.Style] = []
    var base = Traits()
    var node = superview
    while let view = node {
      if let style = view.overrideUserInterfaceStyle.engineValue { styles.append(style) }
      if let controller = view.controllerOfRootView {
        base = controller.component.traits
        break
      }
      if let window = view as? UIWindow {
        base = window.engineWindow.traits
        break
      }
      node = view.superview
    }
    if let style = styles.first { base.style = style }
    return base
  }

  /// Tells `root` and the views under it whose traits differ between `before` and `after`
  /// (`root`'s own, its override applied), parent before child, iteratively. The root view of a
  /// child view controller and what is under it are left to that view controller, which the
  /// engine tells.
  static func composeTellTraitChange(under root: UIView, before: Traits, after: Traits) {
    var pending: [(UIView, Traits, Traits)] = [(root, before, after)]
    while let (view, was, now) = pending.popLast() {
      if was != now {
        let previous = UITraitCollection(was)
        view.traitCollectionDidChange(previous)
        view.runTraitRegistrations(previous: previous)
      }
      for subview in view.subviews.reversed() where subview.controllerOfRootView == nil {
        var childWas = was
        var childNow = now
        if let style = subview.overrideUserInterfaceStyle.engineValue {
          childWas.style = style
          childNow.style = style
        }
        pending.append((subview, childWas, childNow))
      }
    }
  }
}
