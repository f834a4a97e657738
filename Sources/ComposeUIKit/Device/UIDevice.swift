import Foundation

/// A device's orientation, under UIKit's top-level name (`UIDeviceOrientation`): the same type as
/// ``UIDevice/Orientation``.
public typealias UIDeviceOrientation = UIDevice.Orientation

/// The device (UIKit's `UIDevice`): the device of the key window of `UIApplication.shared`
/// (`UIWindow.composeSetDevice(_:orientation:)`, `composeRotate(to:)`), else the modelled
/// iPhone in portrait. Stateless: ``current`` is a new instance at each read, answering from the
/// key window.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// A device's orientation (UIKit's `UIDeviceOrientation`, with its raw values).
  public enum Orientation: Int, Hashable, Sendable {
    /// Unknown.
    case unknown = 0
    /// Portrait.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, turned left.
    case landscapeLeft = 3
    /// Landscape, turned right.
    case landscapeRight = 4
    /// Face up.
    case faceUp = 5
    /// Face down.
    case faceDown = 6

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  }

  /// The device (UIKit's `current`): a new instance at each read (no global state).
  public class var current: UIDevice { UIDevice() }

  /// The key window's device and orientation.
  private var environment: WindowEnvironment {
    UIApplication.shared.keyWindow?.environment ?? WindowEnvironment()
  }

  /// The kind of device (UIKit's `userInterfaceIdiom`): the key window's.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { environment.device.idiom }
  /// The orientation (UIKit's `orientation`): the key window's.
  open var orientation: Orientation { environment.deviceOrientation }
  /// The device's name (UIKit's `name`).
  open var name: String { environment.device.name }
  /// The model (UIKit's `model`).
  open var model: String { environment.device.name }
  /// The system's name (UIKit's `systemName`).
  open var systemName: String { "iOS" }
  /// The system's version (UIKit's `systemVersion`): the version Compose follows.
  open var systemVersion: String { "18.0" }
  /// A vendor identifier (UIKit's `identifierForVendor`): `nil`, as for a device not yet
  /// unlocked.
  open var identifierForVendor: UUID? { nil }
  /// Whether the battery is monitored (UIKit's `isBatteryMonitoringEnabled`). Always `false`;
  /// setting it does nothing.
  open var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
}

/// A progress bar (UIKit's `UIProgressView`): ``progress`` in `0...1`, clamped as in UIKit;
/// drawing is stored only.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// A progress bar's style (UIKit's `UIProgressView.Style`, with its raw values).
  public enum Style: Int, Hashable, Sendable {
    /// The default style.
    case `default` = 0
    /// For a toolbar.
    case bar = 1
  }

  /// The style (UIKit's `progressViewStyle`). Stored only.
  open var progressViewStyle: Style = .default
  /// The progress, in `0...1` (UIKit's `progress`); values outside are clamped.
  open var progress: Float {
    get { progressStorage }
    set { progressStorage = min(max(newValue, 0), 1) }
  }
  private var progressStorage: Float = 0
  /// The filled part's colour (UIKit's `progressTintColor`). Stored only.
  open var progressTintColor: UIColor?
  /// The track's colour (UIKit's `trackTintColor`). Stored only.
  open var trackTintColor: UIColor?

  /// Creates a progress bar of `style` (UIKit's `init(progressViewStyle:)`).
  ///
  /// - Parameter style: The style.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets ``progress`` (UIKit's `setProgress(_:animated:)`); nothing animates.
  ///
  /// - Parameters:
  ///   - progress: The progress.
  ///   - animated: Ignored.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }
}
