import Foundation

/// A row of dots, one per page, the current one highlighted (UIKit's `UIPageControl`), usually
/// paired with a ``UIPageViewController``. Draws nothing: it keeps ``numberOfPages`` and
/// ``currentPage`` (pinned into the pages, as in UIKit); the tint colours and
/// ``hidesForSinglePage`` are stored only. Compose has no touches: a tap on a dot is setting
/// ``currentPage`` and `sendActions(for: .valueChanged)`, as UIKit does.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The number of dots. Default `0`; a negative number counts as `0`.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      currentPage = pinned(currentPage)
    }
  }

  /// The highlighted dot, from `0`. Default `0`; a value outside the pages is pinned to `0` or
  /// ``numberOfPages`` minus one, as in UIKit.
  open var currentPage = 0 {
    didSet {
      let value = pinned(currentPage)
      if value != currentPage { currentPage = value }
    }
  }

  /// Whether the control hides when there is one page. Stored only (UIKit stops drawing it; its
  /// `isHidden` does not change).
  open var hidesForSinglePage = false

  /// The colour of the dots other than the current one. Stored only.
  open var pageIndicatorTintColor: UIColor?

  /// The colour of the current page's dot. Stored only.
  open var currentPageIndicatorTintColor: UIColor?

  /// Creates a page control with no page.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a page control with no page, from a storyboard or xib (UIKit's `init(coder:)`): the archive's
  /// attributes are set after, as UIKit decodes them.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private func pinned(_ page: Int) -> Int {
    min(max(page, 0), max(numberOfPages - 1, 0))
  }
}
