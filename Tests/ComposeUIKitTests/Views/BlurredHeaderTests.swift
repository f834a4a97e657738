import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A header over a blurred background, its label placed in the effect view's content view as
// Apple asks.

private final class BlurredHeaderView: UIView {
  let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    blur.frame = bounds
    blur.contentView.addSubview(title)
    addSubview(blur)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite struct BlurredHeaderTests {
  @Test func theContentGoesInTheContentView() {
    let header = BlurredHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    #expect(header.title.superview === header.blur.contentView)
    #expect(header.blur.contentView.isDescendant(of: header.blur))
    #expect(header.blur.contentView.frame.size == CGSize(width: 390, height: 120))
    #expect(header.blur.effect is UIBlurEffect)
    header.blur.effect = nil
    #expect(header.blur.effect == nil)
  }
}
