import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A horizontal carousel of cards, a UICollectionViewFlowLayout with a fixed item size, each cell
// hosting a child view controller added in cellForItemAt and removed in didEndDisplaying.

private final class CardCell: UICollectionViewCell {
  static let reuseIdentifier = "CardCell"
  weak var hosted: UIViewController?

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 8
    contentView.clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class CarouselViewController: TracingViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  var cards: [UIViewController] = []
  private(set) lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 300, height: 200)
    layout.minimumLineSpacing = 12
    layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.showsHorizontalScrollIndicator = false
    collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    return collectionView
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.frame = view.bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    cards.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath) as! CardCell
    let card = cards[indexPath.item]
    addChild(card)
    card.view.frame = cell.contentView.bounds
    cell.contentView.addSubview(card.view)
    card.didMove(toParent: self)
    cell.hosted = card
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let card = (cell as? CardCell)?.hosted else { return }
    card.willMove(toParent: nil)
    card.view.removeFromSuperview()
    card.removeFromParent()
  }
}

@MainActor
@Suite struct CardCellChildTests {
  @Test func aVisibleCardIsAChildThatAppearedWithTheCarousel() {
    let log = EventLog()
    let carousel = CarouselViewController(title: "carousel", log: log)
    carousel.cards = [TracingViewController(title: "card0", log: log)]
    let audit = WindowAudit.showing(carousel)
    carousel.collectionView.layoutIfNeeded()

    #expect(carousel.children.map(\.title) == ["card0"])
    let entries = log.drain()
    #expect(entries.contains("card0.viewDidAppear(false)"))
    #expect(
      entries.filter { $0.hasPrefix("card0.") }.prefix(2) == [
        "card0.willMove(toParent: carousel)", "card0.viewDidLoad",
      ])
    audit.finish()
  }
}
