import Foundation

/// A reusable view for a table section's header or footer (UIKit's
/// `UITableViewHeaderFooterView`). Inert: Compose lays out no section headers or footers, so a
/// table never asks its delegate for one (`tableView(_:viewForHeaderInSection:)`); the view, its
/// ``contentView`` and labels are built as in UIKit so that code registering, dequeuing and
/// configuring them compiles and runs.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier of the reuse queue, or `nil` (UIKit's `reuseIdentifier`).
  public let reuseIdentifier: String?
  /// The view the header's content is added to (UIKit's `contentView`).
  public let contentView: UIView
  /// A view behind the content. Stored only.
  open var backgroundView: UIView?
  /// The background's configuration (UIKit's `backgroundConfiguration`, iOS 14). Stored: kept
  /// and read back; Compose draws nothing.
  public var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether the background configuration follows the view's state (UIKit's
  /// `automaticallyUpdatesBackgroundConfiguration`). Stored: Compose styles no states.
  public var automaticallyUpdatesBackgroundConfiguration = true
  private var textLabelStorage: UILabel?
  private var detailTextLabelStorage: UILabel?

  /// Creates a header or footer view for the reuse queue `reuseIdentifier` (UIKit's
  /// `init(reuseIdentifier:)`).
  ///
  /// - Parameter reuseIdentifier: The reuse queue, or `nil` for a view that is never reused.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView(frame: .zero)
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    contentView.composeView.traceName = "contentView"
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a header or footer view from a xib (UIKit's `init(coder:)`): a
  /// `<tableViewHeaderFooterView>` with its reuse identifier, or a view whose custom class is
  /// a subclass; the archive's content view's subviews go in ``contentView``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    reuseIdentifier = (coder as? ArchiveCoder)?.object["reuseIdentifier"]
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    frame = CGRect(x: 0, y: 0, width: 320, height: 28)
    contentView.composeView.traceName = "contentView"
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a registered header or footer view (not UIKit API: what UIKit does when it makes a
  /// registered class's view, as ``UITableViewCell/init(composeReuseIdentifier:)`` for cells).
  ///
  /// - Parameter identifier: The reuse identifier it was registered for.
  public required convenience init(composeReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// The primary label, created in ``contentView`` on first use (UIKit's `textLabel`,
  /// deprecated there for content configurations).
  open var textLabel: UILabel? {
    if let textLabelStorage { return textLabelStorage }
    let label = UILabel(frame: .zero)
    contentView.addSubview(label)
    textLabelStorage = label
    return label
  }

  /// The secondary label, created in ``contentView`` on first use (UIKit's `detailTextLabel`).
  open var detailTextLabel: UILabel? {
    if let detailTextLabelStorage { return detailTextLabelStorage }
    let label = UILabel(frame: .zero)
    contentView.addSubview(label)
    detailTextLabelStorage = label
    return label
  }

  /// Called before a dequeued view is handed out again (UIKit's `prepareForReuse()`). Compose
  /// keeps no queue of header views, so it never calls it; the base does nothing.
  open func prepareForReuse() {}
}
