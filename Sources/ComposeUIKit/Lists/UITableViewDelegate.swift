import Foundation

/// The object a ``UITableView`` tells about display and selection, and asks for row heights
/// (UIKit's `UITableViewDelegate`). The table holds it weakly.
///
/// UIKit's optional methods are requirements with default implementations. A cell that hosts a
/// child view controller embeds it in ``tableView(_:willDisplay:forRowAt:)`` (the cell is
/// in the table then, so the child appears with the contract's order when the table's view
/// controller is appeared) and un-embeds it in ``tableView(_:didEndDisplaying:forRowAt:)`` (the
/// cell is still in the table, so the child disappears). Every `willDisplay` has exactly one
/// `didEndDisplaying` (contract §6).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// `cell` is about to be displayed at `indexPath`: it is configured, selected or not, placed in
  /// the table with its frame. The default does nothing.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// `cell` stopped being displayed at `indexPath` (scrolled away, deleted, reloaded, or the
  /// table reloaded its data); it is still in the table and returns to its reuse queue after
  /// this call. The default does nothing.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// The height of the row at `indexPath`. The default is the table's
  /// ``UITableView/rowHeight``; ``UITableView/automaticDimension`` counts as
  /// ``UITableView/standardRowHeight``.
  ///
  /// A table with a delegate asks every row's height when it loads and after each batch update
  /// (O(rows) then), as UIKit does without estimated heights; scrolling uses the stored heights.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// A tap is about to select the row at `indexPath`: return it, another row to select instead,
  /// or `nil` to select nothing. The default returns `indexPath`. Asked by
  /// ``UITableView/composeTapRow(at:)`` only, never by
  /// ``UITableView/selectRow(at:animated:scrollPosition:)``, as in UIKit.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// A tap selected the row at `indexPath` (it is selected already). Never sent by
  /// ``UITableView/selectRow(at:animated:scrollPosition:)``, as in UIKit. The default does
  /// nothing.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// A tap is about to deselect the row at `indexPath`: return it, another row to deselect
  /// instead, or `nil` to keep it selected. Asked, in single selection, for the row selected
  /// before when the user taps another (after `tableView(_:willSelectRowAt:)` of the tapped row),
  /// and for a selected row tapped again with ``UITableView/allowsMultipleSelection``, as UIKit
  /// documents; never by ``UITableView/deselectRow(at:animated:)``. The default returns
  /// `indexPath`.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

  /// A tap deselected the row at `indexPath`: another row was tapped (single selection), or the
  /// row was tapped again (multiple selection). Never sent by
  /// ``UITableView/deselectRow(at:animated:)``. The default does nothing.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  /// The view of a section's header. The default is `nil`. Compose lays out no headers: it is
  /// never called.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

  /// The view of a section's footer. The default is `nil`. Never called.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  /// The height of a section's header. The default is `0`. Never called.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

  /// The height of a section's footer. The default is `0`. Never called.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// The actions a swipe from the leading edge reveals (UIKit's
  /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`). The default is `nil`. Never
  /// called: nobody swipes a headless row.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The actions a swipe from the trailing edge reveals (UIKit's
  /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`). The default is `nil`. Never
  /// called.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The title of the delete confirmation button (UIKit's
  /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`). The default is `nil` (UIKit's
  /// "Delete"). Never called: nobody swipes a headless row.
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?

  /// An estimate of the row's height (UIKit's `tableView(_:estimatedHeightForRowAt:)`). The
  /// default is the table's ``UITableView/estimatedRowHeight``. Never asked: heights are exact.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat

  /// Whether a touch highlights the row (UIKit's `tableView(_:shouldHighlightRowAt:)`). The
  /// default is `true`. Never asked: Compose has no touches.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// A touch highlighted the row (UIKit's `tableView(_:didHighlightRowAt:)`). Never called.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

  /// A touch stopped highlighting the row (UIKit's `tableView(_:didUnhighlightRowAt:)`). Never
  /// called.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

  /// The user tapped the row's detail button (UIKit's
  /// `tableView(_:accessoryButtonTappedForRowWith:)`). Never called: a test calls it.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

  /// The editing control of the row (UIKit's `tableView(_:editingStyleForRowAt:)`). The default
  /// is `.delete`. Never asked: Compose has no editing mode.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle

  /// The context menu of the row (UIKit's `tableView(_:contextMenuConfigurationForRowAt:point:)`).
  /// The default is `nil`. Never asked: nobody long-presses a headless row; a test asks it and
  /// opens the menu with `UIContextMenuConfiguration.composeMenu(suggestedActions:)`.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
  /// The table's ``UITableView/estimatedRowHeight``.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// `true`.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// `.delete`.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// No menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}

extension UITableViewDelegate {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// The table's ``UITableView/rowHeight``. A delegate that keeps this default gives no heights
  /// of its own, and the table stops asking it row by row.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.delegateUsedDefaultRowHeight = true
    return tableView.rowHeight
  }
  /// `indexPath`: the tapped row is selected.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// `indexPath`: the tapped row is deselected.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// No view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// No height.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  { 0 }
  /// No height.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  { 0 }
  /// No actions.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No actions.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// UIKit's title.
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
}
