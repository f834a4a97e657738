import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Scene-based state restoration as Apple's sample code does it: the scene delegate hands the
// system a user activity (`stateRestorationActivity(for:)`, usually the scene's or the visible
// view controller's `userActivity`); when the scene reconnects, the session's
// `stateRestorationActivity` carries it back and the delegate restores from its `userInfo`.
// Compose restores nothing itself: the test carries the activity over, as the system would.

private final class NoteViewController: UIViewController {
  var noteID: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    let activity = NSUserActivity(activityType: "com.example.notes.viewing")
    activity.title = "Viewing a note"
    activity.isEligibleForHandoff = false
    activity.addUserInfoEntries(from: ["noteID": noteID ?? ""])
    userActivity = activity
  }

  override func restoreUserActivityState(_ activity: NSUserActivity) {
    noteID = activity.userInfo?["noteID"] as? String
  }
}

private final class SceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
  let note = NoteViewController()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    if let activity = session.stateRestorationActivity {
      note.restoreUserActivityState(activity)
      scene.userActivity = activity
    }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = note
    self.window = window
    window.makeKeyAndVisible()
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    window?.rootViewController?.userActivity
  }
}

@MainActor
@Suite struct StateRestorationActivityTests {
  @Test func theActivityGivenAtDisconnectionRestoresTheNextConnection() throws {
    let first = SceneDelegate()
    first.note.noteID = "n-42"
    let scene = UIWindowScene.composeConnect(first)
    let saved = try #require(first.stateRestorationActivity(for: scene))
    #expect(saved.activityType == "com.example.notes.viewing")
    #expect(saved.title == "Viewing a note")
    #expect(!saved.isEligibleForHandoff)

    let session = UISceneSession()
    #expect(session.stateRestorationActivity == nil)
    session.stateRestorationActivity = saved
    let second = SceneDelegate()
    let restored = UIWindowScene.composeConnect(second, session: session)
    #expect(second.note.noteID == "n-42")
    #expect(restored.userActivity === saved)
    withExtendedLifetime((scene, restored)) {}
  }

  @Test func anActivitysDefaultsAndUserInfoEntriesAreFoundations() {
    let activity = NSUserActivity(activityType: "com.example.browsing")
    #expect(activity.isEligibleForHandoff)
    #expect(!activity.isEligibleForSearch)
    #expect(activity.userInfo == nil)
    activity.addUserInfoEntries(from: ["page": 1, "query": "swift"])
    activity.addUserInfoEntries(from: ["page": 2])
    #expect(activity.userInfo?["page"] as? Int == 2)
    #expect(activity.userInfo?["query"] as? String == "swift")
  }
}
