/// What a tab bar shows for a view controller (UIKit's `UITabBarItem`). Inert: stored only.
@MainActor
open class UITabBarItem {
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
  }
}
