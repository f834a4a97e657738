import Compose
import Foundation

extension UIWindow {
  /// The device this window is on (``ComposeDevice/iPhone`` until
  /// ``composeSetDevice(_:orientation:)``). UIKit has no counterpart.
  public var composeDevice: ComposeDevice { environment.device }

  /// The window's orientation (portrait until ``composeRotate(to:)``). UIKit has no counterpart:
  /// UIKit's is `UIDevice.current.orientation` and the scene's interface orientation, which
  /// answer from the key window here.
  public var composeOrientation: UIDeviceOrientation { environment.orientation }

  /// Puts the window on `device`, in `orientation`: the window takes the device's screen and
  /// traits at once, without animation (a test's setup, as choosing a simulator is); the window's
  /// view controllers are told as in a rotation (``composeRotate(to:)``) when they exist already.
  /// UIKit has no counterpart.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: The orientation; portrait by default.
  public func composeSetDevice(
    _ device: ComposeDevice, orientation: UIDeviceOrientation = .portrait
  ) {
    environment.device = device
    environment.orientation = orientation
    environment.deviceOrientation = orientation
    composeTransition(to: device.screenSize(in: orientation), animated: false)
  }

  /// Rotates the device to `orientation`, as turning it does. The interface follows when the
  /// view controller that decides (the root, or what it presents full screen on top) supports it
  /// (`supportedInterfaceOrientations`; a phone's default leaves out upside down), as in UIKit:
  /// the window takes the screen's new size, and the window's view controllers hear, in UIKit's
  /// order, `willTransition(to:with:)` (where their traits change: a phone's height is compact
  /// in landscape), `viewWillTransition(to:with:)`, then `traitCollectionDidChange(_:)` (the
  /// window first, then each view controller and its views, parent before child, only where the
  /// traits changed), then the layout. The transition coordinator they get runs the animations
  /// given to `animate(alongsideTransition:completion:)` at once and the completions 0.4 s later
  /// on the window's clock (`composeAdvance(by:)`, `composeRunUntilIdle()`). No appearance
  /// callback comes. `UIDevice.current.orientation` follows the device in any case. Face up,
  /// face down and unknown change nothing else; a rotation that keeps the size and the traits
  /// (landscape left to landscape right) tells nothing. UIKit has no counterpart.
  ///
  /// - Parameter orientation: The new orientation.
  public func composeRotate(to orientation: UIDeviceOrientation) {
    environment.deviceOrientation = orientation
    guard orientation.isPortrait || orientation.isLandscape,
      orientation != environment.orientation,
      supportsInterfaceOrientation(of: orientation)
    else { return }
    environment.orientation = orientation
    composeTransition(to: composeDevice.screenSize(in: orientation), animated: true)
  }

  /// Whether the view controller that decides the interface's orientation supports the one of
  /// the device's `orientation` (whose landscape sides are the interface's, swapped).
  func supportsInterfaceOrientation(of orientation: UIDeviceOrientation) -> Bool {
    var deciding = rootViewController
    while let presented = deciding?.presentedViewController,
      presented.composeComponent.presentationStyle?.isSheet == false
    {
      deciding = presented
    }
    guard let deciding else { return true }
    let needed: UIInterfaceOrientationMask =
      switch orientation {
      case .portraitUpsideDown: .portraitUpsideDown
      case .landscapeLeft: .landscapeRight
      case .landscapeRight: .landscapeLeft
      default: .portrait
      }
    return deciding.supportedInterfaceOrientations.contains(needed)
  }

  /// Resizes the window, as iPad multitasking does (Split View, Slide Over, Stage Manager): the
  /// same transition as ``composeRotate(to:)`` at `size`; on a tablet a window narrower than 678
  /// points has a compact width. UIKit has no counterpart.
  ///
  /// - Parameter size: The window's new size.
  public func composeResize(to size: CGSize) {
    composeTransition(to: size, animated: true)
  }

  /// The window's traits for `size` on its device and the system's settings.
  func environmentTraits(for size: CGSize) -> Traits {
    let device = environment.device
    let landscape = size.width > size.height
    let horizontal: Traits.SizeClass
    let vertical: Traits.SizeClass
    if device.idiom == .pad {
      horizontal = size.width >= 678 ? .regular : .compact
      vertical = .regular
    } else {
      horizontal =
        landscape ? (device.landscapeHorizontalSizeClass.engineValue ?? .compact) : .compact
      vertical = landscape ? .compact : .regular
    }
    let style =
      overrideUserInterfaceStyle.engineValue ?? environment.systemStyle.engineValue ?? .light
    return Traits(
      idiom: device.idiom == .pad ? .pad : .phone, horizontalSizeClass: horizontal,
      verticalSizeClass: vertical, style: style,
      contentSizeCategory: environment.contentSizeCategory.rawValue,
      layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      displayScale: Double(device.scale))
  }

  /// Runs a size or trait transition of the window to `size` with the traits its environment
  /// gives: the engine tells the view controllers (``ControllerLink``), with a coordinator whose
  /// completions run at the end (after 0.4 s on the clock when `animated`, else at once).
  func composeTransition(to size: CGSize, animated: Bool) {
    let window = engineWindow
    let traits = environmentTraits(for: size)
    let newSize = Size(width: Double(size.width), height: Double(size.height))
    guard newSize != window.frame.size || traits != window.traits else { return }
    let oldTraits = window.traits
    let coordinator = TransitionCoordinator(
      from: nil, to: nil, container: rootViewController, presentationStyle: .none,
      interactive: false, duration: animated ? 0.4 : 0, attached: false)
    let saved = sizeTransitionCoordinator
    sizeTransitionCoordinator = coordinator
    window.transition(to: newSize, traits: traits) { [weak self] in
      guard let self, traits != oldTraits else { return }
      let previous = UITraitCollection(oldTraits)
      self.traitCollectionDidChange(previous)
      self.runTraitRegistrations(previous: previous)
    }
    sizeTransitionCoordinator = saved
    if animated {
      window.schedule(after: .milliseconds(400)) { coordinator.end(cancelled: false) }
    } else {
      coordinator.end(cancelled: false)
    }
  }

  /// Applies the environment's traits at the current size (a change of the system's style or text
  /// size, or of the window's `overrideUserInterfaceStyle`), without animation.
  func composeApplyEnvironment() {
    composeTransition(to: bounds.size, animated: false)
  }
}
