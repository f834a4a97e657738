extension Window {
  /// Where a window's scene is in its app's life (UIKit's `UIScene.ActivationState`, without
  /// `unattached`: a window that exists is attached).
  public enum ActivationState: String, Hashable, Sendable, CustomStringConvertible {
    /// In the foreground, receiving events (UIKit's `foregroundActive`).
    case active
    /// In the foreground, not receiving events: an alert of the system, the app switcher (UIKit's
    /// `foregroundInactive`).
    case inactive
    /// In the background, off screen (UIKit's `background`).
    case background

    /// The state's name.
    public var description: String { rawValue }
  }

  /// Moves the window's scene to `state` (UIKit's scene activation changes): records
  /// ``LifecycleEvent/Kind/activationStateChanged(from:to:)`` on the root component and changes
  /// nothing else.
  ///
  /// UIKit sends no appearance callback when an app goes to the background or comes back: the
  /// screen's controllers stay appeared, and a test that expects `viewWillDisappear` there is
  /// wrong. The event in the trace shows that the state changed and that nothing disappeared.
  /// Setting the state the window is in does nothing.
  ///
  /// - Parameter state: The new state.
  public func setActivationState(_ state: ActivationState) {
    guard state != activationState else { return }
    let old = activationState
    activationState = state
    rootComponent?.emit(.activationStateChanged(from: old, to: state))
  }

  /// Tells every component of the window that memory is low (UIKit's memory warning): each one
  /// in the root's tree and in what it presents, parent before child and a presenter before what
  /// it presents, records ``LifecycleEvent/Kind/didReceiveMemoryWarning`` and runs
  /// ``Component/didReceiveMemoryWarning()``. Loaded views or not, all of them are told, as UIKit
  /// tells every view controller. A component that a hook adds is told only if the walk has not
  /// passed its parent yet; one that a hook removes is still told.
  public func receiveMemoryWarning() {
    var pending: [Component] = rootComponent.map { [$0] } ?? []
    while let component = pending.popLast() {
      component.receiveMemoryWarning()
      if let presented = component.presentationRecord?.presented,
        presented.presentationRecord?.presenting === component
      {
        pending.append(presented)
      }
      pending.append(contentsOf: component.childList.reversed())
    }
  }
}
