import Compose
import Foundation

/// An item's view in a ``UICollectionView`` (UIKit's `UICollectionViewCell`): open, subclass it
/// as in UIKit and put the item's content in ``contentView``.
///
/// The collection view makes registered cells with
/// ``UICollectionReusableView/init(composeReuseIdentifier:)``, which calls
/// `init(frame:)`, so a subclass's override of `init(frame:)` runs, as in UIKit. A subclass that
/// declares other designated initializers and does not override `init(frame:)` must implement
/// ``UICollectionReusableView/init(composeReuseIdentifier:)`` too (Swift's rule for required
/// initializers).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView, ReusableCellFacade {
  /// The view that holds the item's content (UIKit's `contentView`), as large as the cell.
  public let contentView: UIView
  /// Inert (UIKit's `backgroundView`): stored, not placed.
  open var backgroundView: UIView?
  /// Inert (UIKit's `selectedBackgroundView`): stored, not placed.
  open var selectedBackgroundView: UIView?

  /// Whether the cell shows a selected item (UIKit's `isSelected`). The collection view sets it
  /// before the cell's `willDisplay` and whenever its item's selection changes; a subclass may
  /// override it with a `didSet`.
  open var isSelected = false
  /// Whether the cell is highlighted (UIKit's `isHighlighted`). Stored: Compose has no touches.
  open var isHighlighted = false

  /// The content's configuration (UIKit's `contentConfiguration`, iOS 14). Stored: kept and read
  /// back; Compose draws nothing.
  open var contentConfiguration: (any UIContentConfiguration)?
  /// The background's configuration (UIKit's `backgroundConfiguration`, iOS 14). Stored: kept
  /// and read back; Compose draws nothing. Setting a configuration sets ``UIView/backgroundColor``,
  /// ``backgroundView`` and ``selectedBackgroundView`` to `nil`, as in UIKit (the two ways of
  /// styling a background exclude each other).
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet {
      guard backgroundConfiguration != nil else { return }
      backgroundColor = nil
      backgroundView = nil
      selectedBackgroundView = nil
    }
  }
  /// Whether the background configuration follows the cell's state (UIKit's
  /// `automaticallyUpdatesBackgroundConfiguration`). Stored: Compose styles no states.
  public var automaticallyUpdatesBackgroundConfiguration = true

  /// Creates a cell with `frame` (UIKit's `init(frame:)`).
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    let cell = ListCell.facadeCell(of: Self.self, reuseIdentifier: nil, frame: frame)
    contentView = UIView(composeEngineView: cell.contentView)
    // UICollectionReusableView.init?(coder:) with an EngineViewCoder never fails.
    super.init(coder: EngineViewCoder(cell))!
  }

  /// Creates a cell from an archive (UIKit's `init(coder:)`): with the archive's
  /// `reuseIdentifier` and a content view; the archive's attributes and the content view's
  /// subviews are set after it returns.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    let cell = ListCell.facadeCell(of: Self.self, reuseIdentifier: nil, frame: .zero)
    contentView = UIView(composeEngineView: cell.contentView)
    super.init(coder: EngineViewCoder(cell))
    reuseIdentifier = (coder as? ArchiveCoder)?.object["reuseIdentifier"]
  }

  /// The frame (UIKit's `frame`); the content view follows its size, as in UIKit.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      contentView.frame = CGRect(origin: .zero, size: newValue.size)
    }
  }

  func applySelection(_ selected: Bool) {
    if selected != isSelected { isSelected = selected }
  }
}
