import Foundation

#if !canImport(Darwin)
  /// A time interval in seconds (Core Foundation's `CFTimeInterval`, which Foundation on Linux
  /// lacks).
  public typealias CFTimeInterval = Double
#endif

/// The name of a predefined timing curve (Core Animation's `CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
  /// The name.
  public let rawValue: String

  /// Creates a name.
  ///
  /// - Parameter rawValue: The name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Even pace.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system's default curve.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation's values do outside its active time (Core Animation's
/// `CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
  /// The mode's name.
  public let rawValue: String

  /// Creates a mode.
  ///
  /// - Parameter rawValue: The mode's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The final values stay after the end.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first values apply before the start.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither: the layer shows its own values outside the animation (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// A timing curve (Core Animation's `CAMediaTimingFunction`). Stored only.
open class CAMediaTimingFunction: NSObject {
  /// The predefined curve's name, `nil` for control points.
  public let composeName: CAMediaTimingFunctionName?
  /// The control points, `[c1x, c1y, c2x, c2y]`; empty for a named curve.
  public let composeControlPoints: [Float]

  /// A predefined curve (Core Animation's `init(name:)`).
  ///
  /// - Parameter name: The curve's name.
  public init(name: CAMediaTimingFunctionName) {
    composeName = name
    composeControlPoints = []
    super.init()
  }

  /// A cubic Bézier curve from (0, 0) to (1, 1) (Core Animation's `init(controlPoints:_:_:_:)`).
  ///
  /// - Parameters:
  ///   - c1x: The first control point's x.
  ///   - c1y: The first control point's y.
  ///   - c2x: The second control point's x.
  ///   - c2y: The second control point's y.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    composeName = nil
    composeControlPoints = [c1x, c1y, c2x, c2y]
    super.init()
  }
}

/// The object told when an animation starts and stops (Core Animation's `CAAnimationDelegate`).
/// Compose runs no animations: neither method is ever called. The defaults do nothing.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started (Core Animation's `animationDidStart(_:)`). Never called.
  ///
  /// - Parameter anim: The animation.
  func animationDidStart(_ anim: CAAnimation)

  /// The animation stopped (Core Animation's `animationDidStop(_:finished:)`). Never called.
  ///
  /// - Parameters:
  ///   - anim: The animation.
  ///   - flag: Whether it ran to its end.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  ///
  /// - Parameter anim: The animation.
  public func animationDidStart(_ anim: CAAnimation) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - anim: The animation.
  ///   - flag: Whether it ran to its end.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation (Core Animation's `CAAnimation`): its timing, stored only. Compose runs no
/// animations: one added to a layer (`CALayer.add(_:forKey:)`) is kept, a copy, and never runs
/// or changes the layer; its delegate is never told anything.
open class CAAnimation: NSObject, NSCopying {
  /// The length of one repetition in seconds (Core Animation's `duration`); 0 means the
  /// default, 0.25. Stored only.
  open var duration: CFTimeInterval = 0
  /// When the animation starts (Core Animation's `beginTime`). Stored only.
  open var beginTime: CFTimeInterval = 0
  /// An offset into the animation's time (Core Animation's `timeOffset`). Stored only.
  open var timeOffset: CFTimeInterval = 0
  /// The rate of the animation's time (Core Animation's `speed`). Stored only.
  open var speed: Float = 1
  /// How many times it repeats (Core Animation's `repeatCount`). Stored only.
  open var repeatCount: Float = 0
  /// How long it repeats (Core Animation's `repeatDuration`). Stored only.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether it plays backwards after forwards (Core Animation's `autoreverses`). Stored only.
  open var autoreverses = false
  /// What its values do outside its active time (Core Animation's `fillMode`). Stored only.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Whether the layer drops it when it ends (Core Animation's `isRemovedOnCompletion`). Stored
  /// only: an added animation stays until removed.
  open var isRemovedOnCompletion = true
  /// Its pacing (Core Animation's `timingFunction`). Stored only.
  open var timingFunction: CAMediaTimingFunction?
  /// The object told when it starts and stops (Core Animation's `delegate`); strong, as Core
  /// Animation documents. Never told anything.
  open var delegate: (any CAAnimationDelegate)?

  /// Creates an animation (Core Animation's `init()`).
  public required override init() {
    super.init()
  }

  /// A new animation (Core Animation's `animation()`).
  ///
  /// - Returns: A new instance of the class it is called on.
  open class func animation() -> Self {
    self.init()
  }

  /// A copy with the same values (Core Animation's `copy(with:)`); a subclass copies its own
  /// values after calling `super`.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.duration = duration
    copy.beginTime = beginTime
    copy.timeOffset = timeOffset
    copy.speed = speed
    copy.repeatCount = repeatCount
    copy.repeatDuration = repeatDuration
    copy.autoreverses = autoreverses
    copy.fillMode = fillMode
    copy.isRemovedOnCompletion = isRemovedOnCompletion
    copy.timingFunction = timingFunction
    copy.delegate = delegate
    return copy
  }
}

/// An animation of one layer property (Core Animation's `CAPropertyAnimation`). Stored only.
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the animated property, such as `"opacity"` (Core Animation's `keyPath`).
  open var keyPath: String?
  /// Whether the values add to the layer's (Core Animation's `isAdditive`). Stored only.
  open var isAdditive = false
  /// Whether repetitions build on each other (Core Animation's `isCumulative`). Stored only.
  open var isCumulative = false

  /// An animation of the property at `path` (Core Animation's `init(keyPath:)`).
  ///
  /// - Parameter path: The key path.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  /// A copy with the same values.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let copy = copy as? CAPropertyAnimation {
      copy.keyPath = keyPath
      copy.isAdditive = isAdditive
      copy.isCumulative = isCumulative
    }
    return copy
  }
}

/// An animation between two values (Core Animation's `CABasicAnimation`). Stored only.
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value (Core Animation's `fromValue`).
  open var fromValue: Any?
  /// The end value (Core Animation's `toValue`).
  open var toValue: Any?
  /// The change (Core Animation's `byValue`).
  open var byValue: Any?

  /// A copy with the same values.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let copy = copy as? CABasicAnimation {
      copy.fromValue = fromValue
      copy.toValue = toValue
      copy.byValue = byValue
    }
    return copy
  }
}

/// A spring animation (Core Animation's `CASpringAnimation`). Stored only.
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring (Core Animation's `mass`).
  open var mass: CGFloat = 1
  /// The spring's stiffness (Core Animation's `stiffness`).
  open var stiffness: CGFloat = 100
  /// The damping (Core Animation's `damping`).
  open var damping: CGFloat = 10
  /// The initial velocity (Core Animation's `initialVelocity`).
  open var initialVelocity: CGFloat = 0

  /// A copy with the same values.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let copy = copy as? CASpringAnimation {
      copy.mass = mass
      copy.stiffness = stiffness
      copy.damping = damping
      copy.initialVelocity = initialVelocity
    }
    return copy
  }
}

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`). Stored only.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values (Core Animation's `values`).
  open var values: [Any]?
  /// When each value is reached, in `0...1` (Core Animation's `keyTimes`).
  open var keyTimes: [NSNumber]?
  /// The pacing between values (Core Animation's `timingFunctions`).
  open var timingFunctions: [CAMediaTimingFunction]?

  /// A copy with the same values.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let copy = copy as? CAKeyframeAnimation {
      copy.values = values
      copy.keyTimes = keyTimes
      copy.timingFunctions = timingFunctions
    }
    return copy
  }
}

/// Animations run together (Core Animation's `CAAnimationGroup`). Stored only.
open class CAAnimationGroup: CAAnimation {
  /// The animations (Core Animation's `animations`).
  open var animations: [CAAnimation]?

  /// A copy with the same values.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let copy = copy as? CAAnimationGroup { copy.animations = animations }
    return copy
  }
}
