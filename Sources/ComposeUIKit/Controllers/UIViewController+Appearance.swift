extension UIViewController {
  /// Begins an appearance transition of this view controller, for a container that returns
  /// `false` from ``shouldAutomaticallyForwardAppearanceMethods``: calls ``viewWillAppear(_:)``
  /// and ``viewIsAppearing(_:)`` (or ``viewWillDisappear(_:)``). Misuse (the state already
  /// reached, a view controller whose appearance is automatic) changes nothing and is reported.
  ///
  /// - Parameters:
  ///   - isAppearing: `true` to appear, `false` to disappear.
  ///   - animated: Passed to the callbacks.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    component.beginAppearanceTransition(isAppearing, animated: animated)
  }

  /// Ends the appearance transition begun with ``beginAppearanceTransition(_:animated:)``:
  /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``. Without one, does nothing (reported).
  public func endAppearanceTransition() {
    component.endAppearanceTransition()
  }
}
