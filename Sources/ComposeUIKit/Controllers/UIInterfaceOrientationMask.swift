/// The interface orientations a view controller supports (UIKit's `UIInterfaceOrientationMask`,
/// with its bits), asked when a window rotates (`UIWindow.composeRotate(to:)`).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates a mask from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Portrait.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Portrait, upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape, home indicator on the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Landscape, home indicator on the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Both landscape orientations.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
  /// Every orientation but portrait upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}
