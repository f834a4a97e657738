import Compose
import ComposePreviewKit
import ComposePreviewScenes

/// A screen written as a team writes its own: a header embedded on load and a list of posts
/// whose cells each host a component.
final class ProfileScreen: Component {
  let header = ProfileHeader(traceName: "header")
  let posts = ListView(traceName: "posts", frame: Rect(x: 0, y: 0, width: 390, height: 200))
  private var adapter: ListHostingAdapter<[ProfilePost], PostComponent>?
  private let initialPosts: [ProfilePost]

  init(posts: [String]) {
    initialPosts = posts.enumerated().map { ProfilePost(id: $0.offset, text: $0.element) }
    super.init(traceName: "profile")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    embed(header)
    view.addSubview(posts)
    posts.rowHeight = 100
    adapter = ListHostingAdapter(
      items: initialPosts, parent: self, listView: posts, reuseIdentifier: "post",
      factory: PostComponent.init(item:))
    adapter?.reloadData()
  }
}

final class ProfileHeader: Component {}

struct ProfilePost: Identifiable, Equatable, Diffable, Sendable {
  var id: Int
  var text: String
}

final class PostComponent: Component, ListItemComponent {
  private(set) var item: ProfilePost

  init(item: ProfilePost) {
    self.item = item
    super.init(traceName: "post \(item.id)")
  }

  func update(with item: ProfilePost) { self.item = item }
}

extension Scene {
  /// The profile screen appears with two posts displayed, then scrolls to the third.
  static let profile = Scene(name: "profile", summary: "A profile: header and posts.") {
    let window = Window(traceName: "main")
    let screen = ProfileScreen(posts: ["Hello", "Lunch", "Trip", "Home"])
    var script = SceneScript(window: window)
    script.step("window.rootComponent = profile") { window.rootComponent = screen }
    script.step("window.makeKeyAndVisible()") { window.makeKeyAndVisible() }
    script.step("profile.posts.scroll(to: 200)") { screen.posts.scroll(to: 200) }
    return script
  }

  /// The talk's wrong order: a child removed from its parent without `willMove(toParent: nil)`,
  /// its view left in the parent's view.
  static let wrongRemoval = Scene(name: "wrong-removal", summary: "Removes a child wrongly.") {
    let window = Window(traceName: "main")
    let screen = ProfileScreen(posts: [])
    var script = SceneScript(window: window)
    script.step("window.rootComponent = profile") { window.rootComponent = screen }
    script.step("window.makeKeyAndVisible()") { window.makeKeyAndVisible() }
    script.step("profile.header.removeFromParent()") { _ = screen.header.removeFromParent() }
    return script
  }
}
