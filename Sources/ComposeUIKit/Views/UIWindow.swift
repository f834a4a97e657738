import Compose
import Foundation

/// The root of a view hierarchy that makes view controllers visible: UIKit's `UIWindow` over
/// Compose's `Window`.
///
/// A window starts hidden; ``makeKeyAndVisible()`` shows it and its ``rootViewController``
/// appears, with everything in it (contract §3). Animated operations run on the window's clock:
/// drive it in a test with ``composeAdvance(by:)`` and ``composeRunUntilIdle()``; under XCTest,
/// which runs tests on the main thread, a shown window's clock also follows real time while the
/// main run loop runs (`RunLoop.current.run(until:)`, a wait on an `XCTestExpectation`), as
/// UIKit's animations do. Attach Compose's recorders and
/// auditor to ``composeWindow``.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The text field being edited in this window, so that a field beginning to edit ends the
  /// other's editing, as UIKit's one first responder per window does. Weak.
  weak var editingTextField: UITextField?

  /// The engine window.
  var engineWindow: Window {
    // `makeEngineView` gives every window an engine window.
    engineView as? Window ?? Window()
  }
  /// The delayed sends (`perform(_:with:afterDelay:)`) waiting on this window's clock, so that
  /// `cancelPreviousPerformRequests(withTarget:)` finds them; each leaves when it runs or is
  /// cancelled.
  var delayedPerforms: [DelayedPerform] = []
  /// Keeps alive the facades of views added to the window directly.
  let windowKeeper = FacadeKeeper()
  private var rootStorage: UIViewController?
  /// Storage of `windowScene`; weak, the scene refers to its windows weakly too.
  weak var windowSceneStorage: UIWindowScene?
  /// Moves the clock with real time while the main run loop runs, from the first time the window
  /// is shown on the main thread; released with the window.
  var runLoopClockDrive: RunLoopClockDrive?
  /// The device, orientation and system settings this window shows (see `composeSetDevice`).
  var environment = WindowEnvironment()
  /// The coordinator of the size transition in progress, while its hooks run.
  var sizeTransitionCoordinator: TransitionCoordinator?
  /// The window's place among the windows (UIKit's `windowLevel`, ``Level/normal`` by default).
  /// Inert: stored only, Compose does not stack windows.
  open var windowLevel: UIWindow.Level = .normal

  override class func makeEngineView(frame: Rect) -> View { Window(frame: frame) }

  /// The view controller whose view fills the window. Setting it replaces the old root, which
  /// disappears if the window is visible; the new one appears.
  open var rootViewController: UIViewController? {
    get { rootStorage }
    set {
      guard newValue !== rootStorage else { return }
      if let newValue, engineWindow.setRootComponent(newValue.component) != nil { return }
      if newValue == nil { engineWindow.setRootComponent(nil) }
      rootStorage?.hostingWindow = nil
      // The old root's facade lives until its component's transition in flight (a push) has
      // ended: its children's `parent` and containment callbacks still name it.
      if let old = rootStorage { old.link.keepUntilTransitionsEnd(old.component) }
      rootStorage = newValue
      newValue?.hostingWindow = self
    }
  }

  /// Shows the window and makes it the application's key window (``UIApplication/keyWindow``):
  /// its root view controller appears, unanimated.
  open func makeKeyAndVisible() {
    UIApplication.shared.add(self, key: true)
    engineWindow.makeKeyAndVisible()
    startRunLoopClockDrive()
  }

  /// Whether the window is hidden; showing it (`false`) makes its root view controller appear.
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      super.isHidden = newValue
      if !newValue { startRunLoopClockDrive() }
    }
  }

  /// Whether this window is the application's key window (UIKit's `isKeyWindow`): the window
  /// last made key, while it is visible.
  public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }
}

extension UIWindow {
  /// The engine window, for Compose's `LifecycleRecorder`, `LifecycleAuditor` and
  /// `LifecycleHarness(wrapping:)`. UIKit has no counterpart.
  public var composeWindow: Window { engineWindow }

  /// Advances the window's clock by `duration`: the animations that end meanwhile complete, in
  /// order (contract §4). UIKit has no counterpart: its clock is the real one.
  ///
  /// - Parameter duration: How far to advance.
  /// - Returns: `nil`, or the diagnostic of a refused advance (a negative duration, a reentrant
  ///   call).
  @discardableResult
  public func composeAdvance(by duration: Duration) -> Diagnostic? {
    engineWindow.advance(by: duration)
  }

  /// Runs the window's clock until nothing is scheduled: every animation and queued operation
  /// completes. UIKit has no counterpart.
  ///
  /// - Returns: `nil`, or the diagnostic of a refused run.
  @discardableResult
  public func composeRunUntilIdle() -> Diagnostic? {
    engineWindow.runUntilIdle()
  }
}

extension Window {
  /// The ``UIWindow`` whose engine window this is, found through its root view controller.
  var facade: UIWindow? {
    representedObject as? UIWindow
      ?? rootComponent.flatMap(ControllerLink.of)?.controller?.hostingWindow
  }
}
