import Foundation

/// The layer behind a view (Core Animation's `CALayer`, reached through `UIView.layer`), an
/// `NSObject` as in Core Animation. Inert: Compose draws nothing, so each property is stored
/// only, and animations added with ``add(_:forKey:)`` are kept (copied, as Core Animation does)
/// and never run. It exists so that the corner radius, border, shadow and animation lines of
/// view code compile and read back unchanged.
open class CALayer: NSObject {
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
  /// Whether the layer is drawn once into a bitmap (UIKit's `shouldRasterize`). Stored only.
  open var shouldRasterize = false
  /// The scale of that bitmap (UIKit's `rasterizationScale`). Stored only.
  open var rasterizationScale: CGFloat = 1
  /// The corners that ``cornerRadius`` rounds (Core Animation's `maskedCorners`). Stored only.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// The layer's own frame (Core Animation's `frame`). Stored only: a view's layer does not
  /// follow the view's frame here.
  open var frame = CGRect.zero
  /// The layer's own bounds (Core Animation's `bounds`). Stored only.
  open var bounds = CGRect.zero
  /// The sublayers, back to front (Core Animation's `sublayers`); `nil` when there are none.
  open var sublayers: [CALayer]? { sublayerList.isEmpty ? nil : sublayerList }
  /// The layer this one is a sublayer of (Core Animation's `superlayer`); weak.
  open private(set) weak var superlayer: CALayer?
  private var sublayerList: [CALayer] = []
  /// The layer whose alpha masks this one (Core Animation's `mask`). Stored only.
  open var mask: CALayer?
  /// The layer's name (Core Animation's `name`). Stored only.
  open var name: String?
  /// Whether the layer is hidden (Core Animation's `isHidden`). Stored only.
  open var isHidden = false
  /// The layer's position in its superlayer (Core Animation's `position`). Stored only.
  open var position = CGPoint.zero
  /// The point of the bounds at ``position``, in the unit square (Core Animation's
  /// `anchorPoint`). Stored only.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The layer's content, usually an image (Core Animation's `contents`). Stored only.
  open var contents: Any?
  /// The animations added, in the order added, with their keys (`nil` for none).
  private var animationList: [(key: String?, animation: CAAnimation)] = []

  /// Creates a layer.
  public override init() {
    super.init()
  }

  /// Adds a copy of `anim` for `key` (Core Animation's `add(_:forKey:)`): the animation is
  /// copied, as Core Animation copies it, so later changes to `anim` are not seen; one added
  /// for a key another animation has replaces it. Stored only: nothing animates.
  ///
  /// - Parameters:
  ///   - anim: The animation.
  ///   - key: Its key, or `nil` (then ``animation(forKey:)`` cannot find it).
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = (anim.copy() as? CAAnimation) ?? anim
    if let key { animationList.removeAll { $0.key == key } }
    animationList.append((key, copy))
  }

  /// The animation added for `key`, `nil` when none is (Core Animation's `animation(forKey:)`).
  /// It is the layer's copy: do not change it.
  ///
  /// - Parameter key: The key.
  /// - Returns: The animation, or `nil`.
  open func animation(forKey key: String) -> CAAnimation? {
    animationList.first { $0.key == key }?.animation
  }

  /// Removes the animation added for `key` (Core Animation's `removeAnimation(forKey:)`).
  ///
  /// - Parameter key: The key.
  open func removeAnimation(forKey key: String) {
    animationList.removeAll { $0.key == key }
  }

  /// Removes every animation, keyed or not (Core Animation's `removeAllAnimations()`).
  open func removeAllAnimations() {
    animationList.removeAll()
  }

  /// The keys of the animations added with one, in the order added; `nil` when there are none
  /// (Core Animation's `animationKeys()`).
  ///
  /// - Returns: The keys, or `nil`.
  open func animationKeys() -> [String]? {
    let keys = animationList.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Adds `layer` on top of the sublayers, moving it from its superlayer (Core Animation's
  /// `addSublayer(_:)`). Stored only: Compose draws no layers.
  ///
  /// - Parameter layer: The sublayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayerList.filter { $0 !== layer }.count))
  }

  /// Inserts `layer` at `index` among the sublayers (Core Animation's
  /// `insertSublayer(_:at:)`); an index past the end adds it on top. A layer cannot be its own
  /// sublayer: that call does nothing.
  ///
  /// - Parameters:
  ///   - layer: The sublayer.
  ///   - index: Its position, `0` being the back.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    sublayerList.insert(layer, at: min(Int(index), sublayerList.count))
    layer.superlayer = self
  }

  /// Removes the layer from its superlayer (Core Animation's `removeFromSuperlayer()`).
  open func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayerList.removeAll { $0 === self }
    self.superlayer = nil
  }
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

/// A layer filled with a gradient (Core Animation's `CAGradientLayer`). Stored only.
open class CAGradientLayer: CALayer {
  /// The gradient's colours (Core Animation's `colors`, usually `CGColor`s).
  open var colors: [Any]?
  /// Where each colour stops, in `0...1` (Core Animation's `locations`).
  open var locations: [NSNumber]?
  /// Where the gradient starts, in the unit square (Core Animation's `startPoint`).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in the unit square (Core Animation's `endPoint`).
  open var endPoint = CGPoint(x: 0.5, y: 1)
}
