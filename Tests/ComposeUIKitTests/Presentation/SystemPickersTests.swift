import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The image picker and the share sheet as Apple documents them: presented modally; the picker's
// delegate is told what was picked (and dismisses it, as Apple asks), a cancel without a delegate
// method of its own dismisses it; the share sheet's completion handler runs once it is dismissed.

private final class ProfileViewController: UIViewController, UIImagePickerControllerDelegate,
  UINavigationControllerDelegate
{
  var picked: UIImage?
  var log: [String] = []

  func choosePhoto() {
    let picker = UIImagePickerController()
    picker.sourceType = .photoLibrary
    picker.allowsEditing = true
    picker.delegate = self
    present(picker, animated: true)
  }

  func share(_ text: String) {
    let sheet = UIActivityViewController(activityItems: [text], applicationActivities: nil)
    sheet.excludedActivityTypes = [.airDrop]
    sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
      self?.log.append("shared \(type?.rawValue ?? "nothing") \(completed)")
      self?.log.append("presented \(self?.presentedViewController != nil)")
    }
    present(sheet, animated: true)
  }

  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    picked = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
    picker.dismiss(animated: true)
  }
}

@MainActor
@Suite struct SystemPickersTests {
  @Test func aPickedImageReachesTheDelegateWhichDismissesThePicker() throws {
    let profile = ProfileViewController()
    let audit = WindowAudit.showing(profile)
    let window = audit.window
    profile.choosePhoto()
    window.composeRunUntilIdle()
    let picker = try #require(profile.presentedViewController as? UIImagePickerController)
    #expect(picker.sourceType == .photoLibrary)
    let photo = UIImage(named: "beach")
    picker.composePick([.originalImage: photo as Any])
    window.composeRunUntilIdle()
    #expect(profile.picked === photo)
    #expect(profile.presentedViewController == nil)
    audit.finish()
  }

  @Test func aCancelWithoutADelegateMethodDismissesThePicker() throws {
    let profile = ProfileViewController()
    let audit = WindowAudit.showing(profile)
    let window = audit.window
    profile.choosePhoto()
    window.composeRunUntilIdle()
    let picker = try #require(profile.presentedViewController as? UIImagePickerController)
    picker.composeCancel()
    window.composeRunUntilIdle()
    #expect(profile.presentedViewController == nil)
    #expect(profile.picked == nil)
    audit.finish()
  }

  @Test func thereIsNoCameraHeadless() {
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
  }

  @Test func theShareSheetsHandlerRunsOnceItIsDismissed() throws {
    let profile = ProfileViewController()
    let audit = WindowAudit.showing(profile)
    let window = audit.window
    profile.share("Hello")
    window.composeRunUntilIdle()
    let sheet = try #require(profile.presentedViewController as? UIActivityViewController)
    #expect(sheet.activityItems.first as? String == "Hello")
    sheet.composeFinish(activityType: .copyToPasteboard, completed: true)
    #expect(profile.log.isEmpty)
    window.composeRunUntilIdle()
    #expect(
      profile.log == ["shared com.apple.UIKit.activity.CopyToPasteboard true", "presented false"])
    audit.finish()
  }
}
