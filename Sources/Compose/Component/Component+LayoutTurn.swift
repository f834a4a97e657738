extension Component {
  /// Lays out now, held or not, the views of this component's window that wait for the end of the
  /// turn: for a container whose appearance's `did*` callbacks come after the turn's layout, as a
  /// tab switch's do (contract §4), called between its `will*` and its `did*`.
  ///
  /// Views placed while a container operation runs wait for the end of the turn to be laid out,
  /// as UIKit lays out at the end of the run-loop turn; UIKit has no call for this (its own
  /// `UITabBarController` ends the turn's layout before the switch ends). Does nothing outside a
  /// window.
  ///
  /// ```swift
  /// swap.begin()  // new.viewWillAppear, new.viewIsAppearing, old.viewWillDisappear
  /// layOutBeforeAppearanceEnds()  // new.viewWillLayoutSubviews, new.viewDidLayoutSubviews
  /// swap.finish()  // old.viewDidDisappear, new.viewDidAppear
  /// ```
  public final func layOutBeforeAppearanceEnds() {
    context?.layOutBeforeAppearanceEnds()
  }
}
