import Compose
import ComposeRender
import Foundation

// Runs what the other files declare and checks it, exiting 1 on the first failure.

func check(_ condition: Bool, _ message: String) {
  if !condition {
    print("consumer-app: FAILED: \(message)")
    exit(1)
  }
}

let window = Window(traceName: "app")
let coordinator = Coordinator()
window.addObserver(coordinator)
let flow = CheckoutFlow(traceName: "checkout")
flow.navigation.delegate = coordinator
window.rootComponent = flow.navigation
window.makeKeyAndVisible()
flow.start()
check(coordinator.shown == ["profile"], "the flow pushed its first screen: \(coordinator.shown)")

// A subclass's own `name` and Compose's `traceName` are two things.
let profile = ProfileScreen(traceName: "profile 2")
profile.name = "Grace"
check(profile.traceName == "profile 2" && profile.name == "Grace", "name and traceName apart")

// A list fed by a data source and a delegate written without annotations, with Foundation's
// IndexPath alongside Compose's ListIndexPath.
let inbox = InboxScreen(traceName: "inbox")
flow.navigation.push(inbox, animated: false)
let feed = Feed()
feed.messages = (0..<30).map { Message(id: $0, text: "message \($0)") }
let list = FeedList(traceName: "feed", frame: Rect(x: 0, y: 0, width: 390, height: 220))
list.register(MessageCell.self, forCellReuseIdentifier: "message")
list.dataSource = feed
list.delegate = feed
inbox.view.addSubview(list)
list.reloadData()
let foundationPath = IndexPath(indexes: [0, 0])
check(foundationPath.count == 2, "Foundation's IndexPath")
check(
  feed.displayed.first == ListIndexPath(row: 0, section: 0), "rows displayed: \(feed.displayed)")

// The Task a hook started runs on the main actor; its effect is seen after awaiting it.
await inbox.loading?.value
check(inbox.items == ["welcome", "invoice"], "the hook's Task loaded the inbox: \(inbox.items)")

// Presentation reported to a delegate; a deep link parsed by an app route.
let sheet = ProfileScreen(traceName: "sheet")
sheet.presentationDelegate = coordinator
inbox.present(sheet, animated: false, style: .fullScreen)
sheet.dismiss(animated: false)
check(coordinator.dismissed == ["sheet"], "the dismissal reached the delegate")

// A sheet (the default style) that refuses to be swiped down.
let card = ProfileScreen(traceName: "card")
card.isModalInPresentation = true
card.presentationControllerDelegate = coordinator
inbox.present(card, animated: false)
check(card.beginInteractiveDismiss().interaction == nil, "a modal sheet refuses the swipe")
check(coordinator.swipeAttempts == ["card"], "the attempt reached the delegate")
card.dismiss(animated: false)
check(AppRoute(url: "app://profile/7")?.description == "profile 7", "a route parsed")

// A component whose hooks reach a receiver the app attached.
let forwarder = HookForwarder()
let hooked = Component(traceName: "hooked")
check(hooked.attachHookReceiver(forwarder) == nil, "the receiver attached")
inbox.embed(hooked)
check(forwarder.heard == ["willMove", "viewDidLoad"], "the receiver heard: \(forwarder.heard)")
check(hooked.parent === inbox && !hooked.isMovingToParent, "the engine's part ran")

// A snapshot is a value: rendered in another isolation domain.
let snapshot = TreeSnapshot(of: window)
let text = await Task.detached { TreeRenderer().render(snapshot) }.value
check(text.contains(#"InboxScreen "inbox"  appeared"#), "the render shows the inbox:\n\(text)")
check(composeTypes.count > 40, "every public type listed")
_ = foundationValues()

print(
  "consumer-app: \(coordinator.events.count) events, \(feed.displayed.count) rows displayed, ok")
