import UIKit
import XCTest

@testable import MyApp

final class AppDelegateTests: XCTestCase {

  func testLaunchingSucceeds() {
    let appDelegate = AppDelegate()
    XCTAssertTrue(appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
  }
}
