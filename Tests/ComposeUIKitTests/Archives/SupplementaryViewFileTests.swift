import ComposeUIKit
import Foundation
import Testing

// A collection view's section header from its storyboard (`<collectionReusableView
// key="sectionHeaderView">`, Settings.storyboard's Gallery scene) and a footer from a xib
// registered with `UINib` are dequeued with
// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` as their archive makes
// them: their class, subviews and outlets, then `awakeFromNib()` (UIKit's nib loading order),
// one new view per dequeue that finds none to reuse (Compose reuses none).

@MainActor
@Suite struct SupplementaryViewFileTests {
  private func gallery() throws -> PhotoGridViewController {
    try #require(
      UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(
        withIdentifier: "Gallery") as? PhotoGridViewController)
  }

  @Test func aStoryboardSectionHeaderIsDequeuedWithItsClassAndOutletsAwoken() throws {
    let archives = ComposeArchives()
    let collectionView = try #require(archives.run { try gallery().collectionView })
    let first = archives.run {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "PhotoHeader",
        for: IndexPath(item: 0, section: 0))
    }
    let header = try #require(first as? PhotoSectionHeader)
    #expect(header.reuseIdentifier == "PhotoHeader")
    #expect(header.titleLabel?.text == "Recents")
    #expect(header.titleLabel?.superview === header)
    #expect(header.awoken)
    let second = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "PhotoHeader",
      for: IndexPath(item: 0, section: 1))
    #expect(second !== header)
    #expect((second as? PhotoSectionHeader)?.titleLabel != nil)
    #expect(archives.diagnostics.isEmpty, "\(archives.diagnostics)")
  }

  @Test func theHeaderIsRegisteredForItsKindOnly() throws {
    let archives = ComposeArchives()
    let collectionView = try #require(archives.run { try gallery().collectionView })
    let footer = archives.run {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "PhotoHeader",
        for: IndexPath(item: 0, section: 0))
    }
    #expect(!(footer is PhotoSectionHeader))
  }

  @Test func aXibSupplementaryViewRegisteredWithANibIsTheNibsView() throws {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 600),
      collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(
      UINib(nibName: "PhotoFooter", bundle: nil),
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "PhotoFooter")
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "PhotoFooter",
      for: IndexPath(item: 0, section: 0))
    let footer = try #require(view as? PhotoSectionHeader)
    #expect(footer.titleLabel?.text == "6 photos")
    #expect(footer.frame.size == CGSize(width: 393, height: 30))
    collectionView.register(
      nil as UINib?, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "PhotoFooter")
    let archives = ComposeArchives()
    let plain = archives.run {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "PhotoFooter",
        for: IndexPath(item: 0, section: 0))
    }
    #expect(!(plain is PhotoSectionHeader))
  }
}
