extension Component {
  /// Runs the engine's own part of ``willMove(toParent:)`` (the event, ``isMovingToParent`` or
  /// ``isMovingFromParent``) without handing the call to the ``hookReceiver``: the receiver's
  /// way to pass the hook on (SwiftNIO's `context.fire…`). Overrides of `willMove(toParent:)` in
  /// a subclass are not run; the hook that reached the receiver ran them.
  ///
  /// UIKit has no counterpart: `UIViewController`'s base implementation is reached by `super`.
  ///
  /// - Parameter parent: The new parent, or `nil` when the component is being removed.
  @inline(__always)
  public final func performOwnWillMove(toParent parent: Component?) {
    emit(.willMove(toParent: parent?.reference), fallback: parent)
    if parent == nil { isMovingFromParent = true } else { isMovingToParent = true }
  }

  /// Runs the engine's own part of ``didMove(toParent:)`` (the event, the
  /// ``Diagnostic/Code/didMoveToWrongParent`` check, clearing ``isMovingToParent`` or
  /// ``isMovingFromParent``) without handing the call to the ``hookReceiver`` (see
  /// ``performOwnWillMove(toParent:)``).
  ///
  /// UIKit has no counterpart: `UIViewController`'s base implementation is reached by `super`.
  ///
  /// - Parameter parent: The parent, or `nil` after a removal.
  @inline(__always)
  public final func performOwnDidMove(toParent parent: Component?) {
    emit(.didMove(toParent: parent?.reference), fallback: parent)
    // A parent's last child names that parent (the tree's invariant): the common case, just
    // embedded, is settled without reading the weak `parent`.
    if parent?.childList.last !== self, parent !== self.parent {
      let named = parent.map { "\($0.pathSegment)" } ?? "nil"
      let actual = self.parent.map { "\($0.pathSegment)" } ?? "nil"
      report(.didMoveToWrongParent, "didMove(toParent: \(named)) but the parent is \(actual)")
    }
    if parent == nil {
      isMovingFromParent = false
    } else {
      isMovingToParent = false
      // A removal called off: the component stays with the parent it was leaving.
      if movingFromParent, parent === self.parent { isMovingFromParent = false }
    }
  }

  // The engine's dispatch points: the receiver if one is attached, else the component's hook.
  // The check is one flag, and the receiver's path is out of line, so that a component without
  // a receiver (every component but a facade's) pays a load and a branch per hook.

  /// Runs ``loadView()`` or the receiver's.
  @inline(__always)
  final func deliverLoadView() {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.loadView) }
    loadView()
  }

  /// Runs ``viewDidLoad()`` or the receiver's.
  @inline(__always)
  final func deliverViewDidLoad() {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewDidLoad) }
    viewDidLoad()
  }

  /// Runs ``viewWillAppear(_:)`` or the receiver's.
  @inline(__always)
  final func deliverViewWillAppear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewWillAppear(animated)) }
    viewWillAppear(animated)
  }

  /// Runs ``viewIsAppearing(_:)`` or the receiver's.
  @inline(__always)
  final func deliverViewIsAppearing(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewIsAppearing(animated)) }
    viewIsAppearing(animated)
  }

  /// Runs ``viewDidAppear(_:)`` or the receiver's.
  @inline(__always)
  final func deliverViewDidAppear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewDidAppear(animated)) }
    viewDidAppear(animated)
  }

  /// Runs ``viewWillDisappear(_:)`` or the receiver's.
  @inline(__always)
  final func deliverViewWillDisappear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewWillDisappear(animated)) }
    viewWillDisappear(animated)
  }

  /// Runs ``viewDidDisappear(_:)`` or the receiver's.
  @inline(__always)
  final func deliverViewDidDisappear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewDidDisappear(animated)) }
    viewDidDisappear(animated)
  }

  /// Runs ``viewWillLayoutSubviews()`` or the receiver's.
  @inline(__always)
  final func deliverViewWillLayoutSubviews() {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewWillLayoutSubviews) }
    viewWillLayoutSubviews()
  }

  /// Runs ``viewDidLayoutSubviews()`` or the receiver's.
  @inline(__always)
  final func deliverViewDidLayoutSubviews() {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewDidLayoutSubviews) }
    viewDidLayoutSubviews()
  }

  /// Hands `hook` to the ``hookReceiver`` (attached: the callers checked the flag).
  @inline(never)
  final func deliverToReceiver(_ hook: ReceivedHook) {
    guard let receiver = hookReceiver else { return }
    switch hook {
    case .loadView: receiver.loadView(of: self)
    case .viewDidLoad: receiver.viewDidLoad(of: self)
    case .willMove(let parent): receiver.willMove(self, toParent: parent)
    case .didMove(let parent): receiver.didMove(self, toParent: parent)
    case .viewWillAppear(let animated): receiver.viewWillAppear(self, animated: animated)
    case .viewIsAppearing(let animated): receiver.viewIsAppearing(self, animated: animated)
    case .viewDidAppear(let animated): receiver.viewDidAppear(self, animated: animated)
    case .viewWillDisappear(let animated): receiver.viewWillDisappear(self, animated: animated)
    case .viewDidDisappear(let animated): receiver.viewDidDisappear(self, animated: animated)
    case .viewWillLayoutSubviews: receiver.viewWillLayoutSubviews(of: self)
    case .viewDidLayoutSubviews: receiver.viewDidLayoutSubviews(of: self)
    }
  }

  /// The receiver's answer for ``shouldAutomaticallyForwardAppearanceMethods``, out of line: the
  /// base getter is read on every appearance traversal.
  @inline(never)
  final func receiverForwardsAppearanceMethods() -> Bool {
    hookReceiver?.shouldAutomaticallyForwardAppearanceMethods(of: self) ?? true
  }
}

/// A hook the engine hands to a component's ``ComponentHookReceiver``.
enum ReceivedHook {
  case loadView
  case viewDidLoad
  case willMove(Component?)
  case didMove(Component?)
  case viewWillAppear(Bool)
  case viewIsAppearing(Bool)
  case viewDidAppear(Bool)
  case viewWillDisappear(Bool)
  case viewDidDisappear(Bool)
  case viewWillLayoutSubviews
  case viewDidLayoutSubviews
}
