import ComposeUIKit
import Foundation
import Testing

// Gesture recognizers from the app's files (GestureRecognizerArchives.swift): made through
// `init(coder:)` with what the attributes inspector writes, attached to their views by the
// views' `gestureRecognizers` outlet collections and connected with the other outlets, before
// `awakeFromNib()` and `viewDidLoad()` (UIKit's nib loading order); their actions are
// target-actions to the scene's view controller or to File's Owner, and a segue from a
// recognizer runs when it recognizes, with the recognizer as sender (Apple's
// `prepare(for:sender:)`: the sender is the object that caused the segue).

@MainActor
@Suite struct GestureRecognizerFileTests {
  private func album() throws -> (UINavigationController, AlbumPhotoViewController, ComposeArchives)
  {
    let archives = ComposeArchives()
    let navigation = try #require(
      archives.run { UIStoryboard(name: "Album", bundle: nil).instantiateInitialViewController() }
        as? UINavigationController)
    let photo = try #require(navigation.viewControllers.first as? AlbumPhotoViewController)
    archives.run { photo.loadViewIfNeeded() }
    return (navigation, photo, archives)
  }

  @Test func aSceneRecognizersAreAttachedToTheirViewsAndConnectedBeforeViewDidLoad() throws {
    let (_, photo, archives) = try album()
    let photoView = try #require(photo.photoView)
    #expect(photo.log.first == "viewDidLoad recognizers 3")
    let recognizers = try #require(photoView.gestureRecognizers)
    #expect(recognizers.count == 3)
    #expect(recognizers.allSatisfy { $0.view === photoView })
    #expect(recognizers.contains { $0 === photo.doubleTap })
    #expect(photo.view.gestureRecognizers?.count == 2)
    #expect(photo.swipe?.view === photo.view)
    #expect(photo.edgePan?.view === photo.view)
    #expect(archives.diagnostics.isEmpty, "\(archives.diagnostics)")
  }

  @Test func aRecognizerHasTheSettingsOfTheAttributesInspector() throws {
    let (_, photo, _) = try album()
    let doubleTap = try #require(photo.doubleTap)
    #expect(doubleTap.numberOfTapsRequired == 2)
    #expect(doubleTap.cancelsTouchesInView == false)
    #expect(doubleTap.delegate === photo)
    let press = try #require(
      photo.photoView?.gestureRecognizers?.first { $0 is UILongPressGestureRecognizer }
        as? UILongPressGestureRecognizer)
    #expect(press.minimumPressDuration == 0.8)
    #expect(press.allowableMovement == 12)
    #expect(photo.swipe?.direction == .left)
    #expect(photo.swipe?.isEnabled == false)
    #expect(photo.edgePan?.edges == .left)
  }

  @Test func aRecognizerSendsItsActionToTheSceneViewControllerWithItselfAsSender() throws {
    let (_, photo, _) = try album()
    let doubleTap = try #require(photo.doubleTap)
    #expect(doubleTap.composeRecognize())
    let press = try #require(
      photo.photoView?.gestureRecognizers?.first { $0 is UILongPressGestureRecognizer })
    #expect(press.composeRecognize(.began))
    #expect(photo.log.dropFirst() == ["photoDoubleTapped 2 true", "photoLongPressed began"])
  }

  @Test func aRecognizerWhoseDelegateRefusesOrThatIsDisabledSendsNothing() throws {
    let (_, photo, _) = try album()
    photo.allowsGestures = false
    #expect(photo.doubleTap?.composeRecognize() == false)
    #expect(photo.swipe?.composeRecognize() == false)
    #expect(photo.log.count == 1)
  }

  @Test func aSegueFromARecognizerRunsWhenItRecognizesWithTheRecognizerAsSender() throws {
    let (navigation, photo, archives) = try album()
    let tap = try #require(
      photo.photoView?.gestureRecognizers?.first {
        ($0 as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
      })
    archives.run { _ = tap.composeRecognize() }
    #expect(
      photo.log.dropFirst() == ["shouldPerformSegue showDetails true", "prepare showDetails true"])
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.viewControllers.last?.navigationItem.title == "Details")
  }

  @Test func aViewOfTheSceneDockIsMadeForItsOutletOutsideTheHierarchy() throws {
    let (_, photo, _) = try album()
    let overlay = try #require(photo.captionOverlay)
    #expect(overlay.superview == nil)
    #expect(overlay.frame.size == CGSize(width: 240, height: 128))
  }

  @Test func aXibRecognizerIsATopLevelObjectSendingItsActionToFileOwner() throws {
    let archives = ComposeArchives()
    let panel = StickerPanelViewController(nibName: "StickerPanel", bundle: nil)
    archives.run { panel.loadViewIfNeeded() }
    let tap = try #require(panel.stickerTap)
    #expect(tap.view === panel.view)
    #expect(panel.view.gestureRecognizers?.count == 2)
    #expect(tap.composeRecognize())
    #expect(panel.log == ["stickerTapped"])
    let objects = archives.run {
      UINib(nibName: "StickerPanel", bundle: nil).instantiate(withOwner: nil)
    }
    #expect(objects.count == 3)
    #expect(objects.dropFirst().allSatisfy { $0 is UIGestureRecognizer })
  }

  @Test func aRecognizerActionToFirstResponderIsReportedNotConnected() throws {
    let archives = ComposeArchives()
    let panel = StickerPanelViewController(nibName: "StickerPanel", bundle: nil)
    archives.run { panel.loadViewIfNeeded() }
    let reports = archives.diagnostics.filter { $0.message.contains("copy:") }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("<swipeGestureRecognizer id=\"stu-00-001\">") == true)
    #expect(
      reports.first?.path.hasPrefix("ComposeUIKitTests/StickerPanel.xib:26:") == true, "\(reports)")
    let swipe = try #require(panel.view.gestureRecognizers?.last)
    #expect(swipe.composeRecognize())
    #expect(panel.log.isEmpty)
  }
}
