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

  /// The border's colour (Core Animation's `borderColor`). Stored only.
  open var borderColor: CGColor?
  /// The shadow's colour (Core Animation's `shadowColor`). Stored only.
  open var shadowColor: CGColor?
  /// The layer's background colour (Core Animation's `backgroundColor`). Stored only.
  open var backgroundColor: CGColor?
  /// The layer's position on the z axis (Core Animation's `zPosition`). Stored only.
  open var zPosition: CGFloat = 0
  /// The corners that ``cornerRadius`` rounds (Core Animation's `maskedCorners`). Stored only.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// Creates a layer.
  public init() {}
}

/// The corners of a layer (Core Animation's `CACornerMask`, with its bits).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The corners' bits.
  public let rawValue: UInt

  /// Creates corners from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner (in UIKit's flipped coordinates).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
