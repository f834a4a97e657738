import Foundation

/// A spinner showing that a task is in progress (UIKit's `UIActivityIndicatorView`). Inert: it
/// draws nothing, but keeps ``isAnimating`` and, as UIKit does, hides itself when stopped if
/// ``hidesWhenStopped`` is set.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's look (UIKit's `UIActivityIndicatorView.Style`, with its raw values). Inert.
  public enum Style: Int, Hashable, Sendable {
    /// The default spinner.
    case medium = 100
    /// A large spinner.
    case large = 101
    /// A large white spinner (deprecated in UIKit for ``large``).
    case whiteLarge = 0
    /// A white spinner (deprecated in UIKit for ``medium``).
    case white = 1
    /// A grey spinner (deprecated in UIKit for ``medium``).
    case gray = 2
  }

  /// The spinner's look. Inert.
  open var style: Style = .medium
  /// The spinner's colour. Inert.
  open var color: UIColor!
  /// Whether the view hides itself when not animating (UIKit's default: `true`).
  open var hidesWhenStopped = true
  /// Whether the spinner is animating.
  public private(set) var isAnimating = false

  /// Creates a spinner with `style` (UIKit's `init(style:)`).
  ///
  /// - Parameter style: The spinner's look.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  /// Creates a medium spinner with `frame`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a medium spinner, stopped, from a storyboard or xib (UIKit's `init(coder:)`): the archive's
  /// attributes are set after, as UIKit decodes them.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Starts the animation, showing the view.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops the animation, hiding the view when ``hidesWhenStopped`` is set.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
