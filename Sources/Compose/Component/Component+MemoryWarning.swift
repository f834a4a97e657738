extension Component {
  /// Tells this component that memory is low, as UIKit's memory warning tells a view controller:
  /// records ``LifecycleEvent/Kind/didReceiveMemoryWarning``, then runs
  /// ``didReceiveMemoryWarning()`` (or the ``ComponentHookReceiver``'s). ``Window/receiveMemoryWarning()``
  /// calls it on every component of a window; a facade calls it on components in no window.
  /// UIKit has no counterpart: the system raises the warning.
  public final func receiveMemoryWarning() {
    emit(.didReceiveMemoryWarning)
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.didReceiveMemoryWarning(of: self) }
    }
    didReceiveMemoryWarning()
  }
}
