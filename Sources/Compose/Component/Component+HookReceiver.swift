extension Component {
  // The engine's dispatch points: the receiver if one is attached, else the component's hook.
  // The check is one flag, and the receiver's path is out of line, so that a component without
  // a receiver (every component but a facade's) pays a load and a branch per hook.

  /// Runs ``loadView()`` or the receiver's.
  final func deliverLoadView() {
    if _slowPath(hasHookReceiver) { return deliverToReceiver { $0.loadView(of: self) } }
    loadView()
  }

  /// Runs ``viewDidLoad()`` or the receiver's.
  final func deliverViewDidLoad() {
    if _slowPath(hasHookReceiver) { return deliverToReceiver { $0.viewDidLoad(of: self) } }
    viewDidLoad()
  }

  /// Runs ``viewWillAppear(_:)`` or the receiver's.
  final func deliverViewWillAppear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.viewWillAppear(self, animated: animated) }
    }
    viewWillAppear(animated)
  }

  /// Runs ``viewIsAppearing(_:)`` or the receiver's.
  final func deliverViewIsAppearing(_ animated: Bool) {
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.viewIsAppearing(self, animated: animated) }
    }
    viewIsAppearing(animated)
  }

  /// Runs ``viewDidAppear(_:)`` or the receiver's.
  final func deliverViewDidAppear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.viewDidAppear(self, animated: animated) }
    }
    viewDidAppear(animated)
  }

  /// Runs ``viewWillDisappear(_:)`` or the receiver's.
  final func deliverViewWillDisappear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.viewWillDisappear(self, animated: animated) }
    }
    viewWillDisappear(animated)
  }

  /// Runs ``viewDidDisappear(_:)`` or the receiver's.
  final func deliverViewDidDisappear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.viewDidDisappear(self, animated: animated) }
    }
    viewDidDisappear(animated)
  }

  /// Runs ``viewWillLayoutSubviews()`` or the receiver's.
  final func deliverViewWillLayoutSubviews() {
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.viewWillLayoutSubviews(of: self) }
    }
    viewWillLayoutSubviews()
  }

  /// Runs ``viewDidLayoutSubviews()`` or the receiver's.
  final func deliverViewDidLayoutSubviews() {
    if _slowPath(hasHookReceiver) {
      return deliverToReceiver { $0.viewDidLayoutSubviews(of: self) }
    }
    viewDidLayoutSubviews()
  }

  /// Hands a hook to the ``hookReceiver`` (attached: the callers checked the flag), out of
  /// line: `hook` calls the receiver's method for it.
  @inline(never)
  final func deliverToReceiver(_ hook: (any ComponentHookReceiver) -> Void) {
    guard let receiver = hookReceiver else { return }
    hook(receiver)
  }

  /// The receiver's answer for ``shouldAutomaticallyForwardAppearanceMethods``, out of line: the
  /// base getter is read on every appearance traversal.
  @inline(never)
  final func receiverForwardsAppearanceMethods() -> Bool {
    hookReceiver?.shouldAutomaticallyForwardAppearanceMethods(of: self) ?? true
  }
}
