import ComposeUIKit
import Foundation
import Testing

@Suite struct LayoutFrameTests {
  /// Written as UIKit code sizes a collection's items from the safe area.
  final class GalleryViewController: UIViewController {
    var itemWidth: CGFloat = 0

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      itemWidth = view.safeAreaLayoutGuide.layoutFrame.width / 3
    }
  }

  @Test func theSafeAreaFrameIsTheBoundsAndTheMarginsFrameIsInset() {
    let gallery = GalleryViewController()
    let audit = WindowAudit.showing(gallery, frame: UIScreen.main.bounds)
    let window = audit.window
    window.composeRunUntilIdle()
    let bounds = gallery.view.bounds
    #expect(gallery.view.safeAreaLayoutGuide.layoutFrame == bounds)
    #expect(gallery.itemWidth == bounds.width / 3)

    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    card.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 160, height: 80))
    audit.finish()
  }

  @Test func aGuideOfUserCodeIsNotSolved() {
    #expect(UILayoutGuide().layoutFrame == .zero)
  }
}
