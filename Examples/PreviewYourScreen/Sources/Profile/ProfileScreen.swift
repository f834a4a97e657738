import Compose

/// A profile: a header embedded when the view loads, and a list of posts whose cells each host a
/// ``PostRow``.
public final class ProfileScreen: Component {
  /// The header, a child component embedded in `viewDidLoad`.
  public let header: ProfileHeader
  /// The posts: 390 × 200 points, rows 100 points high (two visible at once).
  public let posts = ListView(traceName: "posts", frame: Rect(x: 0, y: 0, width: 390, height: 200))
  private var adapter: ListHostingAdapter<[Post], PostRow>?
  private let initialPosts: [Post]

  /// Creates the screen of `user` with `posts`, named `profile`.
  public init(user: String, posts: [Post]) {
    header = ProfileHeader(user: user)
    initialPosts = posts
    super.init(traceName: "profile")
  }

  /// Embeds the header, places the list and loads its rows. Calls `super` first.
  public override func viewDidLoad() {
    super.viewDidLoad()
    embed(header)
    view.addSubview(posts)
    posts.rowHeight = 100
    adapter = ListHostingAdapter(
      items: initialPosts, parent: self, listView: posts, reuseIdentifier: "post",
      factory: PostRow.init(post:))
    adapter?.reloadData()
  }

  /// Shows `newPosts`, keeping the rows of posts that stay.
  public func apply(_ newPosts: [Post]) {
    adapter?.apply(newPosts)
  }
}

/// The user's name and picture.
public final class ProfileHeader: Component {
  /// The user shown.
  public let user: String

  /// Creates the header of `user`, named `header`.
  public init(user: String) {
    self.user = user
    super.init(traceName: "header")
  }
}

/// A post.
public struct Post: Identifiable, Equatable, Diffable, Sendable {
  /// The post's identity: a row keeps its component while its post keeps this.
  public var id: Int
  /// What the post says.
  public var text: String

  /// Creates a post.
  public init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}

/// A post's row, hosted by a cell of the posts list.
public final class PostRow: Component, ListItemComponent {
  /// The post shown.
  public private(set) var post: Post

  /// Creates the row of `post`, named `post <id>`.
  public init(post: Post) {
    self.post = post
    super.init(traceName: "post \(post.id)")
  }

  /// The post's text changed; the row keeps its component.
  public func update(with item: Post) { post = item }
}
