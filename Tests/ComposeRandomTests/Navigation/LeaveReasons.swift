import Compose

/// Records the reasons navigation containers and presentations give for a component leaving,
/// keyed by the component's unique name (object identifiers are reused after deallocation).
final class LeaveReasons: NavigationContainerDelegate, PresentationDelegate {
  var removals: [String: [String]] = [:]
  var dismissals: [String: [String]] = [:]

  func navigationContainer(
    _ container: NavigationContainer, didLeave component: Component, reason: LeaveReason
  ) {
    if reason.removesComponent {
      removals[component.traceName, default: []].append("\(reason)")
    }
  }

  func presentationDidDismiss(_ component: Component, reason: LeaveReason) {
    dismissals[component.traceName, default: []].append("\(reason)")
  }
}
