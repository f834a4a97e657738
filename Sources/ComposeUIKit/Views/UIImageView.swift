import Foundation

/// A view showing an image (UIKit's `UIImageView`). The image is stored; nothing is drawn.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?

  /// Creates an image view showing `image`, with a zero frame.
  ///
  /// - Parameter image: The image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Creates an image view with no image.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the view from an archive (UIKit's `init(coder:)`): the archive's attributes are
  /// set after it returns.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
