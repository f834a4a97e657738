import Compose
import Foundation

/// A row's view in a ``UITableView`` (UIKit's `UITableViewCell`), recycled through the table's
/// reuse queues: open, subclass it as in UIKit.
///
/// Put the row's content in ``contentView``. Per cell (contract §6): dequeue
/// (``prepareForReuse()`` first when the cell is recycled), the data source configures it, the
/// delegate's `tableView(_:willDisplay:forRowAt:)`, …, `tableView(_:didEndDisplaying:forRowAt:)`,
/// back to the reuse queue of its ``reuseIdentifier``. A child view controller whose view is put
/// in ``contentView`` while the cell is displayed is inside the table's view, so it appears and
/// disappears with the table's view controller (contract §3 and §6).
///
/// The table makes registered cells with ``init(composeReuseIdentifier:)``, which calls
/// ``init(style:reuseIdentifier:)`` with the `.default` style, so a subclass's override of that
/// initializer runs, as in UIKit. A subclass that declares other designated initializers and does
/// not override ``init(style:reuseIdentifier:)`` must implement
/// ``init(composeReuseIdentifier:)`` too (Swift's rule for required initializers); UIKit could not
/// make such a cell from its class either.
@preconcurrency @MainActor
open class UITableViewCell: UIView, ReusableCellFacade {
  /// The identifier of the reuse queue this cell returns to (UIKit's `reuseIdentifier`); `nil`
  /// for a cell that is never reused. A nib's cell that names none gets the identifier its nib
  /// was registered for, as in UIKit.
  public var reuseIdentifier: String? {
    let identifier = engineCell.reuseIdentifier
    return identifier == ListBridge.unreusedIdentifier ? nil : identifier
  }
  /// The view that holds the row's content (UIKit's `contentView`): the cell's first subview,
  /// as large as the cell.
  public let contentView: UIView
  /// Inert (UIKit's `accessoryType`).
  open var accessoryType: AccessoryType = .none
  /// Inert (UIKit's `editingAccessoryType`).
  open var editingAccessoryType: AccessoryType = .none
  /// Inert (UIKit's `accessoryView`): stored, not placed.
  open var accessoryView: UIView?
  /// Whether the cell shows its reorder control while editing (UIKit's `showsReorderControl`).
  /// Stored only: nothing is drawn.
  open var showsReorderControl = false
  /// Inert (UIKit's `selectionStyle`).
  open var selectionStyle: SelectionStyle = .default
  /// Inert (UIKit's `backgroundView`): stored, not placed.
  open var backgroundView: UIView?
  /// Inert (UIKit's `selectedBackgroundView`): stored, not placed.
  open var selectedBackgroundView: UIView?

  /// The style, which decides the labels.
  private let cellStyle: CellStyle
  /// Storage of ``isSelected``.
  private var selectedStorage = false
  /// Storage of ``isHighlighted``.
  private var highlightedStorage = false
  /// Storage of ``textLabel``, made on first use.
  private var textLabelStorage: UILabel?
  /// Storage of ``detailTextLabel``, made on first use.
  private var detailTextLabelStorage: UILabel?
  /// Storage of ``imageView``, made on first use.
  private var imageViewStorage: UIImageView?

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

  /// Creates a cell with a standard style for the reuse queue `reuseIdentifier` (UIKit's
  /// `init(style:reuseIdentifier:)`).
  ///
  /// - Parameters:
  ///   - style: The layout of the standard labels; it decides whether there is a
  ///     ``detailTextLabel``.
  ///   - reuseIdentifier: The reuse queue, or `nil` for a cell that is never reused.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    let cell = ListCell.facadeCell(
      of: Self.self, reuseIdentifier: reuseIdentifier,
      frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView = UIView(composeEngineView: cell.contentView)
    // UIView.init?(coder:) with an EngineViewCoder never fails.
    super.init(coder: EngineViewCoder(cell))!
  }

  /// Creates a cell from an archive (UIKit's `init(coder:)`): a cell of the archive's `style`
  /// (`IBUITableViewCellStyleSubtitle` is `.subtitle`; none is `.default`), with the
  /// archive's `reuseIdentifier` and a content view, 320 by 44 points; the archive's attributes
  /// and the content view's subviews are set after it returns.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    // Only an archive's coder is asked: a plain NSCoder() decodes nothing (on Linux its keyed
    // methods trap).
    let reuseIdentifier = (coder as? ArchiveCoder)?.object["reuseIdentifier"]
    cellStyle = Self.archivedStyles[(coder as? ArchiveCoder)?.object["style"] ?? ""] ?? .default
    let cell = ListCell.facadeCell(
      of: Self.self, reuseIdentifier: reuseIdentifier,
      frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView = UIView(composeEngineView: cell.contentView)
    super.init(coder: EngineViewCoder(cell))
  }

  /// Creates a cell of the `.default` style with no reuse identifier and `frame` (UIKit's
  /// `init(frame:)`; `UITableViewCell()` comes through it): a cell made outside a table, which a
  /// data source may still return.
  ///
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    if frame != .zero { self.frame = frame }
  }

  /// Creates a registered cell of the `.default` style (not UIKit API: what UIKit does when it
  /// makes a registered class's cell).
  ///
  /// - Parameter identifier: The reuse identifier it was registered for.
  public required convenience init(composeReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// The frame (UIKit's `frame`); the content view follows its size, as in UIKit.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      contentView.frame = CGRect(origin: .zero, size: newValue.size)
    }
  }

  // MARK: Labels

  /// The main label (UIKit's `textLabel`), made in ``contentView`` on first use.
  open var textLabel: UILabel? {
    if let textLabelStorage { return textLabelStorage }
    let label = UILabel(frame: .zero)
    contentView.addSubview(label)
    textLabelStorage = label
    return label
  }

  /// The secondary label (UIKit's `detailTextLabel`), made in ``contentView`` on first use;
  /// `nil` for the `.default` style.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let detailTextLabelStorage { return detailTextLabelStorage }
    let label = UILabel(frame: .zero)
    contentView.addSubview(label)
    detailTextLabelStorage = label
    return label
  }

  /// The image view (UIKit's `imageView`), made in ``contentView`` on first use.
  open var imageView: UIImageView? {
    if let imageViewStorage { return imageViewStorage }
    let view = UIImageView(image: nil)
    contentView.addSubview(view)
    imageViewStorage = view
    return view
  }

  // MARK: Selection and reuse

  /// Whether the cell shows a selected row (UIKit's `isSelected`). The table sets it, through
  /// ``setSelected(_:animated:)``, before the cell's `willDisplay` and whenever its row's
  /// selection changes: selection belongs to the row (contract §6), so a recycled cell shown for
  /// an unselected row is not selected.
  open var isSelected: Bool {
    get { selectedStorage }
    set { setSelected(newValue, animated: false) }
  }

  /// Selects or deselects the cell (UIKit's `setSelected(_:animated:)`); a subclass overriding
  /// it calls `super`. `animated` is ignored.
  ///
  /// - Parameters:
  ///   - selected: Whether the cell is selected.
  ///   - animated: Ignored.
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedStorage = selected
  }

  /// Whether the cell is highlighted (UIKit's `isHighlighted`). Stored: Compose has no touches.
  open var isHighlighted: Bool {
    get { highlightedStorage }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Highlights or unhighlights the cell (UIKit's `setHighlighted(_:animated:)`).
  ///
  /// - Parameters:
  ///   - highlighted: Whether the cell is highlighted.
  ///   - animated: Ignored.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedStorage = highlighted
  }

  /// Called when the table takes this cell from its reuse queue for another row, before the data
  /// source configures it (UIKit's `prepareForReuse()`). Reset per-row state here; a subclass
  /// calls `super`.
  open func prepareForReuse() {}

  func applySelection(_ selected: Bool) {
    if selected != selectedStorage { setSelected(selected, animated: false) }
  }
}
