import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A slide-up card: a pan on its handle moves the card by the pan's translation and resets it, a
// spring animation settles the card, a touch on the dimmed background is forwarded to the card's
// owner, and the screen hides its back button while the card is open.

private final class DimmingView: UIView {
  var onTouch: (() -> Void)?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    onTouch?()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .gray
  }
}

private final class CardScreen: UIViewController {
  let card = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 400))
  let dimming = DimmingView()
  var isOpen = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(dimming)
    view.addSubview(card)
    dimming.onTouch = { [weak self] in self?.close() }
  }

  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    let translation = recognizer.translation(in: view)
    card.center.y += translation.y
    recognizer.setTranslation(.zero, in: view)
  }

  func open() {
    navigationItem.setHidesBackButton(true, animated: true)
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 1,
      options: .curveEaseOut,
      animations: { self.card.frame.origin.y = 300 },
      completion: { _ in self.isOpen = true })
  }

  func close() {
    navigationItem.setHidesBackButton(false, animated: true)
    isOpen = false
  }
}

@MainActor
@Suite struct SlideUpCardTests {
  @Test func aPanMovesTheCardByItsTranslation() {
    let screen = CardScreen()
    screen.loadViewIfNeeded()
    let pan = UIPanGestureRecognizer()
    screen.card.addGestureRecognizer(pan)
    #expect(pan.translation(in: screen.view) == .zero)
    #expect(pan.velocity(in: screen.view) == .zero)

    pan.setTranslation(CGPoint(x: 0, y: -50), in: screen.view)
    screen.handlePan(pan)
    #expect(screen.card.frame.origin.y == 550)
    #expect(pan.translation(in: screen.view) == .zero)
  }

  @Test func theSpringAnimationSettlesTheCard() {
    let screen = CardScreen()
    screen.loadViewIfNeeded()
    screen.open()
    screen.view.layoutIfNeeded()
    #expect(screen.card.frame.origin.y == 300)
    #expect(screen.navigationItem.hidesBackButton)
  }

  #if !os(iOS)
    // UIKit's `isOpen` is set when the spring finishes, later; Compose's closures run at once.
    @Test func theSpringsCompletionRunsAtOnce() {
      let screen = CardScreen()
      screen.loadViewIfNeeded()
      screen.open()
      #expect(screen.isOpen)
    }
  #endif

  @Test func aTouchOnTheDimmingViewClosesTheCard() {
    let screen = CardScreen()
    screen.loadViewIfNeeded()
    screen.open()
    screen.dimming.touchesBegan([UITouch()], with: UIEvent())
    #expect(!screen.isOpen)
    #expect(!screen.navigationItem.hidesBackButton)
  }
}
