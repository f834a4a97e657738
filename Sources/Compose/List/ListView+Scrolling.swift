extension ListView {
  /// Where ``ListView/scrollToRow(at:at:animated:)`` puts a row in the viewport: UIKit's
  /// `UITableView.ScrollPosition`. Every position is clamped to the content, so a row near either
  /// end may land short of it.
  public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
    /// The minimum scroll that makes the row fully visible: none when it is already, the row at
    /// the leading edge when it is before the viewport, at the trailing edge when it is after
    /// (a row longer than the viewport goes to the leading edge).
    case none
    /// The row's leading edge at the viewport's leading edge (the top of a vertical list).
    case top
    /// The row's centre at the viewport's centre.
    case middle
    /// The row's trailing edge at the viewport's trailing edge (the bottom of a vertical list).
    case bottom
  }

  /// Scrolls so that the row at `indexPath` is at `scrollPosition` in the viewport, clamped to
  /// the content (UIKit's `scrollToRow(at:at:animated:)`). Rows that leave the viewport end
  /// display first, then the rows that entered are displayed, as with ``scroll(to:)``.
  ///
  /// With a viewport of length `L` (``viewportLength``) and the row from `start` to `end` along
  /// the axis, the offset before clamping is `start` (`.top`), `(start + end - L) / 2`
  /// (`.middle`), `end - L` (`.bottom`), or for `.none` the current offset when the row lies
  /// inside the viewport, else the nearest of `start` and `end - L`. ``scrollToRow(at:)`` is
  /// `.top`.
  ///
  /// - Parameters:
  ///   - indexPath: The row to show.
  ///   - scrollPosition: Where in the viewport to show it.
  ///   - animated: Ignored: the list has no animations; it scrolls at once.
  /// - Returns: `nil` on success, or ``Diagnostic/Code/rowOutOfRange`` when `indexPath` is not
  ///   a row of the list (nothing scrolls then).
  @discardableResult
  public final func scrollToRow(
    at indexPath: ListIndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) -> Diagnostic? {
    loadDataIfNeeded()
    guard layout.contains(indexPath) else {
      return report(
        .rowOutOfRange,
        "scrollToRow(at: \(indexPath), at: .\(scrollPosition.rawValue)) in a list of "
          + "\(layout.rowCounts) rows per section")
    }
    scroll(to: offset(showing: indexPath, at: scrollPosition))
    return nil
  }

  /// The offset (clamped to the content) that puts the row at `indexPath`, which must be in the
  /// layout, at `position`.
  final func offset(showing indexPath: ListIndexPath, at position: ScrollPosition) -> Double {
    let row = layout.global(indexPath)
    let start = layout.start(ofGlobal: row)
    let end = start + layout.height(ofGlobal: row)
    let length = viewportLength
    let current = clampedOffset(viewportLength: length)
    let target: Double
    switch position {
    case .top: target = start
    case .middle: target = (start + end - length) / 2
    case .bottom: target = end - length
    case .none:
      if start < current || end - start > length {
        target = start
      } else if end > current + length {
        target = end - length
      } else {
        target = current
      }
    }
    return Swift.min(Swift.max(target, 0), maximumOffset)
  }
}
