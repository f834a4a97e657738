extension Component {
  /// Runs the engine's own part of ``willMove(toParent:)`` (the event, ``isMovingToParent`` or
  /// ``isMovingFromParent``) without handing the call to the ``hookReceiver``: the receiver's
  /// way to pass the hook on (SwiftNIO's `context.fire…`). Overrides of `willMove(toParent:)` in
  /// a subclass are not run; the hook that reached the receiver ran them.
  ///
  /// UIKit has no counterpart: `UIViewController`'s base implementation is reached by `super`.
  ///
  /// - Parameter parent: The new parent, or `nil` when the component is being removed.
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

  /// Runs ``loadView()`` or the receiver's.
  final func deliverLoadView() {
    if let receiver = hookReceiver { receiver.loadView(of: self) } else { loadView() }
  }

  /// Runs ``viewDidLoad()`` or the receiver's.
  final func deliverViewDidLoad() {
    if let receiver = hookReceiver { receiver.viewDidLoad(of: self) } else { viewDidLoad() }
  }

  /// Runs ``viewWillAppear(_:)`` or the receiver's.
  final func deliverViewWillAppear(_ animated: Bool) {
    if let receiver = hookReceiver {
      receiver.viewWillAppear(self, animated: animated)
    } else {
      viewWillAppear(animated)
    }
  }

  /// Runs ``viewIsAppearing(_:)`` or the receiver's.
  final func deliverViewIsAppearing(_ animated: Bool) {
    if let receiver = hookReceiver {
      receiver.viewIsAppearing(self, animated: animated)
    } else {
      viewIsAppearing(animated)
    }
  }

  /// Runs ``viewDidAppear(_:)`` or the receiver's.
  final func deliverViewDidAppear(_ animated: Bool) {
    if let receiver = hookReceiver {
      receiver.viewDidAppear(self, animated: animated)
    } else {
      viewDidAppear(animated)
    }
  }

  /// Runs ``viewWillDisappear(_:)`` or the receiver's.
  final func deliverViewWillDisappear(_ animated: Bool) {
    if let receiver = hookReceiver {
      receiver.viewWillDisappear(self, animated: animated)
    } else {
      viewWillDisappear(animated)
    }
  }

  /// Runs ``viewDidDisappear(_:)`` or the receiver's.
  final func deliverViewDidDisappear(_ animated: Bool) {
    if let receiver = hookReceiver {
      receiver.viewDidDisappear(self, animated: animated)
    } else {
      viewDidDisappear(animated)
    }
  }

  /// Runs ``viewWillLayoutSubviews()`` or the receiver's.
  final func deliverViewWillLayoutSubviews() {
    if let receiver = hookReceiver {
      receiver.viewWillLayoutSubviews(of: self)
    } else {
      viewWillLayoutSubviews()
    }
  }

  /// Runs ``viewDidLayoutSubviews()`` or the receiver's.
  final func deliverViewDidLayoutSubviews() {
    if let receiver = hookReceiver {
      receiver.viewDidLayoutSubviews(of: self)
    } else {
      viewDidLayoutSubviews()
    }
  }
}
