extension Component {
  // The receiver's way to pass a hook on, one verb for every hook (SwiftNIO's `context.fire…`):
  // `performOwn…` runs the component's own part of the hook and never comes back to the
  // receiver. For the containment hooks, ``performOwnWillMove(toParent:)`` and
  // ``performOwnDidMove(toParent:)`` (beside `willMove(toParent:)`, whose base implementation
  // hands the call to the receiver); for the others, the component's own method, which the
  // engine calls only when no receiver is attached.

  /// Runs the component's own ``loadView()`` without handing the call to the ``hookReceiver``:
  /// the receiver's way to pass the hook on (see ``performOwnWillMove(toParent:)``). UIKit has no
  /// counterpart: `UIViewController`'s base implementation is reached by `super`.
  public final func performOwnLoadView() { loadView() }

  /// Runs the component's own ``viewDidLoad()`` (a container's places its visible child's view)
  /// without handing the call to the ``hookReceiver``. UIKit has no counterpart.
  public final func performOwnViewDidLoad() { viewDidLoad() }

  /// Runs the component's own ``viewWillAppear(_:)`` without handing the call to the
  /// ``hookReceiver``; a call outside the engine's dispatch of the hook is reported as
  /// ``Diagnostic/Code/directAppearanceCall``, as a direct call of the hook is. UIKit has no
  /// counterpart.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  public final func performOwnViewWillAppear(_ animated: Bool) { viewWillAppear(animated) }

  /// Runs the component's own ``viewIsAppearing(_:)`` without handing the call to the
  /// ``hookReceiver`` (see ``performOwnViewWillAppear(_:)``). UIKit has no counterpart.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  public final func performOwnViewIsAppearing(_ animated: Bool) { viewIsAppearing(animated) }

  /// Runs the component's own ``viewDidAppear(_:)`` without handing the call to the
  /// ``hookReceiver`` (see ``performOwnViewWillAppear(_:)``). UIKit has no counterpart.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  public final func performOwnViewDidAppear(_ animated: Bool) { viewDidAppear(animated) }

  /// Runs the component's own ``viewWillDisappear(_:)`` without handing the call to the
  /// ``hookReceiver`` (see ``performOwnViewWillAppear(_:)``). UIKit has no counterpart.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  public final func performOwnViewWillDisappear(_ animated: Bool) { viewWillDisappear(animated) }

  /// Runs the component's own ``viewDidDisappear(_:)`` without handing the call to the
  /// ``hookReceiver`` (see ``performOwnViewWillAppear(_:)``). UIKit has no counterpart.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  public final func performOwnViewDidDisappear(_ animated: Bool) { viewDidDisappear(animated) }

  /// Runs the component's own ``viewWillLayoutSubviews()`` without handing the call to the
  /// ``hookReceiver``. UIKit has no counterpart.
  public final func performOwnViewWillLayoutSubviews() { viewWillLayoutSubviews() }

  /// Runs the component's own ``viewDidLayoutSubviews()`` without handing the call to the
  /// ``hookReceiver``. UIKit has no counterpart.
  public final func performOwnViewDidLayoutSubviews() { viewDidLayoutSubviews() }

  /// Runs the component's own ``didReceiveMemoryWarning()`` without handing the call to the
  /// ``hookReceiver``. UIKit has no counterpart.
  public final func performOwnDidReceiveMemoryWarning() { didReceiveMemoryWarning() }

  /// Runs the component's own ``willTransition(toTraits:)`` (it tells the children) without
  /// handing the call to the ``hookReceiver``. UIKit has no counterpart.
  ///
  /// - Parameter traits: The traits the component is about to take.
  public final func performOwnWillTransition(toTraits traits: Traits) {
    willTransition(toTraits: traits)
  }

  /// Runs the component's own ``viewWillTransition(toSize:)`` (it tells the children) without
  /// handing the call to the ``hookReceiver``. UIKit has no counterpart.
  ///
  /// - Parameter size: The size the window is about to take.
  public final func performOwnViewWillTransition(toSize size: Size) {
    viewWillTransition(toSize: size)
  }

  /// Runs the component's own ``traitsDidChange(from:)`` without handing the call to the
  /// ``hookReceiver``. UIKit has no counterpart.
  ///
  /// - Parameter previous: The traits before the change.
  public final func performOwnTraitsDidChange(from previous: Traits) {
    traitsDidChange(from: previous)
  }
}
