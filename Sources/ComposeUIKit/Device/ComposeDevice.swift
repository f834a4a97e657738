import Foundation

/// A device a window can be: its kind, its screen in portrait, its scale and its width's size
/// class in landscape. UIKit has no counterpart (a test chooses the simulator's device); set it
/// with `UIWindow.composeSetDevice(_:orientation:)`.
public struct ComposeDevice: Hashable, Sendable {
  /// The device's name (`UIDevice.current.name` and `model` in its windows).
  public var name: String
  /// The kind of device.
  public var idiom: UIUserInterfaceIdiom
  /// The screen's size in portrait, in points.
  public var portraitSize: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The width's size class in landscape: compact on most phones, regular on the largest ones.
  public var landscapeHorizontalSizeClass: UIUserInterfaceSizeClass

  /// Creates a device.
  ///
  /// - Parameters:
  ///   - name: Its name.
  ///   - idiom: Its kind (`.phone` or `.pad`).
  ///   - portraitSize: Its screen in portrait.
  ///   - scale: Pixels per point.
  ///   - landscapeHorizontalSizeClass: Its width's size class in landscape.
  public init(
    name: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize, scale: CGFloat,
    landscapeHorizontalSizeClass: UIUserInterfaceSizeClass
  ) {
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass
  }

  /// A 6.1-inch iPhone (390 × 844 points, scale 3): compact width in both orientations, regular
  /// height in portrait and compact in landscape. The device of a new window.
  public static let iPhone = ComposeDevice(
    name: "iPhone", idiom: .phone, portraitSize: CGSize(width: 390, height: 844), scale: 3,
    landscapeHorizontalSizeClass: .compact)

  /// A 6.7-inch iPhone (430 × 932 points, scale 3): regular width in landscape.
  public static let iPhoneProMax = ComposeDevice(
    name: "iPhone", idiom: .phone, portraitSize: CGSize(width: 430, height: 932), scale: 3,
    landscapeHorizontalSizeClass: .regular)

  /// An 11-inch iPad (820 × 1180 points, scale 2): regular width and height full screen in both
  /// orientations; compact width when multitasking makes its window narrower than 678 points.
  public static let iPad = ComposeDevice(
    name: "iPad", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    landscapeHorizontalSizeClass: .regular)

  /// The screen's size in `orientation` (portrait for a face-up, face-down or unknown one).
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The size in points.
  public func screenSize(in orientation: UIDeviceOrientation) -> CGSize {
    orientation.isLandscape
      ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }
}

/// What a window shows of its device and of the system's settings.
struct WindowEnvironment {
  var device = ComposeDevice.iPhone
  /// The interface's orientation: the screen's bounds and the window's size follow it.
  var orientation = UIDeviceOrientation.portrait
  /// The device's own orientation (`UIDevice.current.orientation`): the last one turned to, even
  /// where the interface did not follow (an orientation the top view controller does not
  /// support).
  var deviceOrientation = UIDeviceOrientation.portrait
  /// The system's appearance (`UIApplication.composeSetUserInterfaceStyle(_:)`).
  var systemStyle = UIUserInterfaceStyle.light
  /// The system's text size (`UIApplication.composeSetPreferredContentSizeCategory(_:)`).
  var contentSizeCategory = UIContentSizeCategory.large
  /// The layout direction of the system's language.
  var layoutDirection = UITraitEnvironmentLayoutDirection.leftToRight
}
