#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Fails the test that is running, under whichever framework runs it (as xctest-dynamic-overlay's
/// `reportIssue` does): Swift Testing's `Issue.record` when a Swift Testing test is current,
/// XCTest's `XCTFail` otherwise.
///
/// The framework is decided when the reporter is made, inside the test: the end-of-test check of
/// a ``LifecycleHarness`` runs from its `deinit`, where Swift Testing's current test is no longer
/// known, and must still go to the right framework.
struct FailureReporter: Sendable {
  private let underSwiftTesting: Bool

  init() {
    #if canImport(Testing)
      underSwiftTesting = Test.current != nil
    #else
      underSwiftTesting = false
    #endif
  }

  /// Records a failure with `message` at `location`.
  func fail(_ message: String, at location: TestLocation) {
    #if canImport(Testing)
      if underSwiftTesting {
        Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: location.filePath, line: UInt(location.line))
    #else
      print("\(location): error: \(message)")
    #endif
  }
}
