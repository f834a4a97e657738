extension UIView {
  /// Options of an animation (UIKit's `UIView.AnimationOptions`). Accepted and ignored: Compose
  /// animates nothing, it only runs the lifecycle on the window's clock.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit's.
    public let rawValue: UInt

    /// Creates options from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews at commit time.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allow user interaction while animating.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignore the nested animations' durations.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignore the nested animations' curves.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animate by changing the content dynamically.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide or show views instead of removing or adding them in a transition.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Do not inherit the options of an enclosing animation.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition effect.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }
}
