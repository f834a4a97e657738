import Compose
import ComposePreviewKit
import ComposeRender
import Profile

extension Scene {
  /// The profile appears, its list scrolls one post down, and a new post arrives at the top.
  static let profile = Scene(
    name: "profile", summary: "The profile appears, scrolls, and a new post arrives."
  ) {
    let window = Window(traceName: "main")
    let posts = ["Hello", "Lunch", "Trip", "Home"].enumerated().map {
      Post(id: $0.offset, text: $0.element)
    }
    let screen = ProfileScreen(user: "ana", posts: posts)
    var script = SceneScript(window: window)
    script.step(
      "window.rootComponent = profile", note: "viewDidLoad embeds the header and loads two rows"
    ) { window.rootComponent = screen }
    script.step("window.makeKeyAndVisible()", note: "each parent appears before its children") {
      window.makeKeyAndVisible()
    }
    script.step("profile.posts.scroll(to: 100)", note: "post 0 ends display, post 2 is displayed") {
      screen.posts.scroll(to: 100)
    }
    script.step("profile.apply([new post] + posts)") {
      screen.apply([Post(id: 4, text: "New")] + posts)
    }
    return script
  }

  /// The profile is pushed away: the window hides it.
  static let profileHidden = Scene(
    name: "profile-hidden", summary: "The profile appears, then the window hides."
  ) {
    let window = Window(traceName: "main")
    let screen = ProfileScreen(user: "ana", posts: [Post(id: 0, text: "Hello")])
    var script = SceneScript(window: window)
    script.step("window.rootComponent = profile") { window.rootComponent = screen }
    script.step("window.makeKeyAndVisible()") { window.makeKeyAndVisible() }
    script.step("window.hide()") { window.hide() }
    return script
  }
}

extension PostRow: SnapshotContributing {
  /// Shows the post's text in the tree: `text "Hello"`.
  public func contribute(to contribution: inout SnapshotContribution) {
    contribution.addAttribute("text", "\"\(post.text)\"")
  }
}
