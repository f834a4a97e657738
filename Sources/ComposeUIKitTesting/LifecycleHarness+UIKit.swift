@_exported import ComposeTesting
import ComposeUIKit

/// A test window in UIKit's names: a ``ComposeTesting/LifecycleHarness`` made from a `UIWindow`
/// or a root `UIViewController`.
///
/// Traces name each view controller after its type (`FeedViewController.viewDidAppear(false)`),
/// the default `traceName` of a ComposeUIKit view controller; set
/// `composeComponent.traceName` to tell two of one type apart.
///
/// ```swift
/// import ComposeUIKit
/// import ComposeUIKitTesting
///
/// @Test func theFeedAppearsInTheNavigationController() {
///   let navigation = UINavigationController(rootViewController: FeedViewController())
///   let harness = LifecycleHarness(rootViewController: navigation)
///   harness.expectTrace([...], .callbacks.only("FeedViewController"))
/// }
/// ```
extension LifecycleHarness {
  /// Watches a `UIWindow`: the recorder and the auditor are attached to it, its root view
  /// controller and visibility are left as they are, and the harness keeps the window alive.
  ///
  /// UIKit has no counterpart: it is ``LifecycleHarness/init(wrapping:environment:fileID:filePath:line:column:)``
  /// over the window's `composeWindow`.
  ///
  /// - Parameters:
  ///   - window: The window to watch.
  ///   - environment: Where golden traces read `COMPOSE_RECORD` and `CI`, and the trace of a
  ///     failed test `COMPOSE_TRACE_EVENTS`; the process's by default.
  ///   - fileID: Where a failure is reported: the caller's `#fileID` by default.
  ///   - filePath: The caller's `#filePath` by default.
  ///   - line: The caller's `#line` by default.
  ///   - column: The caller's `#column` by default.
  public convenience init(
    window: UIWindow, environment: [String: String] = currentEnvironment(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.init(
      wrapping: window.composeWindow, environment: environment, fileID: fileID,
      filePath: filePath, line: line, column: column)
    keepAlive(window)
  }

  /// A new `UIWindow` with `rootViewController` as its root (`UIWindow.rootViewController`),
  /// shown with `makeKeyAndVisible()` unless `visible` is `false`, watched by the harness. The
  /// window is on `device` in `orientation`, with the system's `userInterfaceStyle` and
  /// `contentSizeCategory`, before the root is set: the screen starts in them, with no trait
  /// change. Rotate, resize or change them later with the window's `composeRotate(to:)`,
  /// `composeResize(to:)`, `composeSetSystemUserInterfaceStyle(_:)` (see ``uiWindow``); each
  /// change is recorded in the trace.
  ///
  /// - Parameters:
  ///   - rootViewController: The window's root view controller.
  ///   - visible: Whether to show the window.
  ///   - device: The device; an iPhone by default.
  ///   - orientation: The orientation; portrait by default.
  ///   - userInterfaceStyle: The system's appearance; light by default.
  ///   - contentSizeCategory: The user's text size; `.large` by default.
  ///   - environment: Where golden traces read `COMPOSE_RECORD` and `CI`, and the trace of a
  ///     failed test `COMPOSE_TRACE_EVENTS`; the process's by default.
  ///   - fileID: Where a failure is reported: the caller's `#fileID` by default.
  ///   - filePath: The caller's `#filePath` by default.
  ///   - line: The caller's `#line` by default.
  ///   - column: The caller's `#column` by default.
  public convenience init(
    rootViewController: UIViewController?, visible: Bool = true,
    device: ComposeDevice = .iPhone, orientation: UIDeviceOrientation = .portrait,
    userInterfaceStyle: UIUserInterfaceStyle = .light,
    contentSizeCategory: UIContentSizeCategory = .large,
    environment: [String: String] = currentEnvironment(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let window = UIWindow()
    window.composeSetDevice(device, orientation: orientation)
    window.composeSetSystemUserInterfaceStyle(userInterfaceStyle)
    window.composeSetSystemContentSizeCategory(contentSizeCategory)
    self.init(
      window: window, environment: environment, fileID: fileID, filePath: filePath, line: line,
      column: column)
    window.rootViewController = rootViewController
    if visible { window.makeKeyAndVisible() }
  }

  /// The `UIWindow` the harness was made from, if it was made from one.
  public var uiWindow: UIWindow? {
    keptAlive.lazy.compactMap { $0 as? UIWindow }.first
  }

  /// The window's root view controller (`UIWindow.rootViewController`), if the harness was made
  /// from a `UIWindow`.
  public var rootViewController: UIViewController? {
    uiWindow?.rootViewController
  }
}
