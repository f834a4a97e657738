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
    /// The harness that checks it.
    private let harness: LifecycleHarness
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
