import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A carousel that snaps to pages in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
// as UIKit apps write it: the delegate rewrites where scrolling stops. Compose has no fingers, so
// the test calls the method as UIKit would when the finger lifts.

private final class CarouselViewController: UICollectionViewController {
  let pageWidth: CGFloat = 100

  override func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let page = (targetContentOffset.pointee.x / pageWidth).rounded()
    targetContentOffset.pointee.x = page * pageWidth
  }

  override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
}

@MainActor
@Suite struct ScrollSnappingTests {
  @Test func theDelegateSnapsTheTargetOffsetToAPage() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let carousel = CarouselViewController(collectionViewLayout: layout)
    carousel.loadViewIfNeeded()
    var target = CGPoint(x: 130, y: 0)
    withUnsafeMutablePointer(to: &target) { pointer in
      carousel.scrollViewWillEndDragging(
        carousel.collectionView, withVelocity: CGPoint(x: 0.4, y: 0),
        targetContentOffset: pointer)
    }
    #expect(target.x == 100)
    let delegate: (any UICollectionViewDelegate)? = carousel.collectionView.delegate
    #expect(delegate?.scrollViewShouldScrollToTop(carousel.collectionView) == false)
    #expect(delegate?.viewForZooming(in: carousel.collectionView) == nil)
  }
}
