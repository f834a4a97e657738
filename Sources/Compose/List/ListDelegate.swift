/// The object a ``ListView`` tells about display and preloading: where a cell that hosts a child
/// component embeds it (`willDisplay`) and un-embeds it (`didEndDisplaying`).
///
/// The list holds its delegate weakly. Every method has an empty default.
///
/// Order per row (contract §6): `willEnterPreloadRangeAt` (when the row nears the viewport),
/// the data source's `cellForRowAt`, `willDisplay`, …, `didEndDisplaying`,
/// `didExitPreloadRangeAt`. Every `willDisplay` is followed by exactly one `didEndDisplaying` for
/// the same cell, and a cell is never displayed twice at once.
@MainActor
public protocol ListDelegate: AnyObject {
  /// `cell` is about to be displayed at `indexPath`: it is placed in the list already, so a child
  /// component embedded in its ``ListCell/contentView`` now appears if the list's component is
  /// appeared.
  func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath)

  /// `cell` stopped being displayed at `indexPath` (scrolled away, deleted, reloaded, or the list
  /// reloaded its data). It is still in the list during this call, so a child un-embedded now
  /// disappears in the contract's order; the cell returns to its reuse pool afterwards.
  func listView(
    _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath)

  /// The row at `indexPath` came within ``ListView/preloadRowCount`` rows of the viewport (or
  /// into it): a good time to start loading what it needs (IGListKit's working range, Texture's
  /// preload state). Comes before the row's `willDisplay`.
  func listView(_ listView: ListView, willEnterPreloadRangeAt indexPath: ListIndexPath)

  /// The row at `indexPath` left the preload range (after its `didEndDisplaying`), or was
  /// deleted or reloaded while in it (with its index path before the update).
  func listView(_ listView: ListView, didExitPreloadRangeAt indexPath: ListIndexPath)

  /// A tap is about to select the row at `indexPath` (UIKit's `tableView(_:willSelectRowAt:)`):
  /// return it, another row to select instead, or `nil` to select nothing. The first thing a
  /// tap (``ListView/simulateTap(at:)``) asks; never asked by
  /// ``ListView/selectRow(at:animated:scrollPosition:)``, as in UIKit. The default returns
  /// `indexPath`.
  func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath?

  /// A tap is about to deselect the row at `indexPath` (UIKit's
  /// `tableView(_:willDeselectRowAt:)`): return it, another row to deselect instead, or `nil` to
  /// keep it selected. Asked, in single selection, for the row selected before when another row
  /// is tapped (after `willSelectRowAt` of the tapped row), and, with
  /// ``ListView/allowsMultipleSelection``, for a selected row tapped again. Never asked by
  /// ``ListView/deselectRow(at:animated:)``. The default returns `indexPath`.
  func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath)
    -> ListIndexPath?

  /// The user selected the row at `indexPath` (UIKit's `tableView(_:didSelectRowAt:)`): the row
  /// is selected already, so ``ListView/indexPathForSelectedRow`` includes it.
  ///
  /// Sent by a tap (``ListView/simulateTap(at:)``), never by
  /// ``ListView/selectRow(at:animated:scrollPosition:)``, as in UIKit. In single selection it
  /// comes after `didDeselectRowAt` of the row that lost the selection.
  func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath)

  /// The user's tap deselected the row at `indexPath` (UIKit's `tableView(_:didDeselectRowAt:)`):
  /// another row was tapped in single selection, or the row itself was tapped again with
  /// ``ListView/allowsMultipleSelection``. Never sent by ``ListView/deselectRow(at:animated:)``.
  func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath)
}

extension ListDelegate {
  /// Does nothing.
  public func listView(
    _ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {}
  /// Does nothing.
  public func listView(
    _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {}
  /// Does nothing.
  public func listView(_ listView: ListView, willEnterPreloadRangeAt indexPath: ListIndexPath) {}
  /// Does nothing.
  public func listView(_ listView: ListView, didExitPreloadRangeAt indexPath: ListIndexPath) {}
  /// Returns `indexPath`: the tapped row is selected.
  public func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath)
    -> ListIndexPath?
  { indexPath }
  /// Returns `indexPath`: the row is deselected.
  public func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath)
    -> ListIndexPath?
  { indexPath }
  /// Does nothing.
  public func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  public func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {}
}

/// A ``ListDelegate`` that gives every row its own height. Without it, every row is
/// ``ListView/rowHeight`` tall.
///
/// The list asks for every row's height when it reloads and after each batch update (O(rows)
/// then); scrolling uses the stored heights (O(log rows) per scroll).
@MainActor
public protocol ListRowHeightDelegate: ListDelegate {
  /// The height (the width, for a horizontal list) of the row at `indexPath`: finite and not
  /// negative.
  func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double
}
