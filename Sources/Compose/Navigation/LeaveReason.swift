/// Why a component left the screen or its container: every exit path has one (contract §5), so a
/// flow object never misses one.
///
/// ``NavigationContainerDelegate`` receives the navigation reasons, ``PresentationDelegate`` the
/// dismissal reasons. ``push`` is the only reason that does not remove the component: it was
/// covered, and stays in the stack (see ``removesComponent``).
public enum LeaveReason: String, Hashable, Sendable, CaseIterable {
  /// Covered by a pushed component; it stays in the stack below it.
  case push
  /// Removed by ``NavigationContainer/pop(animated:)``.
  case pop
  /// Removed by ``NavigationContainer/pop(to:animated:)`` or
  /// ``NavigationContainer/popToRoot(animated:)``.
  case popTo
  /// Removed by ``NavigationContainer/setStack(_:animated:)``.
  case setStack
  /// Removed by the back button (``NavigationContainer/tapBackButton()``).
  case backButton
  /// Removed by a finished interactive pop (``NavigationContainer/beginInteractivePop()``).
  case swipe
  /// Removed directly, not by one of the container's operations: ``Component/removeFromParent()``
  /// or ``Component/unembed()`` on a component of the stack (from a hook, say), or
  /// ``Component/addChild(_:)`` on another parent. Reported when it happens.
  case removed
  /// Dismissed by ``Component/dismiss(animated:duration:completion:)``.
  case dismiss
  /// Dismissed by a finished interactive dismiss (``Component/beginInteractiveDismiss()``).
  case interactiveDismiss
  /// Dismissed because a component it was presented over was dismissed.
  case presenterDismissed
  /// Dismissed because the bottom of its presentation chain stopped being its window's root
  /// (``Window/rootComponent`` replaced or set to `nil`). Those presented above it are reported
  /// as ``presenterDismissed``.
  case presenterReplaced

  /// Whether the component is no longer in its container (every reason but ``push``).
  public var removesComponent: Bool { self != .push }
}
