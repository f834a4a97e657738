import Foundation

/// A service the share sheet offers (UIKit's `UIActivity`). Subclass it for an app's own service;
/// nothing performs it headless.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// A kind of service (UIKit's `UIActivity.ActivityType`).
  public struct ActivityType: Hashable, RawRepresentable, Sendable {
    /// The raw value.
    public let rawValue: String

    /// Creates a type from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a type from its raw value (UIKit's `init(_:)`).
    ///
    /// - Parameter rawValue: The raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Posting to Facebook.
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    /// Posting to Twitter.
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    /// Sending a message.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Sending mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Printing.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Copying to the pasteboard.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assigning to a contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Saving to the camera roll.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adding to the reading list.
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Opening in Books.
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Marking up as PDF.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }

  /// The service's type (UIKit's `activityType`); `nil` by default.
  open var activityType: ActivityType? { nil }
  /// The service's title (UIKit's `activityTitle`); `nil` by default.
  open var activityTitle: String? { nil }
  /// The service's image (UIKit's `activityImage`); `nil` by default.
  open var activityImage: UIImage? { nil }
}

/// The share sheet (UIKit's `UIActivityViewController`), presented modally. Presenting and
/// dismissing it follow the contract as any view controller's (contract §5); its services are
/// not modelled. A test stands for the user with ``composeFinish(activityType:completed:)``,
/// which dismisses the sheet and then calls ``completionWithItemsHandler``, as UIKit does once
/// the sheet is gone.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// What a finished share sheet reports (UIKit's
  /// `UIActivityViewController.CompletionWithItemsHandler`).
  public typealias CompletionWithItemsHandler = (
    _ activityType: UIActivity.ActivityType?, _ completed: Bool, _ returnedItems: [Any]?,
    _ activityError: (any Error)?
  ) -> Void

  /// The items shared (UIKit's `init` parameter `activityItems`).
  public let activityItems: [Any]
  /// The app's own services (UIKit's `init` parameter `applicationActivities`).
  public let applicationActivities: [UIActivity]?
  /// The services not offered (UIKit's `excludedActivityTypes`). Stored only.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called once the sheet is dismissed, with the service used (UIKit's
  /// `completionWithItemsHandler`).
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  /// Creates a share sheet (UIKit's `init(activityItems:applicationActivities:)`).
  ///
  /// - Parameters:
  ///   - activityItems: The items to share.
  ///   - applicationActivities: The app's own services.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// Compose reads no archives (UIKit's `init(coder:)`): returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The headless end of the share (not UIKit API): dismisses the sheet, then calls
  /// ``completionWithItemsHandler`` with `activityType` and `completed` (cancelled: `nil` and
  /// `false`).
  ///
  /// - Parameters:
  ///   - activityType: The service the user chose, `nil` when they cancelled.
  ///   - completed: Whether the service did its work.
  public func composeFinish(activityType: UIActivity.ActivityType?, completed: Bool) {
    let handler = completionWithItemsHandler
    dismiss(animated: true) { handler?(activityType, completed, nil, nil) }
  }
}
