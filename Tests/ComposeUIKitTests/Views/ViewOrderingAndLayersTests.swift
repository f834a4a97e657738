import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A card stack built in code: cards reordered with UIKit's subview ordering methods, a gradient
// layer behind them, accessibility identifiers for UI tests, layout priorities on the title, and
// an upload progress bar.

private final class CardStackView: UIView {
  let back = UIView()
  let middle = UIView()
  let front = UIView()
  let gradient = CAGradientLayer()
  let title = UILabel()
  let upload = UIProgressView(progressViewStyle: .bar)

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    gradient.locations = [0, 1]
    gradient.frame = bounds
    layer.insertSublayer(gradient, at: 0)

    addSubview(back)
    addSubview(front)
    insertSubview(middle, belowSubview: front)
    back.accessibilityIdentifier = "card.back"
    front.accessibilityIdentifier = "card.front"
    front.isAccessibilityElement = true
    front.accessibilityTraits = .button

    title.lineBreakMode = .byWordWrapping
    title.setContentHuggingPriority(.defaultHigh, for: .vertical)
    title.setContentCompressionResistancePriority(.required, for: .horizontal)
    addSubview(title)
    addSubview(upload)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite struct ViewOrderingAndLayersTests {
  @Test func subviewsAreOrderedAsUIKitOrdersThem() {
    let stack = CardStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let cards = { stack.subviews.filter { [stack.back, stack.middle, stack.front].contains($0) } }
    #expect(cards() == [stack.back, stack.middle, stack.front])

    stack.bringSubviewToFront(stack.back)
    #expect(cards() == [stack.middle, stack.front, stack.back])
    stack.sendSubviewToBack(stack.front)
    #expect(cards() == [stack.front, stack.middle, stack.back])
    stack.insertSubview(stack.front, aboveSubview: stack.back)
    #expect(cards() == [stack.middle, stack.back, stack.front])
    let middleIndex = stack.subviews.firstIndex(of: stack.middle)!
    let backIndex = stack.subviews.firstIndex(of: stack.back)!
    stack.exchangeSubview(at: middleIndex, withSubviewAt: backIndex)
    #expect(stack.subviews[middleIndex] === stack.back)
    #expect(stack.subviews[backIndex] === stack.middle)
    #expect(cards() == [stack.back, stack.middle, stack.front])
  }

  @Test func layersKeepTheirSublayers() throws {
    let stack = CardStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let sublayers = try #require(stack.layer.sublayers)
    #expect(sublayers.first === stack.gradient)
    #expect(stack.gradient.superlayer === stack.layer)
    #expect(stack.gradient.colors?.count == 2)
    stack.gradient.removeFromSuperlayer()
    #expect(stack.gradient.superlayer == nil)
    #expect(stack.layer.sublayers?.contains { $0 === stack.gradient } != true)
  }

  @Test func accessibilityAndLayoutPrioritiesAreKept() {
    let stack = CardStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(stack.front.accessibilityIdentifier == "card.front")
    #expect(stack.front.isAccessibilityElement)
    #expect(stack.front.accessibilityTraits == .button)
    #expect(stack.title.lineBreakMode == .byWordWrapping)
    // Apple's documentation: a label truncates its tail by default.
    #expect(UILabel().lineBreakMode == .byTruncatingTail)
    #expect(stack.title.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(stack.title.contentCompressionResistancePriority(for: .horizontal) == .required)
    // UIKit's defaults for a plain view: hugging 250, compression resistance 750, and no
    // intrinsic size.
    let plain = UIView()
    #expect(plain.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(plain.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(
      plain.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test func progressIsPinnedToItsRange() {
    // Apple's documentation: values below 0 and above 1 are pinned to those limits.
    let stack = CardStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    stack.upload.setProgress(0.4, animated: true)
    #expect(stack.upload.progress == 0.4)
    stack.upload.progress = 1.5
    #expect(stack.upload.progress == 1)
    stack.upload.progress = -1
    #expect(stack.upload.progress == 0)
    #expect(stack.upload.progressViewStyle == .bar)
  }

  @Test func namedColoursAndDataImagesExist() {
    #expect(UIColor(named: "AccentColor") != nil)
    #expect(UIColor(named: "AccentColor") == UIColor(named: "AccentColor"))
    #expect(UIColor(named: "AccentColor") != UIColor(named: "Background"))
    let button = UIButton(type: .custom)
    button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    #expect(button.contentEdgeInsets.left == 10)
  }

  #if !os(iOS)
    @Test func headlessImagesAndTheDeviceAreTheModelledOnes() {
      #expect(UIImage(data: Data([1, 2, 3])) != nil)
      #expect(UIImage(data: Data())?.pngData() == nil)
      #expect(UIDevice.current.userInterfaceIdiom == .phone)
      #expect(UIDevice.current.orientation.isPortrait)
      #expect(UIView().safeAreaInsets == .zero)
      #expect(
        UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
          == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
  #endif
}
