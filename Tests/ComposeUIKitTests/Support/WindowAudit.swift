#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import ComposeUIKitTesting
#endif

/// The end-of-test check of a test written to run on Apple's UIKit too, over the window it shows.
///
/// On ComposeUIKit it is the project's own ``LifecycleHarness`` wrapping the window: at
/// ``finish()`` (or when it is released) it fails the test for every diagnostic Compose reported
/// and every finding of the lifecycle auditor, and it keeps the window alive until then. Apple's
/// UIKit has neither, so there it only keeps the window alive, and the test's own expectations,
/// which state what UIKit prints, are the check.
@MainActor
final class WindowAudit {
  /// The window, kept alive until the test ends.
  let window: UIWindow
  #if !os(iOS)
    /// The harness that checks it (ComposeUIKit only): a test that provokes a diagnostic or a
    /// finding on purpose declares it here.
    let harness: LifecycleHarness
  #endif

  init(
    _ window: UIWindow, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.window = window
    #if !os(iOS)
      harness = LifecycleHarness(
        window: window, fileID: fileID, filePath: filePath, line: line, column: column)
    #endif
  }

  /// A window showing `root`, as `UIWindow.showing(_:frame:)` makes it, checked from before
  /// `root` loads: the harness is attached before the window is shown.
  ///
  /// - Parameters:
  ///   - root: The window's root view controller.
  ///   - frame: The window's frame: an iPhone 15's screen by default.
  static func showing(
    _ root: UIViewController, frame: CGRect = UIWindow.iPhone15Screen,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) -> WindowAudit {
    let audit = WindowAudit(
      UIWindow(frame: frame), fileID: fileID, filePath: filePath, line: line, column: column)
    audit.window.show(root)
    return audit
  }

  /// The end of the test: on ComposeUIKit, the harness's last checkpoint and its check of what
  /// was reported.
  func finish(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    #if !os(iOS)
      harness.finish(fileID: fileID, filePath: filePath, line: line, column: column)
    #endif
  }

  // Nonisolated, so that the harness's end-of-test check runs where the test released it (see
  // `LifecycleHarness`).
  deinit {}
}
