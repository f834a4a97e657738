import ComposeUIKit
import Foundation
import Testing

/// UIKit properties that real view code sets and reads back, with UIKit's defaults (Apple's
/// documentation), stored only; found by the compile sweep of real UIKit files.
@Suite struct StoredViewPropertiesTests {
  @Test func aViewIsOpaqueUntilToldOtherwise() {
    let badge = UIView()
    #expect(badge.isOpaque)
    badge.isOpaque = false
    #expect(!badge.isOpaque)
  }

  @Test func anAlertWindowSitsAboveNormalOnes() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.windowLevel == .normal)
    window.windowLevel = .alert + 1
    #expect(window.windowLevel.rawValue == 2001)
    #expect(UIWindow.Level.statusBar.rawValue > UIWindow.Level.normal.rawValue)
  }

  @Test func aTableAllowsOneSelectionWhileEditingByDefault() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(!table.allowsMultipleSelectionDuringEditing)
    table.allowsMultipleSelectionDuringEditing = true
    #expect(table.allowsMultipleSelectionDuringEditing)
  }

  @Test func theLayoutDirectionIsLeftToRight() {
    let isRightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
    #expect(!isRightToLeft)
  }

  @Test func theDeviceOrientationHasUIKitsTopLevelName() {
    let orientation: UIDeviceOrientation = UIDevice.current.orientation
    #expect(orientation == .portrait && orientation.isPortrait)
  }

  @Test func aDelayInSecondsBecomesNanoseconds() {
    let delay = DispatchTime.now() + Double(2 * Int64(NSEC_PER_SEC)) / Double(NSEC_PER_SEC)
    #expect(delay > DispatchTime.now())
    #expect(NSEC_PER_SEC == 1_000 * NSEC_PER_MSEC && NSEC_PER_MSEC == 1_000 * NSEC_PER_USEC)
  }
}
