import Foundation

/// The system's photo library and camera picker (UIKit's `UIImagePickerController`), a navigation
/// controller presented modally. Presenting and dismissing it follow the contract as any view
/// controller's (contract §5); the system's screens inside it are not modelled, so its stack is
/// empty. A test stands for the user with ``composePick(_:)`` and ``composeCancel()``, which tell
/// the ``UINavigationController/delegate`` as UIKit does (it must also be a
/// ``UIImagePickerControllerDelegate``). Only the photo library and the saved photos album are
/// available: there is no camera headless.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where the picker takes media from (UIKit's `UIImagePickerController.SourceType`).
  public enum SourceType: Int, Hashable, Sendable {
    /// The photo library.
    case photoLibrary
    /// The camera.
    case camera
    /// The saved photos album.
    case savedPhotosAlbum
  }

  /// Which camera (UIKit's `UIImagePickerController.CameraDevice`). Stored only.
  public enum CameraDevice: Int, Hashable, Sendable {
    /// The back camera.
    case rear
    /// The front camera.
    case front
  }

  /// What the camera captures (UIKit's `UIImagePickerController.CameraCaptureMode`). Stored only.
  public enum CameraCaptureMode: Int, Hashable, Sendable {
    /// Still photos.
    case photo
    /// Movies.
    case video
  }

  /// A key of the dictionary a pick passes to the delegate (UIKit's
  /// `UIImagePickerController.InfoKey`).
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    /// The raw value.
    public let rawValue: String

    /// Creates a key from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The picked image, a ``UIImage`` (UIKit's `originalImage`).
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The edited image, a ``UIImage`` (UIKit's `editedImage`).
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The crop rectangle, a `CGRect` (UIKit's `cropRect`).
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// The media's type identifier, a `String` (UIKit's `mediaType`).
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// A movie's file URL (UIKit's `mediaURL`).
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// An image's file URL (UIKit's `imageURL`).
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    /// An image's metadata, a dictionary (UIKit's `mediaMetadata`).
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
  }

  /// Where media comes from (UIKit's `sourceType`).
  open var sourceType = SourceType.photoLibrary
  /// The media types offered (UIKit's `mediaTypes`); images by default. Stored only.
  open var mediaTypes = ["public.image"]
  /// Whether the user may edit the pick (UIKit's `allowsEditing`). Stored only.
  open var allowsEditing = false
  /// Which camera (UIKit's `cameraDevice`). Stored only.
  open var cameraDevice = CameraDevice.rear
  /// What the camera captures (UIKit's `cameraCaptureMode`). Stored only.
  open var cameraCaptureMode = CameraCaptureMode.photo
  /// Whether the camera's controls show (UIKit's `showsCameraControls`). Stored only.
  open var showsCameraControls = true

  /// Creates a picker of the photo library (UIKit's `init()`).
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a picker from an archive (UIKit's `init(coder:)`; see
  /// ``UIViewController/init(coder:)``).
  ///
  /// - Parameter aDecoder: The archive.
  public required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  /// Whether `sourceType` can be used (UIKit's `isSourceTypeAvailable(_:)`): the photo library
  /// and the saved photos album; there is no camera headless.
  ///
  /// - Parameter sourceType: The source.
  /// - Returns: Whether it is available.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
    sourceType != .camera
  }

  /// The media types `sourceType` offers (UIKit's `availableMediaTypes(for:)`): images and movies
  /// where the source is available, `nil` otherwise.
  ///
  /// - Parameter sourceType: The source.
  /// - Returns: The type identifiers.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
  }

  /// Whether a camera is available (UIKit's `isCameraDeviceAvailable(_:)`): never, headless.
  ///
  /// - Parameter cameraDevice: The camera.
  /// - Returns: `false`.
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

  /// The headless pick (not UIKit API): tells the delegate
  /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with `info`, as UIKit does when
  /// the user chooses media. The delegate dismisses the picker, as Apple asks it to.
  ///
  /// - Parameter info: What was picked, such as `[.originalImage: image]`.
  public func composePick(_ info: [InfoKey: Any]) {
    pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
  }

  /// The headless cancel (not UIKit API): tells the delegate `imagePickerControllerDidCancel(_:)`,
  /// whose default dismisses the picker.
  public func composeCancel() {
    if let pickerDelegate {
      pickerDelegate.imagePickerControllerDidCancel(self)
    } else {
      dismiss(animated: true)
    }
  }

  private var pickerDelegate: (any UIImagePickerControllerDelegate)? {
    delegate as? any UIImagePickerControllerDelegate
  }
}

/// Told what the user picked or that they cancelled (UIKit's `UIImagePickerControllerDelegate`).
/// Both methods have defaults, as UIKit's are optional: picking does nothing, cancelling
/// dismisses the picker.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// The user chose media (UIKit's `imagePickerController(_:didFinishPickingMediaWithInfo:)`).
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - info: What was picked.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])

  /// The user cancelled (UIKit's `imagePickerControllerDidCancel(_:)`).
  ///
  /// - Parameter picker: The picker.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  /// Does nothing.
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}

  /// Dismisses the picker.
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}
