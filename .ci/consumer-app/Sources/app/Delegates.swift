import Compose
import ComposeRender

// Conformances to every delegate and data-source protocol, written as app code is: no annotation.

struct Message: Diffable, Identifiable, Equatable {
  var id: Int
  var text: String
}

final class MessageRow: Component, ListItemComponent, SnapshotContributing {
  var message: Message
  init(message: Message) {
    self.message = message
    super.init(traceName: "message \(message.id)")
  }
  func update(with item: Message) { message = item }
  func contribute(to contribution: inout SnapshotContribution) {
    contribution.addAttribute("text", message.text)
  }
}

final class BadgeView: View, ViewSnapshotContributing {
  var count = 0
  func contribute(to contribution: inout SnapshotContribution) {
    contribution.addAttribute("count", "\(count)")
  }
}

final class Feed: ListDataSource, ListRowHeightDelegate {
  var messages: [Message] = []
  var displayed: [ListIndexPath] = []

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    (cell as? MessageCell)?.content = messages[indexPath.row].text
    return cell
  }

  func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath)
  {
    displayed.append(indexPath)
  }

  func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double { 44 }
}

final class Coordinator: NavigationContainerDelegate, PresentationDelegate,
  AdaptivePresentationDelegate, LifecycleObserver
{
  var shown: [String] = []
  var dismissed: [String] = []
  var swipeAttempts: [String] = []
  var events: [LifecycleEvent] = []

  func navigationContainer(
    _ container: NavigationContainer, didShow component: Component, animated: Bool
  ) {
    shown.append(component.traceName)
  }

  func navigationContainer(
    _ container: NavigationContainer, didLeave component: Component, reason: LeaveReason
  ) {}

  func presentationDidDismiss(_ component: Component, reason: LeaveReason) {
    dismissed.append(component.traceName)
  }

  func presentationControllerDidAttemptToDismiss(_ component: Component) {
    swipeAttempts.append(component.traceName)
  }

  func observe(_ event: LifecycleEvent) { events.append(event) }
}

enum AppRoute: Route {
  case profile(String)

  init?(url: String) {
    guard let link = DeepLink(url), link.host == "profile", let id = link.path.first else {
      return nil
    }
    self = .profile(id)
  }

  var description: String {
    switch self {
    case .profile(let id): "profile \(id)"
    }
  }
}

/// A facade's link, as a UIKit-named layer over the engine writes one: it hears the hooks it
/// implements and runs the component's own part; the others keep their defaults.
final class HookForwarder: ComponentHookReceiver {
  var heard: [String] = []

  func viewDidLoad(of component: Component) {
    component.viewDidLoad()
    heard.append("viewDidLoad")
  }

  func willMove(_ component: Component, toParent parent: Component?) {
    heard.append("willMove")
    component.performOwnWillMove(toParent: parent)
  }
}
