import Foundation

/// A view that lines up its arranged subviews (UIKit's `UIStackView`).
///
/// The arrangement is kept as in UIKit: ``addArrangedSubview(_:)`` also adds the view as a
/// subview, ``removeArrangedSubview(_:)`` leaves it a subview, and a view removed from the stack
/// view leaves ``arrangedSubviews``. Placing a view controller's view in an appeared stack view
/// makes it appear, like any `addSubview(_:)` (contract §3). The layout itself is inert: Compose
/// has no Auto Layout, so ``axis``, ``spacing``, ``alignment`` and ``distribution`` are stored
/// and frames change only when set.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How the arranged views are placed across the axis (UIKit's `UIStackView.Alignment`, with its
  /// raw values; `top` is `leading` and `bottom` is `trailing`, as in UIKit). Inert.
  public enum Alignment: Int, Hashable, Sendable {
    /// Stretched to fill the stack view across the axis.
    case fill = 0
    /// Aligned to the leading edge (or the top, for a horizontal stack).
    case leading = 1
    /// Aligned on the first baseline.
    case firstBaseline = 2
    /// Centred.
    case center = 3
    /// Aligned to the trailing edge (or the bottom, for a horizontal stack).
    case trailing = 4
    /// Aligned on the last baseline.
    case lastBaseline = 5

    /// Aligned to the top of a horizontal stack: ``leading``.
    public static var top: Alignment { .leading }
    /// Aligned to the bottom of a horizontal stack: ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// How the arranged views share the axis (UIKit's `UIStackView.Distribution`). Inert.
  public enum Distribution: Int, Hashable, Sendable {
    /// The views fill the axis, resized by their priorities.
    case fill = 0
    /// The views have the same size.
    case fillEqually = 1
    /// The views are sized in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// The spaces between the views are equal.
    case equalSpacing = 3
    /// The distances between the views' centres are equal.
    case equalCentering = 4
  }

  /// Storage of ``arrangedSubviews``.
  private var arranged: [UIView] = []

  /// The views the stack view lines up, in order: a subset of ``UIView/subviews``.
  open var arrangedSubviews: [UIView] { arranged }
  /// The axis along which the views are lined up (UIKit's default: horizontal). Inert.
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// The space between adjacent views. Inert.
  open var spacing: CGFloat = 0
  /// How the views are placed across the axis. Inert.
  open var alignment: Alignment = .fill
  /// How the views share the axis. Inert.
  open var distribution: Distribution = .fill
  /// Whether the views are laid out within the layout margins. Inert.
  open var isLayoutMarginsRelativeArrangement = false
  /// Whether the views are placed by their text baselines. Inert.
  open var isBaselineRelativeArrangement = false

  /// Creates a stack view with a zero frame arranging `views` (UIKit's
  /// `init(arrangedSubviews:)`).
  ///
  /// - Parameter views: The views to arrange, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates an empty stack view.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the view from an archive (UIKit's `init(coder:)`): the archive's attributes are
  /// set after it returns.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Appends `view` to ``arrangedSubviews``, adding it as a subview if it is not one.
  ///
  /// - Parameter view: The view to arrange.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arranged.count)
  }

  /// Inserts `view` in ``arrangedSubviews`` at `stackIndex`, adding it as a subview if it is not
  /// one; an index out of range does nothing (reported), where UIKit throws.
  ///
  /// - Parameters:
  ///   - view: The view to arrange.
  ///   - stackIndex: Its position in ``arrangedSubviews``.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arranged.removeAll { $0 === view }
    guard (0...arranged.count).contains(stackIndex) else {
      print(
        "ComposeUIKit: UIStackView.insertArrangedSubview(_:at: \(stackIndex)) is out of range "
          + "0...\(arranged.count); the view is not arranged")
      return
    }
    arranged.insert(view, at: stackIndex)
    if view.superview !== self { addSubview(view) }
  }

  /// Removes `view` from ``arrangedSubviews``; as in UIKit, it stays a subview until removed
  /// from its superview.
  ///
  /// - Parameter view: The view to stop arranging.
  open func removeArrangedSubview(_ view: UIView) {
    arranged.removeAll { $0 === view }
  }

  /// A subview leaving the stack view also leaves ``arrangedSubviews``, as in UIKit.
  ///
  /// - Parameter subview: The view about to leave.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    arranged.removeAll { $0 === subview }
  }
}
