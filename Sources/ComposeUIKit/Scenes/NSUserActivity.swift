import Foundation

#if !canImport(Darwin)
  /// What the user was doing, for Handoff, search and state restoration (Foundation's
  /// `NSUserActivity`, which Foundation on Linux lacks; on Apple platforms Foundation's own is
  /// used). Stored only: nothing is advertised, indexed or handed off; ``becomeCurrent()``,
  /// ``resignCurrent()`` and ``invalidate()`` change nothing but what they are documented to.
  open class NSUserActivity: NSObject {
    /// The activity's type, usually a reverse-DNS string listed in the app's `Info.plist`
    /// (Foundation's `activityType`).
    public let activityType: String
    /// A title shown to the user (Foundation's `title`).
    open var title: String?
    /// The data the activity carries (Foundation's `userInfo`).
    open var userInfo: [AnyHashable: Any]?
    /// The keys of ``userInfo`` needed to restore the activity (Foundation's
    /// `requiredUserInfoKeys`).
    open var requiredUserInfoKeys: Set<String>?
    /// Whether it may be handed off to another device (Foundation's `isEligibleForHandoff`);
    /// `true` by default.
    open var isEligibleForHandoff = true
    /// Whether it may be indexed on the device (Foundation's `isEligibleForSearch`).
    open var isEligibleForSearch = false
    /// Whether it may be indexed publicly (Foundation's `isEligibleForPublicIndexing`).
    open var isEligibleForPublicIndexing = false
    /// Whether the system may suggest it (Foundation's `isEligibleForPrediction`).
    open var isEligibleForPrediction = false
    /// The web page to open where the app is not installed (Foundation's `webpageURL`).
    open var webpageURL: URL?
    /// The page the activity came from (Foundation's `referrerURL`).
    open var referrerURL: URL?
    /// When the activity stops being useful (Foundation's `expirationDate`).
    open var expirationDate: Date?
    /// Search keywords (Foundation's `keywords`).
    open var keywords: Set<String> = []
    /// An identifier to delete the activity by later (Foundation's `persistentIdentifier`).
    open var persistentIdentifier: String?
    /// An identifier of the content, to choose a scene by (Foundation's
    /// `targetContentIdentifier`).
    open var targetContentIdentifier: String?
    /// Whether the activity's state should be brought up to date before it is sent (Foundation's
    /// `needsSave`).
    open var needsSave = false
    /// The object told about the activity (Foundation's `delegate`); weak. Never told
    /// anything: nothing hands the activity off.
    open weak var delegate: (any NSUserActivityDelegate)?
    /// Whether ``becomeCurrent()`` was called since the last ``resignCurrent()`` (not
    /// Foundation API): the activity that would be advertised.
    public private(set) var composeIsCurrent = false
    /// Whether ``invalidate()`` was called (not Foundation API).
    public private(set) var composeIsInvalidated = false

    /// Creates an activity of `activityType` (Foundation's `init(activityType:)`).
    ///
    /// - Parameter activityType: The activity's type.
    public init(activityType: String) {
      self.activityType = activityType
      super.init()
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``, replacing those with the same keys
    /// (Foundation's `addUserInfoEntries(from:)`).
    ///
    /// - Parameter otherDictionary: The entries.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
      userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Marks the activity as the one the user is doing (Foundation's `becomeCurrent()`).
    /// Nothing is advertised; an invalidated activity stays as it is.
    open func becomeCurrent() {
      guard !composeIsInvalidated else { return }
      composeIsCurrent = true
    }

    /// Marks the activity as no longer current (Foundation's `resignCurrent()`).
    open func resignCurrent() {
      composeIsCurrent = false
    }

    /// Ends the activity for good (Foundation's `invalidate()`): it is no longer current and
    /// cannot become so.
    open func invalidate() {
      composeIsCurrent = false
      composeIsInvalidated = true
    }
  }

  /// The object told about a user activity (Foundation's `NSUserActivityDelegate`). Compose
  /// hands nothing off: no method is ever called. The defaults do nothing.
  public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be sent: bring its state up to date (Foundation's
    /// `userActivityWillSave(_:)`). Never called.
    ///
    /// - Parameter userActivity: The activity.
    func userActivityWillSave(_ userActivity: NSUserActivity)
  }

  extension NSUserActivityDelegate {
    /// Does nothing.
    ///
    /// - Parameter userActivity: The activity.
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
  }
#endif
