import Compose
import ComposeTesting
import ComposeUIKit
import Foundation

/// A visible `UIWindow` whose engine window a `LifecycleHarness` watches: the test fails on any
/// diagnostic or audit finding it did not declare.
@MainActor
struct ListTestWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let harness: LifecycleHarness
  /// Records callbacks and list events, without `loadView` and view placement.
  let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)

  init(
    root: UIViewController, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    harness = LifecycleHarness(
      wrapping: window.composeWindow, fileID: fileID, filePath: filePath, line: line,
      column: column)
    window.composeWindow.addObserver(recorder)
    window.rootViewController = root
    window.makeKeyAndVisible()
  }

  /// The callback traces since the last reset, list events included.
  var traces: [String] { recorder.traces }

  /// The traces (since the last reset) of the components whose names start with `prefix`.
  func traces(of prefix: String) -> [String] {
    traces.filter { $0.hasPrefix(prefix) }
  }

  func reset() { recorder.reset() }
}
