import Foundation

/// The layer behind a view (Core Animation's `CALayer`, reached through `UIView.layer`). Inert:
/// Compose draws nothing, so each property is stored only. It exists so that the corner radius,
/// border and shadow lines of view setup code compile unchanged.
open class CALayer {
  /// The radius of the rounded corners. Stored only.
  open var cornerRadius: CGFloat = 0
  /// Whether sublayers are clipped to the bounds (what `UIView.clipsToBounds` sets). Stored only.
  open var masksToBounds = false
  /// The width of the border. Stored only.
  open var borderWidth: CGFloat = 0
  /// The layer's opacity. Stored only.
  open var opacity: Float = 1
  /// The opacity of the shadow. Stored only.
  open var shadowOpacity: Float = 0
  /// The blur radius of the shadow. Stored only.
  open var shadowRadius: CGFloat = 3
  /// The offset of the shadow. Stored only.
  open var shadowOffset = CGSize(width: 0, height: -3)

  /// Creates a layer.
  public init() {}
}
