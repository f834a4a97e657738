import Compose
import Foundation

/// A container of columns side by side on a regular width, collapsed into one navigation stack
/// on a compact width (UIKit's `UISplitViewController`), with the column-style API of iOS 14
/// (``init(style:)``, ``setViewController(_:for:)``, ``show(_:)``, ``hide(_:)``) and the classic
/// one (``viewControllers``, ``UIViewController/showDetailViewController(_:sender:)`` and the
/// delegate's collapse
/// and separate methods).
///
/// The columns are children (containment and appearance as for any custom container): on a
/// regular width the columns ``displayMode`` shows have their views in the split view's view and
/// appear with it, a hidden primary column disappears; on a compact width (an iPhone, a narrow
/// iPad window) the split view is ``isCollapsed``: the column style shows the ``Column/compact``
/// view controller when one is set, else the primary column's navigation controller with the
/// secondary column's view controllers pushed on top when the delegate's
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` keeps the secondary
/// (UIKit's default); the classic style asks `splitViewController(_:collapseSecondary:onto:)`,
/// and by default pushes the secondary view controller onto a primary navigation controller.
/// Rotating or resizing across a width size class collapses or expands it then (the delegate's
/// `splitViewControllerDidCollapse(_:)`, `splitViewControllerDidExpand(_:)`,
/// `splitViewController(_:separateSecondaryFrom:)`).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The split view's column layout (UIKit's `UISplitViewController.Style`).
  public enum Style: Int, Hashable, Sendable {
    /// The classic split view, configured through ``UISplitViewController/viewControllers``.
    case unspecified = 0
    /// A primary and a secondary column.
    case doubleColumn = 1
    /// A primary, a supplementary and a secondary column.
    case tripleColumn = 2
  }

  /// A column (UIKit's `UISplitViewController.Column`).
  public enum Column: Int, Hashable, Sendable {
    /// The leading column.
    case primary = 0
    /// The middle column of a triple-column split view.
    case supplementary = 1
    /// The trailing, main column.
    case secondary = 2
    /// The view controller shown alone when the split view is collapsed.
    case compact = 3
  }

  /// How the columns are shown on a regular width (UIKit's `UISplitViewController.DisplayMode`).
  public enum DisplayMode: Int, Hashable, Sendable {
    /// Let the split view choose.
    case automatic = 0
    /// The secondary column alone.
    case secondaryOnly = 1
    /// The primary column beside the secondary.
    case oneBesideSecondary = 2
    /// The primary column over the secondary.
    case oneOverSecondary = 3
    /// The primary and supplementary columns beside the secondary.
    case twoBesideSecondary = 4
    /// The primary and supplementary columns over the secondary.
    case twoOverSecondary = 5
    /// The primary column over, the supplementary beside, the secondary.
    case twoDisplaceSecondary = 6
  }

  /// How the columns share the width (UIKit's `UISplitViewController.SplitBehavior`). Stored.
  public enum SplitBehavior: Int, Hashable, Sendable {
    /// Let the split view choose.
    case automatic = 0
    /// Columns side by side.
    case tile = 1
    /// Columns over the secondary.
    case overlay = 2
    /// Columns push the secondary aside.
    case displace = 3
  }

  /// The split view's style (UIKit's `style`).
  public let style: Style
  /// The delegate (UIKit's `delegate`); weak.
  open weak var delegate: (any UISplitViewControllerDelegate)?
  /// The display mode asked for (UIKit's `preferredDisplayMode`); `.automatic` shows the primary
  /// beside the secondary in landscape and the secondary alone in portrait.
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet { if isViewLoaded { arrangeColumns() } }
  }
  /// How the columns share the width (UIKit's `preferredSplitBehavior`). Stored only.
  open var preferredSplitBehavior: SplitBehavior = .automatic
  /// Whether the primary column is shown by a swipe (UIKit's `presentsWithGesture`). Stored
  /// only.
  open var presentsWithGesture = true
  /// The primary column's preferred width fraction (UIKit's `preferredPrimaryColumnWidthFraction`).
  /// Stored only.
  open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
  /// UIKit's `automaticDimension` for the column widths.
  public static let automaticDimension: CGFloat = -1

  /// The view controllers set for the column style, by column (the ones given, not their
  /// navigation controllers).
  private var columnControllers: [Column: UIViewController] = [:]
  /// The navigation controllers of the column style's primary, supplementary and secondary
  /// columns (a view controller that is not one is wrapped in one, as UIKit does).
  private var columnNavigations: [Column: UINavigationController] = [:]
  /// The classic style's view controllers: the primary, then the secondary.
  private var classicControllers: [UIViewController] = []
  /// The view controllers moved from the secondary column onto the primary's stack on
  /// collapse, to move back on expansion.
  private var collapsedSecondaries: [UIViewController] = []
  /// Whether the split view is collapsed.
  private var collapsedStorage = false
  /// Whether the column arrangement is under way (a reentrant call waits for it).
  private var arranging = false
  /// The size a size transition goes to, while it is told.
  private var transitionSize: CGSize?

  /// Creates a split view of `style` (UIKit's `init(style:)`).
  ///
  /// - Parameter style: The columns.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a classic split view (UIKit's `init(nibName:bundle:)`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a classic split view from an archive.
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  // MARK: Columns

  /// Sets the view controller of `column` (UIKit's `setViewController(_:for:)`): for the
  /// primary, supplementary and secondary columns a view controller that is not a navigation
  /// controller is wrapped in one; the compact column's is shown as it is when collapsed. A
  /// classic split view (``Style/unspecified``) ignores it, as UIKit does.
  ///
  /// - Parameters:
  ///   - vc: The view controller, or `nil` to empty the column.
  ///   - column: The column.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    guard style != .unspecified else { return }
    guard column != .supplementary || style == .tripleColumn else { return }
    let old = columnControllers[column]
    guard old !== vc else { return }
    if column == .compact {
      if let old, old.parent === self { removeColumn(old) }
    } else if let navigation = columnNavigations[column] {
      if navigation.parent === self { removeColumn(navigation) }
      columnNavigations[column] = nil
    }
    columnControllers[column] = vc
    if let vc, column != .compact {
      columnNavigations[column] =
        vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
    }
    if isViewLoaded { arrangeColumns() }
  }

  /// The view controller of `column` (UIKit's `viewController(for:)`): the one set, not the
  /// navigation controller that wraps it.
  ///
  /// - Parameter column: The column.
  /// - Returns: The view controller, or `nil`.
  open func viewController(for column: Column) -> UIViewController? {
    style == .unspecified ? nil : columnControllers[column]
  }

  /// The classic split view's view controllers (UIKit's `viewControllers`): the primary, then
  /// the secondary when there is one. For the column style, the navigation controllers of the
  /// columns shown. Setting it configures a classic split view.
  open var viewControllers: [UIViewController] {
    get {
      if style == .unspecified { return classicControllers }
      return [Column.primary, .supplementary, .secondary].compactMap { columnNavigations[$0] }
    }
    set {
      guard style == .unspecified else { return }
      for old in classicControllers where old.parent === self { removeColumn(old) }
      collapsedSecondaries = []
      classicControllers = Array(newValue.prefix(2))
      if isViewLoaded { arrangeColumns(resetting: true) }
    }
  }

  /// Whether only one column shows, on a compact width (UIKit's `isCollapsed`).
  open var isCollapsed: Bool { collapsedStorage }

  /// The display mode in effect (UIKit's `displayMode`): ``preferredDisplayMode``, with
  /// `.automatic` resolved (the primary beside the secondary in landscape, the secondary alone in
  /// portrait); `.secondaryOnly` while collapsed.
  open var displayMode: DisplayMode {
    if collapsedStorage { return .secondaryOnly }
    guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
    let size = transitionSize ?? viewIfLoaded?.window?.bounds.size ?? view.bounds.size
    if size.width > size.height {
      return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }
    return .secondaryOnly
  }

  /// Shows `column` (UIKit's `show(_:)`): on a regular width, a primary or supplementary column
  /// hidden by the display mode is shown beside the secondary; collapsed, the primary shows its
  /// own view controllers (the secondary's are popped off its stack) and the secondary pushes
  /// them back. The delegate's `splitViewController(_:willShow:)` is asked first.
  ///
  /// - Parameter column: The column.
  open func show(_ column: Column) {
    delegate?.splitViewController(self, willShow: column)
    if collapsedStorage {
      guard style != .unspecified, let primary = columnNavigations[.primary] else { return }
      switch column {
      case .primary where !collapsedSecondaries.isEmpty:
        if let root = primary.viewControllers.first(where: { !collapsedSecondaries.contains($0) }) {
          primary.popToViewController(root, animated: true)
        }
        returnSecondaries(to: columnNavigations[.secondary])
      case .secondary where collapsedSecondaries.isEmpty:
        moveSecondaries(onto: primary, animated: true)
      default: break
      }
      return
    }
    switch column {
    case .primary, .supplementary:
      if displayMode == .secondaryOnly {
        preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
      }
    default: break
    }
  }

  /// Hides `column` (UIKit's `hide(_:)`): on a regular width, a shown primary or supplementary
  /// column leaves (`.secondaryOnly`). The delegate's `splitViewController(_:willHide:)` is
  /// asked first.
  ///
  /// - Parameter column: The column.
  open func hide(_ column: Column) {
    delegate?.splitViewController(self, willHide: column)
    guard !collapsedStorage, column == .primary || column == .supplementary else { return }
    preferredDisplayMode = .secondaryOnly
  }

  /// Shows `vc` in the secondary column (UIKit's `showDetailViewController(_:sender:)` of a
  /// split view): the delegate's `splitViewController(_:showDetail:sender:)` may handle it;
  /// expanded, `vc` becomes the secondary view controller; collapsed, the primary navigation
  /// controller pushes it.
  ///
  /// - Parameters:
  ///   - vc: The view controller.
  ///   - sender: The sender.
  func showDetail(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    if collapsedStorage, let primary = primaryNavigation {
      primary.pushViewController(vc, animated: true)
      return
    }
    if style == .unspecified {
      var controllers = classicControllers
      if controllers.count > 1 { controllers[1] = vc } else { controllers.append(vc) }
      viewControllers = controllers
    } else {
      setViewController(vc, for: .secondary)
    }
  }

  /// The primary column's navigation controller, if it is one.
  private var primaryNavigation: UINavigationController? {
    style == .unspecified
      ? classicControllers.first as? UINavigationController : columnNavigations[.primary]
  }

  // MARK: View

  /// Makes the split view's view and arranges the columns for the traits (collapsed on a
  /// compact width).
  open override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    arrangeColumns(resetting: true)
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // Shown in a window other than the one it was arranged for (its view loads before it is
    // placed in a window).
    arrangeColumns()
  }

  /// Tells the columns, then shows the ones the new size's display mode shows (the automatic
  /// display mode follows the orientation).
  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    transitionSize = size
    defer { transitionSize = nil }
    arrangeColumns()
  }

  /// Collapses or expands when the width's size class changed.
  override func containerTraitsDidChange(from previous: Traits) {
    guard previous.horizontalSizeClass != component.traits.horizontalSizeClass, isViewLoaded
    else { return }
    arrangeColumns()
  }

  // MARK: Arrangement

  /// Makes the children and their views what the traits and the display mode say.
  private func arrangeColumns(resetting: Bool = false) {
    guard !arranging else { return }
    arranging = true
    defer { arranging = false }
    let compact = traitCollection.horizontalSizeClass != .regular
    if compact && (!collapsedStorage || resetting) {
      collapse()
    } else if !compact && (collapsedStorage || resetting) {
      expand()
    } else if !compact {
      showExpandedColumns()
    }
  }

  /// Collapses into one stack, as UIKit does on a compact width.
  private func collapse() {
    let wasCollapsed = collapsedStorage
    collapsedStorage = true
    var shown: UIViewController?
    if style == .unspecified {
      guard let primary = classicControllers.first else { return }
      shown = primary
      if classicControllers.count > 1, !wasCollapsed {
        let secondary = classicControllers[1]
        let handled =
          delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        if !handled, let navigation = primary as? UINavigationController {
          if secondary.parent === self { removeColumn(secondary) }
          let moved = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
          if let nested = secondary as? UINavigationController {
            nested.setViewControllers([], animated: false)
          }
          collapsedSecondaries = moved
          navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
        }
        classicControllers = [primary]
      }
    } else if let compactController = columnControllers[.compact] {
      shown = compactController
    } else if let primary = columnNavigations[.primary] {
      shown = primary
      let top =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
        ?? .secondary
      if top == .secondary, collapsedSecondaries.isEmpty { moveSecondaries(onto: primary) }
    }
    for child in children where child !== shown { removeColumn(child) }
    if let shown { placeColumn(shown) }
    if !wasCollapsed { delegate?.splitViewControllerDidCollapse(self) }
  }

  /// Moves the secondary column's view controllers onto the top of `primary`'s stack.
  private func moveSecondaries(onto primary: UINavigationController, animated: Bool = false) {
    guard let secondary = columnNavigations[.secondary] else { return }
    if secondary.parent === self { removeColumn(secondary) }
    let moved = secondary.viewControllers
    guard !moved.isEmpty else { return }
    secondary.setViewControllers([], animated: false)
    collapsedSecondaries = moved
    primary.setViewControllers(primary.viewControllers + moved, animated: animated)
  }

  /// Moves the view controllers collapsed onto the primary column back to `secondary`.
  private func returnSecondaries(to secondary: UINavigationController?) {
    guard let primary = primaryNavigation, !collapsedSecondaries.isEmpty else { return }
    let moved = primary.viewControllers.filter { collapsedSecondaries.contains($0) }
    collapsedSecondaries = []
    primary.setViewControllers(
      primary.viewControllers.filter { !moved.contains($0) }, animated: false)
    secondary?.setViewControllers(moved, animated: false)
  }

  /// Expands into columns, as UIKit does on a regular width.
  private func expand() {
    let wasCollapsed = collapsedStorage
    collapsedStorage = false
    if style == .unspecified {
      if wasCollapsed, let primary = classicControllers.first {
        let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
        if let separated {
          if let navigation = primary as? UINavigationController {
            navigation.setViewControllers(
              navigation.viewControllers.filter { !collapsedSecondaries.contains($0) },
              animated: false)
          }
          collapsedSecondaries = []
          classicControllers = [primary, separated]
        } else if let navigation = primary as? UINavigationController,
          !collapsedSecondaries.isEmpty
        {
          let moved = navigation.viewControllers.filter { collapsedSecondaries.contains($0) }
          navigation.setViewControllers(
            navigation.viewControllers.filter { !moved.contains($0) }, animated: false)
          collapsedSecondaries = []
          if let first = moved.first {
            let secondary =
              moved.count == 1 ? first : UINavigationController(rootViewController: first)
            if moved.count > 1, let nested = secondary as? UINavigationController {
              nested.setViewControllers(moved, animated: false)
            }
            classicControllers = [primary, secondary]
          }
        }
      }
    } else {
      if let compactController = columnControllers[.compact], compactController.parent === self {
        removeColumn(compactController)
      }
      returnSecondaries(to: columnNavigations[.secondary])
    }
    showExpandedColumns()
    if wasCollapsed { delegate?.splitViewControllerDidExpand(self) }
  }

  /// On a regular width: the columns the display mode shows are placed, the others removed.
  private func showExpandedColumns() {
    let mode = displayMode
    var shown: [UIViewController] = []
    if style == .unspecified {
      if let primary = classicControllers.first, mode != .secondaryOnly { shown.append(primary) }
      if classicControllers.count > 1 { shown.append(classicControllers[1]) }
      if classicControllers.count == 1, mode == .secondaryOnly {
        shown.append(classicControllers[0])
      }
    } else {
      if mode != .secondaryOnly, let primary = columnNavigations[.primary] {
        shown.append(primary)
      }
      if style == .tripleColumn, mode != .secondaryOnly, mode != .oneBesideSecondary,
        mode != .oneOverSecondary, let supplementary = columnNavigations[.supplementary]
      {
        shown.append(supplementary)
      }
      if let secondary = columnNavigations[.secondary] { shown.append(secondary) }
    }
    for child in children where !shown.contains(where: { $0 === child }) { removeColumn(child) }
    for column in shown { placeColumn(column) }
  }

  /// Adds `column` as a child with its view in the split view's view, unless it is there.
  private func placeColumn(_ column: UIViewController) {
    guard column.parent !== self || column.viewIfLoaded?.superview !== view else { return }
    if column.parent !== self {
      column.view.frame = view.bounds
      addChild(column)
      view.addSubview(column.view)
      column.didMove(toParent: self)
    } else {
      view.addSubview(column.view)
    }
  }

  /// Removes `column` (a child) and its view.
  private func removeColumn(_ column: UIViewController) {
    guard column.parent === self else { return }
    column.willMove(toParent: nil)
    column.viewIfLoaded?.removeFromSuperview()
    column.removeFromParent()
  }
}

extension UIViewController {
  /// The nearest ancestor that is a split view controller (UIKit's `splitViewController`).
  public var splitViewController: UISplitViewController? {
    var node = parent
    while let current = node {
      if let split = current as? UISplitViewController { return split }
      node = current.parent
    }
    return nil
  }
}
