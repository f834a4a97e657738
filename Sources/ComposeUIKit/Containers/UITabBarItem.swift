import Foundation

/// What a tab bar shows for a view controller (UIKit's `UITabBarItem`). Inert: stored only.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The selected image.
  open var selectedImage: UIImage?
  /// An integer that identifies the item in user code.
  open var tag: Int
  /// The badge's text.
  open var badgeValue: String?
  /// The item's own look (UIKit's `standardAppearance`, iOS 13). Stored only.
  open var standardAppearance: UITabBarAppearance?
  /// The item's own look with content scrolled to the edge (UIKit's `scrollEdgeAppearance`).
  /// Stored only.
  open var scrollEdgeAppearance: UITabBarAppearance?

  /// A system-provided item (UIKit's `UITabBarItem.SystemItem`, with its raw values).
  public enum SystemItem: Int, Hashable, Sendable {
    /// More.
    case more = 0
    /// Favorites.
    case favorites = 1
    /// Featured.
    case featured = 2
    /// Top rated.
    case topRated = 3
    /// Recents.
    case recents = 4
    /// Contacts.
    case contacts = 5
    /// History.
    case history = 6
    /// Bookmarks.
    case bookmarks = 7
    /// Search.
    case search = 8
    /// Downloads.
    case downloads = 9
    /// Most recent.
    case mostRecent = 10
    /// Most viewed.
    case mostViewed = 11
  }

  /// The system item, for an item made with one.
  public let systemItem: SystemItem?

  /// Creates a system item (UIKit's `init(tabBarSystemItem:tag:)`); its title is not set, as
  /// UIKit supplies it.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - tag: An identifying integer.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
    super.init()
  }

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - tag: An identifying integer.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    systemItem = nil
    super.init()
  }

  /// Creates an item with a selected image.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - selectedImage: The image when selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    tag = 0
    systemItem = nil
    super.init()
  }
}
