import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// UIContentContainer as Apple documents it: when a child's `preferredContentSize` changes, its
// parent is told `preferredContentSizeDidChange(forChildContentContainer:)`.

private final class Card: UIViewController {
  var told: [CGSize] = []

  override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    told.append(container.preferredContentSize)
  }
}

@MainActor
@Suite struct PreferredContentSizeTests {
  @Test func aChildsNewPreferredSizeIsToldToItsParent() {
    let card = Card()
    let content = UIViewController()
    card.addChild(content)
    card.view.addSubview(content.view)
    content.didMove(toParent: card)
    content.preferredContentSize = CGSize(width: 320, height: 200)
    content.preferredContentSize = CGSize(width: 320, height: 200)
    content.preferredContentSize = CGSize(width: 320, height: 260)
    #expect(card.told == [CGSize(width: 320, height: 200), CGSize(width: 320, height: 260)])
  }

  @Test func aViewControllerWithoutAParentTellsNobody() {
    let card = Card()
    card.preferredContentSize = CGSize(width: 10, height: 10)
    #expect(card.told.isEmpty)
  }
}
