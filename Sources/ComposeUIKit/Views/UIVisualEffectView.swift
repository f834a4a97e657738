import Foundation

/// A visual effect (UIKit's `UIVisualEffect`). Inert: Compose draws nothing.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur (UIKit's `UIBlurEffect`). Inert.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// A blur's style (UIKit's `UIBlurEffect.Style`, with its raw values).
  public enum Style: Int, Hashable, Sendable {
    /// Extra light.
    case extraLight = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
    /// Regular, following the appearance.
    case regular = 4
    /// Prominent, following the appearance.
    case prominent = 5
    /// The thinnest material.
    case systemUltraThinMaterial = 6
    /// A thin material.
    case systemThinMaterial = 7
    /// The standard material.
    case systemMaterial = 8
    /// A thick material.
    case systemThickMaterial = 9
    /// A chrome material.
    case systemChromeMaterial = 10
  }

  /// The blur's style (UIKit keeps it privately).
  let style: Style

  /// Creates a blur of `style` (UIKit's `init(style:)`).
  ///
  /// - Parameter style: The style.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// A view showing a visual effect behind its ``contentView`` (UIKit's `UIVisualEffectView`).
/// The effect is stored only; subviews go in ``contentView``, as in UIKit.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect (UIKit's `effect`). Stored only.
  open var effect: UIVisualEffect?
  /// The view holding the content shown over the effect (UIKit's `contentView`), as large as the
  /// view.
  public let contentView = UIView(frame: .zero)

  /// Creates a view with `effect` (UIKit's `init(effect:)`).
  ///
  /// - Parameter effect: The effect, or `nil`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view with no effect.
  ///
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  /// Creates a visual effect view from an archive (UIKit's `init(coder:)`): its effect (the
  /// archive's `<blurEffect>`) is set after, and the archive's content view's subviews go in
  /// ``contentView``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The frame; the content view follows its size.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      contentView.frame = CGRect(origin: .zero, size: newValue.size)
    }
  }
}
