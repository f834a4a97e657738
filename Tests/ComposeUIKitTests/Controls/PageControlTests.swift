import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// `UIPageControl`, as pagers pair it: the number of dots, the current one pinned into them (UIKit:
// "Values outside the possible range are pinned to either 0 or numberOfPages minus 1"), the tint
// colours and `hidesForSinglePage` stored, and the `valueChanged` actions a tap sends.

@MainActor
@Suite struct PageControlTests {
  @Test func theCurrentPageIsPinnedIntoThePages() {
    let control = UIPageControl()
    #expect(control.numberOfPages == 0)
    #expect(control.currentPage == 0)

    control.numberOfPages = 3
    control.currentPage = 2
    #expect(control.currentPage == 2)
    control.currentPage = 7
    #expect(control.currentPage == 2)
    control.currentPage = -1
    #expect(control.currentPage == 0)
    control.currentPage = 2
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
  }

  @Test func itsAppearanceIsStored() {
    let control = UIPageControl(frame: .zero)
    #expect(!control.hidesForSinglePage)
    #expect(control.pageIndicatorTintColor == nil)
    control.hidesForSinglePage = true
    control.pageIndicatorTintColor = .systemGray
    control.currentPageIndicatorTintColor = .systemBlue
    #expect(control.hidesForSinglePage)
    #expect(control.pageIndicatorTintColor == .systemGray)
    #expect(control.currentPageIndicatorTintColor == .systemBlue)
  }

  @Test func aTapSendsValueChanged() {
    let control = UIPageControl()
    control.numberOfPages = 4
    var pages: [Int] = []
    control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)

    control.currentPage = 1
    control.sendActions(for: .valueChanged)
    #expect(pages == [1])
  }
}
