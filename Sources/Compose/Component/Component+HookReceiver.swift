extension Component {
  // The engine's dispatch points: the receiver if one is attached, else the component's hook.
  // The check is one flag, and the receiver's path is out of line, so that a component without
  // a receiver (every component but a facade's) pays a load and a branch per hook.

  /// Runs ``loadView()`` or the receiver's.
  final func deliverLoadView() {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.loadView) }
    loadView()
  }

  /// Runs ``viewDidLoad()`` or the receiver's.
  final func deliverViewDidLoad() {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewDidLoad) }
    viewDidLoad()
  }

  /// Runs ``viewWillAppear(_:)`` or the receiver's.
  final func deliverViewWillAppear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewWillAppear(animated)) }
    viewWillAppear(animated)
  }

  /// Runs ``viewIsAppearing(_:)`` or the receiver's.
  final func deliverViewIsAppearing(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewIsAppearing(animated)) }
    viewIsAppearing(animated)
  }

  /// Runs ``viewDidAppear(_:)`` or the receiver's.
  final func deliverViewDidAppear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewDidAppear(animated)) }
    viewDidAppear(animated)
  }

  /// Runs ``viewWillDisappear(_:)`` or the receiver's.
  final func deliverViewWillDisappear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewWillDisappear(animated)) }
    viewWillDisappear(animated)
  }

  /// Runs ``viewDidDisappear(_:)`` or the receiver's.
  final func deliverViewDidDisappear(_ animated: Bool) {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewDidDisappear(animated)) }
    viewDidDisappear(animated)
  }

  /// Runs ``viewWillLayoutSubviews()`` or the receiver's.
  final func deliverViewWillLayoutSubviews() {
    if _slowPath(hasHookReceiver) { return deliverToReceiver(.viewWillLayoutSubviews) }
    viewWillLayoutSubviews()
  }

  /// Runs ``viewDidLayoutSubviews()`` or the receiver's.
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
    case .didReceiveMemoryWarning: receiver.didReceiveMemoryWarning(of: self)
    case .willTransitionToTraits(let traits): receiver.willTransition(self, toTraits: traits)
    case .viewWillTransitionToSize(let size): receiver.viewWillTransition(self, toSize: size)
    case .traitsDidChange(let previous): receiver.traitsDidChange(self, from: previous)
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
  case didReceiveMemoryWarning
  case willTransitionToTraits(Traits)
  case viewWillTransitionToSize(Size)
  case traitsDidChange(Traits)
}
