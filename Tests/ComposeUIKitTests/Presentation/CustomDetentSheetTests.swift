import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A tip sheet with a custom detent (iOS 16) that an "Expand" button moves to the large detent
// inside `animateChanges`; a full-screen player has no sheet presentation controller.

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let tip = UISheetPresentationController.Detent.Identifier("tip")
}

private final class TipViewController: UIViewController {
  func expand() {
    sheetPresentationController?.animateChanges {
      sheetPresentationController?.selectedDetentIdentifier = .large
    }
  }
}

@MainActor
@Suite struct CustomDetentSheetTests {
  @Test func aCustomDetentKeepsItsIdentifierAndExpandSelectsLarge() {
    let tip = TipViewController()
    guard let sheet = tip.sheetPresentationController else {
      Issue.record("a sheet-style view controller has a sheet presentation controller")
      return
    }
    sheet.detents = [
      .custom(identifier: .tip) { context in context.maximumDetentValue * 0.25 }, .large(),
    ]
    sheet.selectedDetentIdentifier = .tip
    #expect(sheet.detents.first?.identifier == .tip)
    tip.expand()
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(tip.presentationController === sheet)
  }

  @Test func aFullScreenPresentationHasNoSheet() {
    let player = UIViewController()
    player.modalPresentationStyle = .fullScreen
    #expect(player.sheetPresentationController == nil)
  }
}
